/**
 * Cards around the maneuver: Advanced Sensors' free action before the dial is revealed; after a
 * maneuver that overlaps another ship (rules: OVERLAPPING SHIPS), Dauntless's free action for the ship that moved,
 * Anti-Pursuit Lasers' and Ion Projector's die for the ship it overlapped.
 */
import type { RoundContext } from '../context.ts';
import { sufferDamage } from '../damage.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { offerFreeAction } from './freeActions.ts';
import { afterIonReceived } from './pilotIon.ts';

/**
 * After the ship's maneuver overlapped the ships `bumped`: each enemy among them with Anti-Pursuit Lasers or Ion
 * Projector rolls 1 attack die; on a hit or crit the ship suffers 1 damage (its destruction is the caller's check) or
 * receives 1 ion token; then Dauntless offers
 * the ship 1 free action (any it could perform, its action policy's choice) and 1 stress token after it.
 */
export function afterOverlap(ctx: RoundContext, ship: ShipState, bumped: readonly string[]): void {
  if (bumped.length === 0) return;
  for (const other of ctx.state.ships.filter((s) => bumped.includes(s.id) && s.player !== ship.player)) {
    for (const { card, effect } of effectsOf(other, 'overlap')) {
      if (effect.does === 'dauntless') continue;
      const [face] = ctx.effectRoll(other, card, 1);
      if (face !== 'hit' && face !== 'crit') continue;
      if (effect.does === 'anti-pursuit') sufferDamage(ctx, ship, 1, 0);
      else {
        ship.ion++;
        ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'ion', count: ship.ion });
        afterIonReceived(ctx, ship);
      }
    }
  }
  for (const { card, effect } of effectsOf(ship, 'overlap'))
    if (effect.does === 'dauntless') offerFreeAction(ctx, ship, card, 'any', 1);
}

/**
 * Advanced Sensors, immediately before the dial is revealed: 1 free action (any the ship could perform); a ship that
 * takes it skips its Perform Action step this round. The autopilot declines (it acts after moving, where it then
 * stands). Returns true when the action was taken.
 */
export function actBeforeReveal(ctx: RoundContext, ship: ShipState): boolean {
  for (const { card } of effectsOf(ship, 'act-before-reveal'))
    if (offerFreeAction(ctx, ship, card, 'any', 0, true)) return true;
  return false;
}
