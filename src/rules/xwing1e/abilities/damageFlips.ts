/**
 * Cards that flip a random facedown Damage card faceup and resolve it (rules: DAMAGE: "If a Damage card is flipped
 * faceup, it is not treated as being dealt"): Saboteur's action against an enemy at Range 1, R2-D2 (crew) at the end
 * of the End phase. The card is picked by the seeded generator, so a replayed file flips the same one. The
 * autopilot's policy for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import { flipFaceUp, isDestroyedByDamage, removeShip } from '../damage.ts';
import { hullLeft } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { pick } from './pilotCombatStart.ts';
import { yesNo } from './cardUse.ts';
import { bandBetween, destructionDelayed } from './triggers.ts';
import type { CardAbility } from './types.ts';

/** The indices of the ship's facedown Damage cards (counters included: "Treat all counters as facedown"). */
function facedown(ship: ShipState): number[] {
  return ship.damage.flatMap((c, k) => (c.faceUp ? [] : [k]));
}

/** Flips a random facedown card of the ship faceup and resolves it; the ship is destroyed when it reaches its hull. */
export function flipRandom(ctx: RoundContext, ship: ShipState, card: string): void {
  const down = facedown(ship);
  if (down.length === 0) return;
  flipFaceUp(ctx, ship, ctx.rng.pick(down));
  if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, `destroyed (${card})`);
}

/** Saboteur's action needs an enemy at Range 1 (cardActions.ts lists the action only then). */
export function saboteurTargets(ctx: RoundContext, ship: ShipState): ShipState[] {
  return shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && bandBetween(ship, e) === 1);
}

/**
 * Saboteur: "Choose 1 enemy ship at Range 1 and roll 1 attack die. On a [Hit] or [Critical Hit] result, choose 1 random
 * facedown Damage card assigned to that ship, flip it faceup, and resolve it." The autopilot chooses the enemy with the
 * most facedown cards (the first listed of equals).
 */
export function saboteur(ctx: RoundContext, ship: ShipState): void {
  const card = 'Saboteur';
  const enemies = saboteurTargets(ctx, ship);
  const best = enemies.reduce<ShipState | undefined>(
    (a, e) => (a === undefined || facedown(e).length > facedown(a).length ? e : a),
    undefined,
  );
  const enemy = pick(ctx, ship, card, enemies, best, 'an enemy ship at Range 1');
  if (!enemy) return;
  const [face] = ctx.effectRoll(ship, card, 1);
  if (face === 'hit' || face === 'crit') flipRandom(ctx, enemy, card);
}

/**
 * R2-D2 (crew), at the end of the End phase: with no shields, recover 1 shield and roll 1 attack die; on a hit, a
 * random facedown card of the ship is flipped faceup. The autopilot uses him unless a flipped Direct Hit! could
 * destroy the ship (1 hull left and a facedown card).
 */
export function endOfEndPhase(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card } of effectsOf(ship, 'recover-and-risk')) {
      if (ship.shields > 0 || ship.shieldsMax === 0) continue;
      const risky = hullLeft(ship) <= 1 && facedown(ship).length > 0;
      if (!yesNo(ctx, ship, card, !risky)) continue;
      ship.shields++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
      const [face] = ctx.effectRoll(ship, card, 1);
      if (face === 'hit') flipRandom(ctx, ship, card);
    }
  }
}

/** Cards that flip a facedown Damage card faceup, keyed by xws. */
export const DAMAGE_FLIP_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Saboteur: "Action: Choose 1 enemy ship at Range 1 and roll 1 attack die. On a [Hit] or [Critical Hit] result,
  // choose 1 random facedown Damage card assigned to that ship, flip it faceup, and resolve it."
  ['saboteur', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'saboteur' }] }],
  // R2-D2 (crew): "At the end of the End phase, if you have no shields, you may recover 1 shield and roll 1 attack die.
  // On a [Hit] result, randomly flip 1 of your facedown Damage cards faceup and resolve it."
  ['r2d2-swx22', { effects: [{ kind: 'recover-and-risk', window: 'end-phase' }] }],
];
