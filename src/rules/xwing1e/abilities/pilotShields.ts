/**
 * Pilot abilities when the ship loses shield tokens (issue 18): "Red Ace" (pilotTypes.ts quotes the card). Suffering
 * damage removes shield tokens first (rules: DAMAGE); damage.ts calls this after each batch of damage that did, weaponHits.ts after Plasma Torpedoes remove one.
 */
import type { DamageContext } from '../damage.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { shieldLostAttack } from './cardAttacks.ts';

/**
 * "Red Ace": the first time each round the ship removes a shield token, 1 evade token is assigned to it (mandatory;
 * a round flag remembers the round's first time, and the End phase clears it).
 */
export function afterShieldsLost(ctx: DamageContext, ship: ShipState): void {
  // "Quickdraw" (cardAttacks.ts): "when you lose a shield token, you may perform a primary weapon attack".
  shieldLostAttack(ctx, ship);
  for (const { card, effect } of effectsOf(ship, 'shield-lost')) {
    const flag = `used:${card}`;
    if (effect.does !== 'evade-first-time' || ship.roundFlags.includes(flag)) continue;
    ship.roundFlags.push(flag);
    ship.evade++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: 1 evade token for the first shield lost` }, 0);
  }
}
