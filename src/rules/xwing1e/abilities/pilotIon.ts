/**
 * Dace Bonearm: "When an enemy ship at Range 1-3 receives at least 1 ion token, if you are not stressed, you may
 * receive 1 stress token to cause that ship to suffer 1 damage." Called wherever ion tokens are assigned (an ion
 * weapon's hit, Ion Torpedoes' splash, an Ion Bomb, Pulsed Ray Shield, Leebo's boost, Ion Projector). The autopilot
 * always uses it: 1 damage for a stress token it can shed with its next green maneuver. The use is recorded as Dace
 * Bonearm's, with the ionized ship as its `target`.
 */
import { type DamageContext, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { rangeBetween } from './pilotConditions.ts';
import { pilotRule } from './pilotRules.ts';
import { destructionDelayed } from './triggers.ts';
import { receiveStress } from './upgradeTriggers.ts';

/** After `ship` received 1 or more ion tokens: each enemy Dace Bonearm at Range 1–3 of it may strike. */
export function afterIonReceived(ctx: DamageContext, ship: ShipState): void {
  for (const dace of shipsInPlay(ctx.state)) {
    const card = pilotRule(dace, 'ion-for-damage');
    if (!card || ship.destroyed || dace.player === ship.player || dace.stress > 0) continue;
    if (rangeBetween(dace, ship) === null) continue;
    const { use } = ctx.choose(
      dace,
      { card, suggested: () => ({ ship: dace.id, card, use: true, target: ship.id }) },
      (u) =>
        u.use && u.target !== undefined && u.target !== ship.id
          ? { field: 'target', message: `expected the ionized ship ${ship.id}` }
          : null,
    );
    if (!use.use) continue;
    receiveStress(ctx, dace);
    ctx.timeline.push({ kind: 'caption', unit: dace.id, text: `${card}: ${ship.name} suffers 1 damage` }, 0);
    sufferDamage(ctx, ship, 1, 0);
    // Not an attack: no simultaneous attack rule; Fel's Wrath still waits for the end of the Combat phase.
    if (isDestroyedByDamage(ship) && !destructionDelayed(ship) && !ship.doomed)
      removeShip(ctx, ship, `destroyed by ${dace.name}`);
  }
}
