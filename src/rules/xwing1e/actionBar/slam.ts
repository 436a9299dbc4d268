/**
 * The SLAM action. Reference card "SLAM Action" (xwing-data): "Ships with the [SLAM] icon in their action bar may
 * perform a SLAM (SubLight Acceleration Motor) action. To SLAM, choose and execute a maneuver on the ship's dial.
 * The chosen maneuver must be the same speed as the maneuver that ship executed this round. Then assign that ship a
 * weapons disabled token. … Performing a SLAM counts as executing a maneuver. A ship cannot perform SLAM as a free
 * action." The Rules Reference of /shared/seeds (The Force Awakens era) has no SLAM entry.
 *
 * The maneuver is executed as the Activation phase's are (activation.ts: the kernel's templates, fleeing, bumps,
 * obstacles, mines); as it "counts as executing a maneuver", its difficulty is checked (red: 1 stress, green: 1
 * stress removed) and the after-maneuver cards act. Obstacle dice are rolled at once (the Perform Action step is
 * already under way), as for Daredevil. Battle files: `{ "action": "slam", "maneuver": "bank-left-2" }`.
 */
import { parseManeuver } from '../../../kernel/index.ts';
import { executeManeuver, landed, obstacleDice, obstaclesHit } from '../activation.ts';
import type { RoundContext } from '../context.ts';
import { isDestroyedByDamage, removeShip } from '../damage.ts';
import type { ActionOption } from '../decisions.ts';
import { dialDifficulty, effectiveDifficulty } from '../effective.ts';
import type { ShipState } from '../state.ts';
import { shipByXws } from '../catalog.ts';
import { effectsOf } from '../abilities/active.ts';
import { afterManeuverAbilities, offerFreeAction } from '../abilities/freeActions.ts';
import { afterManeuverPilots } from '../abilities/pilotAfter.ts';
import { receiveStress } from '../abilities/upgradeTriggers.ts';
import { afterStressRemoved, destructionDelayed } from '../abilities/triggers.ts';
import { bombsAfterManeuver } from '../bombs/triggers.ts';
import { disableWeapons } from './roundTokens.ts';

/** The speed of the maneuver the ship executed this round, or null when it executed none. */
function executedSpeed(ctx: RoundContext, ship: ShipState): number | null {
  const flown = ctx.flown.get(ship.id);
  return flown === undefined ? null : (parseManeuver(flown)?.speed ?? null);
}

/** True when the ship has the SLAM icon: printed on its ship card, or lent by a face-up Burnout SLAM. */
export function hasSlamIcon(ship: ShipState): boolean {
  const printed = shipByXws(ship.shipXws)?.actions.includes('slam') ?? false;
  return printed || effectsOf(ship, 'action-card').some((e) => e.effect.op === 'burnout-slam');
}

/**
 * The SLAM options now: each dial maneuver of the speed executed this round (none before the ship has executed
 * one); a stressed ship that may act (Tycho Celchu) still cannot execute a red maneuver (rules: STRESS).
 */
export function slamOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  const speed = executedSpeed(ctx, ship);
  if (speed === null || !hasSlamIcon(ship)) return [];
  return ship.dial
    .filter((d) => parseManeuver(d.maneuver)?.speed === speed)
    .filter((d) => ship.stress === 0 || effectiveDifficulty(ship, d.maneuver) !== 'red')
    .map((d) => ({ choice: { action: 'slam', maneuver: d.maneuver } }));
}

/** Performs a SLAM already checked legal: the maneuver, its difficulty, the weapons disabled token, then the cards. */
export function performSlam(ctx: RoundContext, ship: ShipState, maneuver: string): void {
  const difficulty = dialDifficulty(ship, maneuver);
  ctx.timeline.push({ kind: 'reveal', unit: ship.id, maneuver, difficulty, note: 'SLAM' });
  const outcome = executeManeuver(ctx, ship, maneuver);
  if (!landed(ctx, ship, outcome)) return;
  if (difficulty === 'red') receiveStress(ctx, ship);
  else if (difficulty === 'green' && ship.stress > 0) {
    ship.stress--;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStressRemoved(ctx, ship);
  }
  const { asteroids, debris } = obstaclesHit(ctx, ship, outcome);
  bombsAfterManeuver(ctx, ship, outcome, false);
  if (!ship.destroyed) obstacleDice(ctx, ship, asteroids, debris);
  if (gone(ctx, ship)) return;
  afterManeuverAbilities(ctx, ship, difficulty);
  afterManeuverPilots(ctx, ship, difficulty);
  disableWeapons(ctx, ship);
  afterSlamCards(ctx, ship, outcome.bumped.length > 0 || outcome.landedOn.length > 0);
}

/** Removes a ship its SLAM left at its hull value (or already removed). True when it is gone. */
function gone(ctx: RoundContext, ship: ShipState): boolean {
  if (ship.destroyed) return true;
  if (!isDestroyedByDamage(ship) || destructionDelayed(ship)) return false;
  removeShip(ctx, ship, 'destroyed (SLAM)');
  return true;
}

/**
 * Burnout SLAM: "After you perform a SLAM action, discard this card." Advanced SLAM: "After performing a SLAM
 * action, if you did not overlap an obstacle or another ship, you may perform a free action on your action bar."
 */
function afterSlamCards(ctx: RoundContext, ship: ShipState, overlapped: boolean): void {
  for (const { card, effect } of effectsOf(ship, 'action-card')) {
    if (effect.op === 'burnout-slam') {
      const u = ship.upgrades.find((x) => x.faceUp && x.name === card);
      if (u) u.faceUp = false;
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} discards ${card}` });
    }
    if (effect.op === 'advanced-slam' && !overlapped) offerFreeAction(ctx, ship, card, 'bar');
  }
}
