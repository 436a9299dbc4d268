/**
 * Fire (rules 11, 12; those chapters are not in the document, README "Star Warriors"): which guns bear on a
 * target (fixed guns in the 60° front arc, turrets all round), the range band, the to-hit number with tracking,
 * the shield side a shot strikes, and the Fire Table margin.
 */
import { itemAt } from '../../battle/lookup.ts';
import { type GunSheet } from './controlSheet.ts';
import { RANGE_BANDS, TRACKING_MODIFIER } from './data/charts.ts';
import { bearingDeg, type Hex, hexDistance, offBoresightDeg } from './hex.ts';
import type { CounterPose } from './movement.ts';

/** The range band (1–5) of a distance in hexes, or null beyond the last band. */
export function rangeBand(distanceHexes: number): number | null {
  const i = RANGE_BANDS.maxHexes.findIndex((m) => distanceHexes <= m);
  return i < 0 ? null : i + 1;
}

/** Half-width of a fixed gun's front arc, degrees (assumed: the 60° wedge between the front hex corners). */
export const FRONT_ARC_HALF_DEG = 30;

/** Is the target hex in the front arc of a counter (the same hex counts as in every arc)? */
export function inFrontArc(from: CounterPose, target: Hex): boolean {
  const d = hexDistance(from.hex, target);
  if (d === 0) return true;
  return offBoresightDeg(from.facing, bearingDeg(from.hex, target)) <= FRONT_ARC_HALF_DEG + 1e-9;
}

/** Does the attacker sit in the target's front half (so a shot strikes its front shields)? */
export function strikesFront(target: CounterPose, attacker: Hex): boolean {
  if (hexDistance(target.hex, attacker) === 0) return true;
  return offBoresightDeg(target.facing, bearingDeg(target.hex, attacker)) <= 90 + 1e-9;
}

/** A gun's shot at a target: band, to-hit number (after tracking) and power. */
export interface GunShot {
  gun: GunSheet;
  gunIndex: number;
  distance: number;
  band: number;
  toHit: number;
  power: number;
  tracking: number;
}

/** The tracking modifier of a firer with a tracking marker on this target (−5, or −10 from its rear half). */
export function trackingModifier(tracking: boolean, firer: Hex, target: CounterPose): number {
  if (!tracking) return 0;
  return strikesFront(target, firer) ? TRACKING_MODIFIER.normal : TRACKING_MODIFIER.goodLock;
}

/** Every gun of a firer that bears on a target, with its numbers. */
export function gunShots(
  guns: readonly GunSheet[],
  firer: CounterPose,
  target: CounterPose,
  tracking: boolean,
): GunShot[] {
  const distance = hexDistance(firer.hex, target.hex);
  const band = rangeBand(distance);
  if (band === null) return [];
  const mod = trackingModifier(tracking, firer.hex, target);
  const out: GunShot[] = [];
  guns.forEach((gun, gunIndex) => {
    if (gun.mount === 'F' && !inFrontArc(firer, target.hex)) return;
    out.push({
      gun,
      gunIndex,
      distance,
      band,
      toHit: itemAt(gun.toHit, band - 1, `${gun.code} to-hit by range band`) + mod,
      power: itemAt(gun.power, band - 1, `${gun.code} power by range band`),
      tracking: mod,
    });
  });
  return out;
}

/** The Fire Table margin: damage dice + power − body (not for ion guns) − shields on the side struck. */
export function fireMargin(diceTotal: number, power: number, body: number, shields: number, ion: boolean): number {
  return diceTotal + power - (ion ? 0 : body) - shields;
}
