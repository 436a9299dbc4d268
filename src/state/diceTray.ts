/**
 * What the dice tray shows at a moment of a battle: the attack under way (or an obstacle's effect roll), the
 * dice each side has rolled so far with their faces as rolled and after modification, the modifications named,
 * and the result once it is in. The tray opens at the attack and closes when its result ends. Pure, so it is
 * tested in Node.
 */
import type { TimedEvent, Timeline } from '../battle/timeline.ts';

type DiceEvent = TimedEvent & { kind: 'dice' };
type AttackEvent = TimedEvent & { kind: 'attack' };
type ResultEvent = TimedEvent & { kind: 'result' };

/** One roll in the tray. */
export interface TrayRoll {
  unit: string;
  role: DiceEvent['role'];
  /** What the roll is for, when its system names it ("gunnery"). */
  label?: string;
  rolled: string[];
  modified: string[];
  /** The modifications as the tray names them ("focus spent", "evade token: +1 evade"…). */
  modifications: string[];
}

/** What every tray shows: the rolls so far and the result once it is in. */
interface TrayRolls {
  rolls: TrayRoll[];
  result: { hits: number; crits: number; evades: number; hit: boolean } | null;
}

/** The tray's contents at one moment: an attack's dice, or an obstacle's (or other effect's) roll. */
export type DiceTrayView =
  | (TrayRolls & { kind: 'attack'; attacker: string; defender: string; range: number; obstructed: boolean })
  | (TrayRolls & {
      kind: 'effect';
      /** The unit an effect roll is for. */
      unit: string;
    });

/** When a tray shows. */
interface TrayTimes {
  result: ResultEvent | null;
  fromS: number;
  untilS: number;
}

/** An attack and its dice so far. */
type AttackTraySpan = TrayTimes & { attack: AttackEvent; dice: DiceEvent[] };

/** An attack (or an effect roll, its one die event) and when its tray shows. */
export type TraySpan = AttackTraySpan | (TrayTimes & { attack: null; dice: [DiceEvent] });

/** Every tray of a timeline: one per attack (open until its result ends), one per effect roll. */
export function buildTraySpans(timeline: Timeline): TraySpan[] {
  const spans: TraySpan[] = [];
  let open: AttackTraySpan | null = null;
  for (const e of timeline.events) {
    if (e.kind === 'attack') {
      open = { attack: e, dice: [], result: null, fromS: e.t, untilS: e.t + e.duration };
      spans.push(open);
    } else if (e.kind === 'dice' && e.role === 'effect') {
      spans.push({ attack: null, dice: [e], result: null, fromS: e.t, untilS: e.t + e.duration });
    } else if (e.kind === 'dice' && open) {
      open.dice.push(e);
      open.untilS = e.t + e.duration;
    } else if (e.kind === 'result' && open) {
      open.result = e;
      open.untilS = e.t + e.duration;
      open = null;
    }
  }
  return spans;
}

/** The tray at time t from prepared spans (null when none shows): only the dice and result already rolled. */
export function trayAt(spans: readonly TraySpan[], t: number): DiceTrayView | null {
  let span: TraySpan | undefined;
  for (const s of spans) if (s.fromS <= t && t < s.untilS) span = s;
  if (!span) return null;
  const rolls = span.dice.filter((d) => d.t <= t).map(trayRoll);
  const r = span.result && span.result.t <= t ? span.result : null;
  const result = r ? { hits: r.hits, crits: r.crits, evades: r.evades, hit: r.hit } : null;
  if (!span.attack) return { kind: 'effect', unit: span.dice[0].unit, rolls, result };
  const a = span.attack;
  return {
    kind: 'attack',
    attacker: a.attacker,
    defender: a.defender,
    range: a.range,
    obstructed: a.obstructed,
    rolls,
    result,
  };
}

/** The tray at time t of a timeline (null when no attack or effect roll is under way). */
export function diceTrayAt(timeline: Timeline, t: number): DiceTrayView | null {
  return trayAt(buildTraySpans(timeline), t);
}

/** The tray at the start of the event with index i (what the HTML tray shows: it updates at event boundaries). */
export function trayAtEvent(spans: readonly TraySpan[], timeline: Timeline, i: number): DiceTrayView | null {
  const e = timeline.events[Math.min(i, timeline.events.length - 1)];
  return e ? trayAt(spans, e.t) : null;
}

function trayRoll(d: DiceEvent): TrayRoll {
  return {
    unit: d.unit,
    role: d.role,
    ...(d.label === undefined ? {} : { label: d.label }),
    rolled: [...d.rolled],
    modified: [...d.modified],
    modifications: d.modifications.map(modificationText),
  };
}

/** A modification as the tray names it; the engine's terse names ('focus', 'evade') are spelled out. */
export function modificationText(m: string): string {
  if (m === 'focus') return 'focus spent';
  if (m === 'evade') return 'evade token: +1 evade';
  return m;
}
