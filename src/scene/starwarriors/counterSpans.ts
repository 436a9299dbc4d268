/**
 * What the Star Warriors view shows on and over the counters, prepared once per timeline: when each counter is
 * flipped to its blue-striped "moved" side (rules 4.5, end segment, until bookkeeping), each ship's planned
 * action markers from the planning reveal until its ship phase ends (red when a hazard struck; bookkeeping for a
 * ship that never moved), and the to-hit and power
 * label of every shot. Pure (timeline only, no three.js), so it is tested in Node.
 */
import type { TablePoint, TimedEvent, Timeline } from '../../battle/timeline.ts';

/** A time span on the playback clock, seconds. */
export interface Span {
  fromS: number;
  untilS: number;
}

/** A text shown over a counter for a span. */
export interface CounterMarker extends Span {
  unit: string;
  text: string;
  /** 'plan': blue action markers; 'hazard': a failed hazard roll (red markers). */
  kind: 'plan' | 'hazard';
}

/** A shot's label at the middle of its fire line. */
export interface ShotLabel extends Span {
  at: TablePoint;
  text: string;
  hit: boolean | null;
}

/** Everything the counters need beyond their poses. */
export interface CounterSpans {
  flipped: Map<string, Span[]>;
  markers: CounterMarker[];
  shots: ShotLabel[];
}

/** An attack event of a timeline. */
type AttackEvent = Extract<TimedEvent, { kind: 'attack' }>;

/**
 * A shot's label: weapon, range and (once its `result` follows, before the next attack) hit or miss, shown at
 * the middle of the fire line until the result has played (else until the attack has).
 */
function shotLabel(e: AttackEvent, after: readonly TimedEvent[]): ShotLabel {
  let hit: boolean | null = null;
  let until = e.t + e.duration;
  for (const r of after) {
    if (r.kind === 'attack') break;
    if (r.kind === 'result') {
      hit = r.hit;
      until = r.t + r.duration;
      break;
    }
  }
  const [[x0, y0], [x1, y1]] = e.line;
  return {
    at: [(x0 + x1) / 2, (y0 + y1) / 2],
    text: `${e.weapon.replace(/^snap fire, /, 'snap ')} · ${e.range} ${e.range === 1 ? 'hex' : 'hexes'}${hit === null ? '' : hit ? ' · HIT' : ' · miss'}`,
    hit,
    fromS: e.t,
    untilS: until,
  };
}

/** Prepares the counters' spans for a timeline. */
export function buildCounterSpans(timeline: Timeline): CounterSpans {
  const flipped = new Map<string, Span[]>();
  const markers: CounterMarker[] = [];
  const shots: ShotLabel[] = [];
  const open: CounterMarker[] = [];
  const openFlips: { unit: string; fromS: number }[] = [];
  let activeUnit: string | null = null;
  const closeAll = (t: number) => {
    for (const m of open.splice(0)) markers.push({ ...m, untilS: t });
    for (const f of openFlips.splice(0)) {
      const list = flipped.get(f.unit) ?? [];
      list.push({ fromS: f.fromS, untilS: t });
      flipped.set(f.unit, list);
    }
  };
  // A ship's markers go once its ship phase ends: its plan is flown (the flipped counter says so from then on),
  // and a view that kept every plan up to bookkeeping crowded the table with chips for ships that had moved.
  const closeMarkersOf = (unit: string, t: number) => {
    for (let k = open.length - 1; k >= 0; k--) {
      if (open[k]?.unit !== unit) continue;
      const [m] = open.splice(k, 1);
      if (m) markers.push({ ...m, untilS: t });
    }
  };
  const events = timeline.events;
  events.forEach((e, i) => {
    switch (e.kind) {
      case 'reveal':
        open.push({
          unit: e.unit,
          text: `${e.maneuver}${e.difficulty ? ` · ${e.difficulty}` : ''}`,
          kind: 'plan',
          fromS: e.t,
          untilS: e.t,
        });
        break;
      case 'caption':
        if (e.unit && e.text.includes('hazard roll')) {
          const k = open.findIndex((m) => m.unit === e.unit);
          const planned = open[k];
          if (planned) {
            markers.push({ ...planned, untilS: e.t });
            open.splice(k, 1);
          }
          // The result's name only ("spins out"), not what it does: the caption says that, and the whole sentence
          // made a label wider than the view's free middle at 720p (cut by the panels).
          const result = e.text.split(': ')[1] ?? '';
          open.push({ unit: e.unit, text: `HAZARD: ${result}`, kind: 'hazard', fromS: e.t, untilS: e.t });
        }
        break;
      case 'activation':
        if (activeUnit) {
          openFlips.push({ unit: activeUnit, fromS: e.t });
          closeMarkersOf(activeUnit, e.t);
        }
        activeUnit = e.unit;
        break;
      case 'phase':
        if (e.phase === 'bookkeeping') {
          if (activeUnit) openFlips.push({ unit: activeUnit, fromS: e.t });
          activeUnit = null;
          closeAll(e.t);
        }
        break;
      case 'attack':
        shots.push(shotLabel(e, events.slice(i + 1)));
        break;
      case 'end':
        if (activeUnit) openFlips.push({ unit: activeUnit, fromS: e.t });
        activeUnit = null;
        closeAll(e.t);
        break;
      default:
        break;
    }
  });
  return { flipped, markers, shots };
}

/** Is t inside any of the spans? */
export function inAnySpan(spans: readonly Span[] | undefined, t: number): boolean {
  return !!spans?.some((s) => s.fromS <= t && t < s.untilS);
}
