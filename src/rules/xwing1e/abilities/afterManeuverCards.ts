/**
 * Upgrade cards that act after a ship executes a maneuver, once its stress is checked and its obstacles and overlaps
 * are settled (activation.ts calls afterManeuverCards before the Perform Action step): Millennium Falcon (the later
 * title), Targeting Astromech, Kanan Jarrus (crew) and Flight-Assist Astromech. The autopilot's policy for each is in
 * its comment.
 */
import { attackGeometry, type ManeuverOutcome, normalizeDeg } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { offerFreeAction } from './freeActions.ts';
import { afterLockAcquired, afterStressRemoved, bandBetween, lockTouched } from './triggers.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { lockFilter } from './pilotLocks.ts';
import type { CardAbility } from './types.ts';
import { systemsOfficer } from './phaseAndLockCards.ts';

/** Enemies at Range 1–3 inside one of the ship's firing arcs (its printed arcs, not a turret), the ship turned by `turnDeg`. */
function enemiesInArc(ctx: RoundContext, ship: ShipState, turnDeg = 0): ShipState[] {
  const pose = { ...ship.pose, headingDeg: ship.pose.headingDeg + turnDeg };
  return shipsInPlay(ctx.state).filter(
    (e) =>
      e.player !== ship.player &&
      bandBetween(ship, e) !== null &&
      ship.arcs.some((arc) => arc !== 'turret' && attackGeometry(pose, ship.size, arc, e.pose, e.size, []).inArc),
  );
}

/** After `ship` executed `maneuver` of `difficulty` (outcome: the kernel's, for overlaps). */
export function afterManeuverCards(
  ctx: RoundContext,
  ship: ShipState,
  maneuver: string,
  difficulty: 'green' | 'white' | 'red',
  outcome: ManeuverOutcome,
): void {
  for (const { card, effect } of effectsOf(ship, 'after-maneuver-card')) {
    if (ship.destroyed) return;
    if (effect.does === 'falcon-rotate' && /^bank-(left|right)-3$/.test(maneuver)) falconRotate(ctx, ship, card);
    if (effect.does === 'targeting-astromech' && difficulty === 'red') lockAfterRed(ctx, ship, card);
    if (effect.does === 'flight-assist' && outcome.bumped.length === 0 && outcome.obstaclesHit.length === 0)
      flightAssist(ctx, ship, card);
  }
  if (difficulty === 'white') kananCrew(ctx, ship);
  // Systems Officer (phaseAndLockCards.ts).
  systemsOfficer(ctx, ship, difficulty);
}

/**
 * Millennium Falcon: "After you execute a 3-speed bank maneuver ([Bank Left] or [Bank Right]), if you are not
 * touching another ship and you are not stressed, you may receive 1 stress token to rotate your ship 180°." A square
 * base turned in place covers the same ground, so nothing new is overlapped. The autopilot rotates when no enemy at
 * Range 1–3 is inside its firing arcs and one would be after.
 */
function falconRotate(ctx: RoundContext, ship: ShipState, card: string): void {
  if (ship.touching.length > 0 || ship.stress > 0) return;
  const worth = enemiesInArc(ctx, ship).length === 0 && enemiesInArc(ctx, ship, 180).length > 0;
  if (!yesNo(ctx, ship, card, worth)) return;
  receiveStress(ctx, ship);
  const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
  ship.pose = { ...ship.pose, headingDeg: normalizeDeg(ship.pose.headingDeg + 180) };
  const to = { ...from, heading: ship.pose.headingDeg };
  const path = { kind: 'waypoints' as const, poses: [from, { ...from, heading: from.heading + 90 }, to] };
  ctx.timeline.push({ kind: 'move', unit: ship.id, from, to, path });
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} turns about` }, 0);
}

/**
 * Targeting Astromech: "After you execute a red maneuver, you may acquire a target lock." On an enemy at Range 1–3
 * (rules: ACQUIRE A TARGET LOCK), named by the use's `target`. The autopilot locks the first enemy inside its firing
 * arcs, else the first in range, unless it holds a lock on a ship still in play.
 */
function lockAfterRed(ctx: RoundContext, ship: ShipState, card: string): void {
  const anywhere = effectsOf(ship, 'lock-anywhere').length > 0;
  // Captain Kagi: "it must lock onto your ship if able".
  const lockable = lockFilter(
    ctx.state,
    ship,
    shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && (anywhere || bandBetween(ship, e) !== null)),
  );
  if (lockable.length === 0) return;
  const held = ship.lockOn;
  const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
  const best = enemiesInArc(ctx, ship).find((e) => lockable.includes(e)) ?? lockable[0];
  const { use } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: worth, ...(worth && best ? { target: best.id } : {}) }),
      choices: lockable.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
    },
    (u) =>
      lockable.some((e) => e.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected an enemy at Range 1–3 (${lockable.map((e) => e.id).join(', ')}), got ${JSON.stringify(u.target)}`,
          },
  );
  const enemy = use.use ? lockable.find((e) => e.id === use.target) : undefined;
  if (!enemy) return;
  if (held) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: held, count: 0 }, 0);
  ship.lockOn = enemy.id;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: enemy.id, count: 1 });
  lockTouched(ctx, ship);
  afterLockAcquired(ctx, ship);
}

/**
 * Flight-Assist Astromech, after a maneuver that overlapped no ship or obstacle, with no enemy at Range 1–3 inside
 * its firing arcs: a free boost or barrel roll action (either icon lent when the bar lacks it: the card grants the
 * action). Its action policy picks the move, as for any free action.
 */
function flightAssist(ctx: RoundContext, ship: ShipState, card: string): void {
  if (enemiesInArc(ctx, ship).length > 0) return;
  const lent = (['boost', 'barrel-roll'] as const).filter((a) => !ship.actionBar.includes(a));
  for (const a of lent) ship.actionBar.push(a);
  try {
    offerFreeAction(ctx, ship, card, ['boost', 'barrel-roll']);
  } finally {
    ship.actionBar.splice(ship.actionBar.length - lent.length, lent.length);
  }
}

/**
 * Kanan Jarrus (crew), once per round: after a friendly ship at Range 1–2 (itself included: rules FRIENDLY) executes a
 * white maneuver, he may remove 1 stress token from that ship. The autopilot does whenever the ship is stressed.
 */
function kananCrew(ctx: RoundContext, mover: ShipState): void {
  if (mover.stress === 0) return;
  for (const kanan of shipsInPlay(ctx.state)) {
    if (kanan.player !== mover.player) continue;
    const band = kanan === mover ? 1 : bandBetween(kanan, mover);
    if (band === null || band > 2) continue;
    for (const { card, effect } of effectsOf(kanan, 'after-maneuver-card')) {
      const flag = `used:${card}`;
      if (effect.does !== 'kanan-crew' || kanan.roundFlags.includes(flag) || mover.stress === 0) continue;
      const { use } = ctx.choose(
        kanan,
        { card, suggested: () => ({ ship: kanan.id, card, use: true, target: mover.id }) },
        (u) =>
          u.target === mover.id ? null : { field: 'target', message: `expected ${mover.id}, the ship that moved` },
      );
      if (!use.use) continue;
      kanan.roundFlags.push(flag);
      mover.stress--;
      ctx.timeline.push({ kind: 'token', unit: mover.id, token: 'stress', count: mover.stress });
      afterStressRemoved(ctx, mover);
    }
  }
}

/** The cards of this module, keyed by xws. */
export const AFTER_MANEUVER_CARD_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Millennium Falcon (the later title): "After you execute a 3-speed bank maneuver ([Bank Left] or [Bank Right]), if
  // you are not touching another ship and you are not stressed, you may receive 1 stress token to rotate your ship
  // 180°."
  [
    'millenniumfalcon-swx57',
    { effects: [{ kind: 'after-maneuver-card', window: 'execute-maneuver', does: 'falcon-rotate' }] },
  ],
  // "After you execute a red maneuver, you may acquire a target lock."
  [
    'targetingastromech',
    { effects: [{ kind: 'after-maneuver-card', window: 'execute-maneuver', does: 'targeting-astromech' }] },
  ],
  // Kanan Jarrus (crew): "Once per round, after a friendly ship at Range 1-2 executes a white maneuver, you may remove
  // 1 stress token from that ship."
  ['kananjarrus', { effects: [{ kind: 'after-maneuver-card', window: 'execute-maneuver', does: 'kanan-crew' }] }],
  // "You cannot attack ships outside your firing arc. After you execute a maneuver, if you did not overlap a ship or
  // obstacle and there are no enemy ships inside your firing arc at Range 1-3, you may perform a free boost or barrel
  // roll action."
  [
    'flightassistastromech',
    {
      effects: [
        { kind: 'arc-only', window: 'declare-target' },
        { kind: 'after-maneuver-card', window: 'execute-maneuver', does: 'flight-assist' },
      ],
    },
  ],
];
