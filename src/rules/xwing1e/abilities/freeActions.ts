/**
 * Free actions granted by cards (rules: FREE ACTIONS): offered as an optional ability whose choice names the
 * action; the autopilot takes what its action policy would choose among the allowed ones. A stressed ship is
 * offered none ("A stressed ship cannot perform free actions").
 */
import { actionOptions, performAction } from '../actions.ts';
import type { RoundContext } from '../context.ts';
import type { AbilityUse, ActionChoice } from '../decisions.ts';
import type { ShipState } from '../state.ts';
import { effectsOf, hasCardAction } from './active.ts';
import { afterStress } from './triggers.ts';
import { stressForbidsActions } from './stressedActions.ts';
import type { FreeActionEffect } from './types.ts';

/** The action family a choice belongs to ("barrel-roll-left" → "barrel-roll"). */
function family(action: string): string {
  if (action.startsWith('barrel-roll')) return 'barrel-roll';
  if (action.startsWith('boost')) return 'boost';
  if (action.startsWith('reinforce')) return 'reinforce';
  return action;
}

/** True when the free action's card allows this action. */
function allowed(ship: ShipState, allow: FreeActionEffect['actions'], action: string): boolean {
  // "A ship cannot perform SLAM as a free action." (SLAM Action reference card)
  if (action === 'slam') return false;
  if (allow === 'any') return true;
  if (allow === 'card') return hasCardAction(ship, action);
  const list = allow === 'bar' ? ship.actionBar.map((a) => a.toLowerCase().replace(/\s+/g, '-')) : allow;
  return list.includes(family(action));
}

/**
 * Offers `card`'s free action to the ship; performs the one chosen, then receives `stress` tokens. Returns true
 * when an action was performed. With `declined`, the autopilot's answer is no (Advanced Sensors).
 */
export function offerFreeAction(
  ctx: RoundContext,
  ship: ShipState,
  card: string,
  allow: FreeActionEffect['actions'],
  stress = 0,
  declined = false,
): boolean {
  if (ship.destroyed || stressForbidsActions(ship)) return false;
  const options = actionOptions(ctx, ship).filter((o) => allowed(ship, allow, o.choice.action));
  if (options.length === 0) return false;
  // The policy's action method is asked only when the file does not record the choice (a recorder stops there).
  const suggested = (): AbilityUse => {
    const wanted: ActionChoice | null = declined ? null : ctx.policy.action(ctx.state, ship, options);
    return { ship: ship.id, card, use: wanted !== null, ...(wanted ? { action: wanted } : {}) };
  };
  const { use, at } = ctx.choose(ship, { card, suggested, actions: options }, (u) =>
    !u.action
      ? { field: 'action', message: 'expected the free action taken ({ action, target?, slide? })' }
      : allowed(ship, allow, u.action.action)
        ? null
        : { field: 'action', message: `${JSON.stringify(u.action.action)} is not a free action this card gives` },
  );
  if (!use.use || !use.action) return false;
  performAction(ctx, ship, use.action, `${at}.action`);
  for (let i = 0; i < stress; i++) ship.stress++;
  if (stress) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
  for (let i = 0; i < stress; i++) afterStress(ctx, ship);
  return true;
}

/**
 * Offers a free action of one family the ship's own action bar may lack, the icon lent for it (Expert Handling's
 * barrel roll, R7-T1's and Leebo's boost, Ysanne Isard's evade); `stress` comes only without the icon.
 */
export function withLentIcon(
  ctx: RoundContext,
  ship: ShipState,
  card: string,
  action: 'barrel-roll' | 'boost' | 'evade',
  stress = 0,
): void {
  const hasIcon = ship.actionBar.some((a) => a.toLowerCase().replace(/\s+/g, '-') === action);
  if (!hasIcon) ship.actionBar.push(action);
  try {
    offerFreeAction(ctx, ship, card, [action], hasIcon ? 0 : stress);
  } finally {
    if (!hasIcon) ship.actionBar.pop();
  }
}

/**
 * After the ship's standard action: the cards granting another action (Push the Limit, Darth Vader's second
 * action, Experimental Interface's card action), each once per round, in card order. The autopilot declines
 * Experimental Interface (its stress token costs the next round's action for an upgrade's action).
 */
export function afterActionFreeActions(ctx: RoundContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'free-action')) {
    if (effect.window !== 'perform-action' || ship.roundFlags.includes(card)) continue;
    const declined = effect.actions === 'card';
    if (offerFreeAction(ctx, ship, card, effect.actions, effect.stress, declined)) ship.roundFlags.push(card);
  }
}

/** After an attack: Turr Phennir's free boost or barrel roll. */
export function afterAttackFreeActions(ctx: RoundContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'free-action'))
    if (effect.window === 'after-attack') offerFreeAction(ctx, ship, card, effect.actions, effect.stress);
}

/**
 * After executing a maneuver of the card's difficulty: R2-D2 may recover a shield, Night Beast may take a free
 * focus action. `difficulty`: the maneuver's as executed.
 */
export function afterManeuverAbilities(ctx: RoundContext, ship: ShipState, difficulty: string): void {
  for (const { card, effect } of effectsOf(ship, 'after-maneuver')) {
    if (effect.difficulty !== difficulty) continue;
    if (effect.recoverShield && ship.shields < ship.shieldsMax) {
      const suggested = (): AbilityUse => ({ ship: ship.id, card, use: true });
      const { use } = ctx.choose(ship, { card, suggested }, () => null);
      if (!use.use) continue;
      ship.shields++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
    }
    if (effect.freeActions) offerFreeAction(ctx, ship, card, effect.freeActions);
  }
}
