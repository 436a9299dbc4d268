/**
 * The third batch's cards at the start of a phase: Leia Organa (crew) at the start of the Activation phase, Ysanne
 * Isard (crew) at the start of the Combat phase. The autopilot's policy is in each comment.
 */
import type { RoundContext } from '../context.ts';
import { effectiveDifficulty, effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { withLentIcon } from './freeActions.ts';

/** The round flag of a ship whose red maneuvers are white this Activation phase (Leia Organa, crew). */
export const FLEET_WHITE = 'fleet-red-to-white';

/**
 * Leia Organa (crew), at the start of the Activation phase: discard her to make every friendly ship's red maneuver
 * white this phase. The autopilot does when a friendly ship's dial (as assigned) is red.
 */
export function fleetRedToWhite(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card } of effectsOf(ship, 'fleet-red-to-white')) {
      const friends = shipsInPlay(ctx.state).filter((f) => f.player === ship.player);
      const red = friends.some((f) => {
        const dial = ctx.out.dials[f.id];
        return dial !== undefined && effectiveDifficulty(f, dial) === 'red';
      });
      const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: red }) }, () => null);
      if (!use.use) continue;
      const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
      if (upgrade) upgrade.faceUp = false;
      for (const f of friends) f.roundFlags.push(FLEET_WHITE);
      ctx.timeline.push({
        kind: 'caption',
        unit: ship.id,
        text: `${ship.name} discards ${card}: red maneuvers are white`,
      });
    }
  }
}

/**
 * Ysanne Isard (crew), at the start of the Combat phase (highest pilot skill first): with no shields and a Damage
 * card, a free evade action, the icon lent where the bar lacks it; the autopilot's action policy decides.
 */
export function evadeWhenBare(ctx: RoundContext): void {
  const round = ctx.state.round;
  const order = shipsInPlay(ctx.state).sort(
    (a: ShipState, b: ShipState) => effectiveSkill(b, round) - effectiveSkill(a, round),
  );
  for (const ship of order)
    for (const { card } of effectsOf(ship, 'evade-when-bare'))
      if (ship.shields === 0 && ship.damage.length > 0) withLentIcon(ctx, ship, card, 'evade');
}
