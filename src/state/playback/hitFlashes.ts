/**
 * The flashes played when damage is dealt: a shield bubble when shields were lost, a hull flash with sparks when
 * hull was lost, and the numbers floating up, for the length of each `damage` event. Pure, so it is tested in
 * Node.
 */
import type { TimedEvent, Timeline, TimelineUnit } from '../../battle/timeline.ts';
import type { SystemWords } from '../../rules/systemWords.ts';

/** One damage event as the viewer flashes it. */
export interface HitFlash {
  unit: string;
  /** Shields lost (the shield bubble flashes when > 0). */
  shieldsLost: number;
  /** Hull lost (the hull flash and sparks play when > 0). */
  hullLost: number;
  /** Cards dealt face up (critical hits). */
  crits: number;
  /** Their names, as the numbers show them (each system names its own: "Direct Hit!", "stabilizer damage"). */
  cards: string[];
  fromS: number;
  untilS: number;
}

/** A flash stays at least this long, s, so a zero-length damage event still reads. */
export const MIN_FLASH_S = 0.6;

/** The hit flashes of a timeline, one per damage event that took shields or hull, in clock order. */
export function buildHitFlashes(timeline: Timeline): HitFlash[] {
  const hull = new Map(timeline.units.map((u) => [u.id, u.hull]));
  const out: HitFlash[] = [];
  for (const e of timeline.events) {
    if (e.kind !== 'damage') continue;
    const before = hull.get(e.unit) ?? e.hull;
    hull.set(e.unit, e.hull);
    const flash = hitFlashOf(e, before);
    if (flash) out.push(flash);
  }
  return out;
}

/** The flash of one damage event given the unit's hull before it; null when nothing was lost. */
export function hitFlashOf(e: TimedEvent & { kind: 'damage' }, hullBefore: number): HitFlash | null {
  const hullLost = Math.max(0, hullBefore - e.hull);
  if (e.shieldsLost <= 0 && hullLost <= 0) return null;
  return {
    unit: e.unit,
    shieldsLost: e.shieldsLost,
    hullLost,
    crits: e.cards.filter((c) => c.faceUp).length,
    cards: e.cards.filter((c) => c.faceUp).map((c) => c.name),
    fromS: e.t,
    untilS: e.t + Math.max(MIN_FLASH_S, e.duration),
  };
}

/** "−1 shield", "−2 shields", "−1 fighter": a counter's label is its plural, lowercase. */
export function lostText(n: number, label: string): string {
  return `−${n} ${n === 1 ? label.toLowerCase().replace(/s$/, '') : label.toLowerCase()}`;
}

/**
 * The numbers shown over the ship in its rule system's counters ("−1 shield", "−2 hull", "−1 body",
 * "−3 fighters"), and the face-up cards by name.
 */
export function hitNumbers(flash: HitFlash, unit: TimelineUnit, words: SystemWords): string[] {
  const out: string[] = [];
  const shields = words.shieldsLabel(unit);
  if (flash.shieldsLost > 0) out.push(lostText(flash.shieldsLost, shields ?? 'shields'));
  if (flash.hullLost > 0) out.push(lostText(flash.hullLost, words.hullLabel(unit)));
  for (const card of flash.cards) out.push(card);
  return out;
}
