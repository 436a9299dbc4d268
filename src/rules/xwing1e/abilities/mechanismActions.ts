/**
 * The "Action:" headers of issue 18's mechanisms (cardActions.ts hands them here): Harpooned!'s, Kylo Ren's (crew)
 * and Spacetug Tractor Array's. The autopilot's choice for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { insideFiringArc } from '../combat.ts';
import { bandBetween } from './triggers.ts';
import { assignDarkSide, harpoonedAction, hasCondition } from './conditions.ts';
import { DARK_SIDE, HARPOONED } from './conditionIds.ts';
import { assignTractor } from './tractor.ts';

/** The actions of this module, by the name a battle file gives them (the card's xws). */
const ACTIONS = new Set([HARPOONED, 'kyloren', 'spacetugtractorarray']);

/** True for an action this module performs. */
export function isMechanismAction(action: string): boolean {
  return ACTIONS.has(action);
}

/** Kylo Ren (crew): enemies at Range 1–3. */
function darkSideTargets(ctx: RoundContext, ship: ShipState): ShipState[] {
  return shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && bandBetween(ship, e) !== null);
}

/** Spacetug Tractor Array: ships (friend or foe) inside the firing arc at Range 1. */
function tugTargets(ctx: RoundContext, ship: ShipState): ShipState[] {
  return shipsInPlay(ctx.state).filter((s) => s !== ship && bandBetween(ship, s) === 1 && insideFiringArc(ship, s));
}

/** False for an action that could do nothing now (no ship to choose). */
export function mechanismActionAvailable(ctx: RoundContext, ship: ShipState, action: string): boolean {
  if (action === HARPOONED) return hasCondition(ship, HARPOONED);
  if (action === 'kyloren') return darkSideTargets(ctx, ship).length > 0;
  return tugTargets(ctx, ship).length > 0;
}

/** Chooses a ship among `ships` for a card action (the use's `target`); the autopilot's pick is `best`. */
function chooseShip(
  ctx: RoundContext,
  ship: ShipState,
  card: string,
  ships: readonly ShipState[],
  best: ShipState | undefined,
): ShipState | undefined {
  const { use } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) }),
      choices: ships.map((s) => ({ ship: ship.id, card, use: true, target: s.id })),
    },
    (u) =>
      ships.some((s) => s.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected one of ${ships.map((s) => s.id).join(', ')}, got ${JSON.stringify(u.target)}`,
          },
  );
  return use.use ? ships.find((s) => s.id === use.target) : undefined;
}

/**
 * Performs the action: Harpooned! (conditions.ts); Kylo Ren (crew): "Action: Assign the "I'll Show You the Dark
 * Side" Condition card to an enemy ship at Range 1-3." (the autopilot: the first enemy listed not holding it);
 * Spacetug Tractor Array: "Action: Choose a ship inside your firing arc at Range 1 and assign a tractor beam token to
 * it. If it is a friendly ship, resolve the effect of the tractor beam token as though it were an enemy ship." (the
 * autopilot: the first enemy listed, never a friend).
 */
export function performMechanismAction(ctx: RoundContext, ship: ShipState, action: string): void {
  if (action === HARPOONED) return harpoonedAction(ctx, ship);
  if (action === 'kyloren') {
    const targets = darkSideTargets(ctx, ship);
    const best = targets.find((e) => !hasCondition(e, DARK_SIDE)) ?? targets[0];
    const chosen = chooseShip(ctx, ship, 'Kylo Ren', targets, best);
    if (chosen) assignDarkSide(ctx, chosen, ship);
    return;
  }
  const targets = tugTargets(ctx, ship);
  const chosen = chooseShip(
    ctx,
    ship,
    'Spacetug Tractor Array',
    targets,
    targets.find((s) => s.player !== ship.player),
  );
  if (chosen) assignTractor(ctx, chosen, ship);
}
