/**
 * What a secondary weapon does after it hits, beside its dice (triggerEffects.ts, WeaponAfterHit): Flechette Cannon's
 * stress, Plasma Torpedoes' shield, Advanced Homing Missiles' faceup Damage card, XX-23 S-Thread Tracers' locks,
 * Jamming Beam's and Scrambler Missiles' jam tokens (actionBar/jam.ts). The
 * autopilot's policy for the optional one is in its comment.
 */
import { afterShieldsLost } from './pilotShields.ts';
import type { RoundContext } from '../context.ts';
import { sufferDamage } from '../damage.ts';
import { shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { yesNo } from './cardUse.ts';
import { bandBetween } from './triggers.ts';
import { acquireLock } from './attackLocks.ts';
import type { AttackInfo } from './types.ts';
import { assignJam } from '../actionBar/jam.ts';

/** Runs the weapon's after-hit effect once the attack that hit has dealt its damage. */
export function afterWeaponHit(ctx: RoundContext, info: AttackInfo): void {
  const { defender, weapon } = info;
  if (!weapon?.afterHit || defender.destroyed) return;
  switch (weapon.afterHit) {
    case 'stress-unless-stressed':
      // Flechette Cannon: "if the defender is not stressed, it also receives 1 stress token".
      if (defender.stress === 0) receiveStress(ctx, defender);
      return;
    case 'remove-shield':
      // Plasma Torpedoes: "after dealing damage, remove 1 shield token from the defender".
      if (defender.shields === 0) return;
      defender.shields--;
      ctx.timeline.push({ kind: 'token', unit: defender.id, token: 'shield', count: defender.shields });
      afterShieldsLost(ctx, defender);
      return;
    case 'faceup-card':
      // Advanced Homing Missiles: "deal 1 faceup Damage card to the defender" (shields do not stop it).
      sufferDamage(ctx, defender, 0, 1, undefined, { dealt: true });
      return;
    case 'friends-lock':
      tracerLocks(ctx, info, weapon.name);
      return;
    case 'jam':
      assignJam(ctx, defender);
      return;
    case 'jam-near':
      // The defender first, then each other ship at Range 1 of it, friend or foe, as the state lists them.
      for (const ship of [
        defender,
        ...shipsInPlay(ctx.state).filter((s) => s !== defender && bandBetween(defender, s) === 1),
      ])
        assignJam(ctx, ship);
      return;
  }
}

/**
 * XX-23 S-Thread Tracers: "each friendly ship at Range 1-2 of you may acquire a target lock on the defender". A ship
 * is friendly to itself (rules: FRIENDLY: "A ship is friendly to itself ... unless those abilities explicitly affect
 * "other" friendly ships"), so the attacker is offered one too; each lock is on an enemy at Range 1–3 of the ship
 * (rules: ACQUIRE A TARGET LOCK), unless ST-321 lets it lock anywhere. The autopilot takes it for each ship that holds
 * no lock on a ship in play.
 */
function tracerLocks(ctx: RoundContext, { attacker, defender }: AttackInfo, card: string): void {
  const friends = shipsInPlay(ctx.state).filter((f) => {
    if (f.player !== attacker.player) return false;
    const band = f === attacker ? 1 : bandBetween(attacker, f);
    return band !== null && band <= 2;
  });
  for (const friend of friends) {
    const inRange = bandBetween(friend, defender) !== null || effectsOf(friend, 'lock-anywhere').length > 0;
    if (!inRange || friend.lockOn === defender.id) continue;
    const held = friend.lockOn;
    const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
    if (yesNo(ctx, friend, card, worth)) acquireLock(ctx, friend, defender);
  }
}
