/**
 * Pilot abilities on receiving a stress token (issue 18; pilotTypes.ts quotes each card): Captain Yorr takes a
 * friend's token before it is received; Jek Porkins and Nien Nunb (T-70) may be rid of their own once received.
 * triggers.ts (afterStress) calls both, wherever a ship receives a stress token. The autopilot's policy is in each
 * function's comment.
 */
import { type DamageContext, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { hullLeft } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { inFiringArc, rangeBetween } from './pilotConditions.ts';

/** Shows a ship's stress tokens on the timeline. */
function showStress(ctx: DamageContext, ship: ShipState): void {
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
}

/**
 * Captain Yorr, when another friendly ship at Range 1-2 has just been given a stress token: while he has 2 or fewer,
 * he may receive it instead (the friend never received it: none of its own "when you receive" cards act). The
 * autopilot always takes it (his shuttle needs its actions less than the friend). Returns the ship that received
 * the token: Yorr, or `ship` itself.
 */
export function yorrTakesStress(ctx: DamageContext, ship: ShipState): ShipState {
  for (const yorr of shipsInPlay(ctx.state)) {
    if (yorr === ship || yorr.player !== ship.player || yorr.stress > 2) continue;
    const band = rangeBetween(yorr, ship);
    if (band === null || band > 2) continue;
    for (const { card, effect } of effectsOf(yorr, 'pilot-stress')) {
      if (effect.does !== 'yorr' || !yesNo(ctx, yorr, card, true)) continue;
      ship.stress--;
      yorr.stress++;
      showStress(ctx, ship);
      showStress(ctx, yorr);
      ctx.timeline.push({ kind: 'caption', unit: yorr.id, text: `${card} receives ${ship.name}'s stress token` }, 0);
      return yorr;
    }
  }
  return ship;
}

/**
 * The ship's own pilot, once it has received a stress token. Jek Porkins: the autopilot removes it while a facedown
 * Damage card could not destroy him (at least 2 hull left), rolling 1 attack die: on a hit a facedown card is dealt
 * (shields do not stop a card dealt, rules: DAMAGE). Nien Nunb: with an enemy inside his firing arc at Range 1 he
 * discards it, always. Returns true when the token is gone.
 */
export function ownStressPilots(ctx: DamageContext, ship: ShipState): boolean {
  for (const { card, effect } of effectsOf(ship, 'pilot-stress')) {
    if (ship.stress === 0) return true;
    if (effect.does === 'nien-nunb') {
      const inArc = shipsInPlay(ctx.state).some(
        (e) => e.player !== ship.player && rangeBetween(ship, e) === 1 && inFiringArc(ship, e),
      );
      if (!inArc || !yesNo(ctx, ship, card, true)) continue;
      loseStress(ctx, ship, `${card} discards the stress token`);
      return true;
    }
    if (effect.does !== 'porkins' || !yesNo(ctx, ship, card, hullLeft(ship) >= 2)) continue;
    loseStress(ctx, ship, `${card} removes the stress token`);
    if (ctx.effectRoll(ship, card, 1)[0] === 'hit') {
      sufferDamage(ctx, ship, 1, 0, undefined, { dealt: true });
      if (isDestroyedByDamage(ship)) removeShip(ctx, ship, `destroyed (${card})`);
    }
    return true;
  }
  return false;
}

/** Removes the stress token just received, with a caption saying why. */
function loseStress(ctx: DamageContext, ship: ShipState, why: string): void {
  ship.stress--;
  showStress(ctx, ship);
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: why }, 0);
}
