/**
 * Pilot abilities at the start of the End phase (rules: END PHASE), before unused tokens are removed: 4-LOM and
 * Lieutenant Colzet (pilotTypes.ts quotes both), in the order ships were set up. The autopilot's policy is in each
 * function's comment.
 */
import type { RoundContext } from '../context.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { flipRandom } from './damageFlips.ts';
import { pick } from './pilotCombatStart.ts';
import { rangeBetween } from './pilotConditions.ts';
import { afterStress, afterStressRemoved } from './triggers.ts';

/** Every start-of-End-phase pilot ability of the ships in play. */
export function startOfEndPhase(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of effectsOf(ship, 'end-phase-start')) {
      if (ship.destroyed) continue;
      if (effect.does === 'pass-stress') passStress(ctx, ship, card);
      else flipLocked(ctx, ship, card);
    }
}

/**
 * 4-LOM: 1 of his stress tokens goes to another ship at Range 1, friend or foe (the card says "another ship"). The
 * autopilot gives it to the first enemy listed (a stressed enemy cannot act or fly red maneuvers).
 */
function passStress(ctx: RoundContext, ship: ShipState, card: string): void {
  if (ship.stress === 0) return;
  const near = shipsInPlay(ctx.state).filter((s) => s !== ship && rangeBetween(ship, s) === 1);
  if (near.length === 0) return;
  const to = pick(
    ctx,
    ship,
    card,
    near,
    near.find((s) => s.player !== ship.player),
    'another ship at range 1',
  );
  if (!to) return;
  ship.stress--;
  to.stress++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
  ctx.timeline.push({ kind: 'token', unit: to.id, token: 'stress', count: to.stress });
  afterStressRemoved(ctx, ship);
  afterStress(ctx, to);
}

/**
 * Lieutenant Colzet: his target lock on an enemy in play is spent to flip 1 of its facedown Damage cards, chosen at
 * random (the seeded generator), faceup. The autopilot spends it whenever the enemy has a facedown card (a faceup card
 * lasts; a lock can be acquired again).
 */
function flipLocked(ctx: RoundContext, ship: ShipState, card: string): void {
  const enemy = shipsInPlay(ctx.state).find((e) => e.id === ship.lockOn && e.player !== ship.player);
  if (!enemy) return;
  const worth = enemy.damage.some((c) => !c.faceUp);
  const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: worth }) }, () => null);
  if (!use.use) return;
  ship.lockOn = null;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: enemy.id, count: 0 });
  flipRandom(ctx, enemy, card);
}
