/**
 * The action-bar entries the engine performs besides actions.ts's own (SLAM, coordinate, jam, reload,
 * reinforce): the options each action-bar entry gives now, and performing a chosen one. actions.ts asks here for
 * every action-bar entry it does not know; the huge ships' recover and reinforce are not here (huge ships are not
 * flown).
 */
import type { RoundContext } from '../context.ts';
import type { ActionChoice, ActionOption } from '../decisions.ts';
import { type ShipState, shipOf } from '../state.ts';
import { coordinateOptions, performCoordinate } from './coordinate.ts';
import { jamOptions, performJam } from './jam.ts';
import { performReinforce, reinforceOptions } from './reinforce.ts';
import { performReload, reloadAvailable } from './reload.ts';
import { performSlam, slamOptions } from './slam.ts';

/** The action-bar entries this module performs. */
export const NEWER_ACTIONS = ['slam', 'coordinate', 'jam', 'reload', 'reinforce'] as const;

/** The options one action-bar entry (actions.ts's key) gives now; none for an entry not performed here. */
export function barActionOptions(ctx: RoundContext, ship: ShipState, key: string): ActionOption[] {
  switch (key) {
    case 'slam':
      return slamOptions(ctx, ship);
    case 'coordinate':
      return coordinateOptions(ctx, ship);
    case 'jam':
      return jamOptions(ctx, ship);
    case 'reload':
      return reloadAvailable(ship) ? [{ choice: { action: 'reload' } }] : [];
    case 'reinforce':
      return reinforceOptions();
    default:
      return [];
  }
}

/** True when two choices name the same action, target and SLAM maneuver. */
export function sameChoice(a: ActionChoice, b: ActionChoice): boolean {
  return (
    a.action === b.action && (a.target ?? null) === (b.target ?? null) && (a.maneuver ?? null) === (b.maneuver ?? null)
  );
}

/** A choice in words for an error's list of legal ones: `jam:t1`, `slam bank-left-2`. */
export function choiceWords(c: ActionChoice): string {
  return c.action + (c.target ? `:${c.target}` : '') + (c.maneuver ? ` ${c.maneuver}` : '');
}

/** Performs a choice of this module already checked legal; false when the action is not one of them. */
export function performBarAction(ctx: RoundContext, ship: ShipState, choice: ActionChoice): boolean {
  switch (choice.action) {
    case 'slam':
      if (choice.maneuver === undefined) return false;
      performSlam(ctx, ship, choice.maneuver);
      return true;
    case 'coordinate':
      if (choice.target === undefined) return false;
      performCoordinate(ctx, ship, shipOf(ctx.state, choice.target));
      return true;
    case 'jam':
      if (choice.target === undefined) return false;
      performJam(ctx, ship, shipOf(ctx.state, choice.target));
      return true;
    case 'reload':
      performReload(ctx, ship);
      return true;
    case 'reinforce-fore':
    case 'reinforce-aft':
      performReinforce(ctx, ship, choice.action === 'reinforce-fore' ? 'fore' : 'aft');
      return true;
    default:
      return false;
  }
}
