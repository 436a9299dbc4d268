/**
 * What the Full Thrust viewer draws beyond the shared playback, prepared once per timeline: each unit's hull
 * (fighters left) and aboard-a-carrier state over time, the plotted moves to show before they play, and the fire
 * arcs of attacks. Pure (battle model only, no three.js), so it is tested in Node.
 */
import {
  isDeparture,
  type TablePoint,
  type TimedEvent,
  type Timeline,
  type TimelinePose,
} from '../../battle/timeline.ts';

/** A value of a unit that changes at event times: [time s, value] in clock order. */
export type Series = [t: number, value: number][];

/** A plotted move shown from its reveal until the move has played. */
export interface PlotSpan {
  unit: string;
  fromS: number;
  untilS: number;
  /** Start, the squares entered, and the end (table mm, degrees). */
  path: TimelinePose[];
  label: string;
}

/** A fire arc drawn while an attack plays: a sector about `centre`, from `startDeg` over `sweepDeg`. */
export interface ArcSpan {
  attacker: string;
  fromS: number;
  untilS: number;
  centre: TablePoint;
  startDeg: number;
  sweepDeg: number;
  radiusMm: number;
}

/** Everything the Full Thrust layer draws on top of the shared playback. */
export interface FtPlayback {
  hull: Map<string, Series>;
  aboard: Map<string, Series>;
  plots: PlotSpan[];
  arcs: ArcSpan[];
  /** Units whose `destroyed` event is a jump to hyperspace or leaving the map (no explosion). */
  departed: Set<string>;
}

/** Reach of each weapon named in attack events, squares (PD and ADAF fire all round: no arc drawn). */
const WEAPON_REACH_SQUARES: Readonly<Record<string, number>> = {
  turbolaser: 9,
  torpedo: 9,
  laser: 6,
  ion: 6,
  blaster: 3,
  fighters: 2,
  torpedoes: 2,
};

/** The value of a series at time t (the last change at or before t), or `initial` before the first. */
export function valueAt(series: Series | undefined, t: number, initial: number): number {
  let v = initial;
  if (!series) return v;
  for (const [at, value] of series) {
    if (at > t) break;
    v = value;
  }
  return v;
}

/** The 90° arc (fore, port, aft, starboard) of a heading that holds a bearing, as its start angle, degrees. */
export function arcStartDeg(headingDeg: number, bearingDeg: number): number {
  let rel = ((((bearingDeg - headingDeg) % 360) + 540) % 360) - 180;
  if (Math.abs(rel) <= 45) rel = 0;
  else if (rel > 45 && rel <= 135) rel = 90;
  else if (rel < -45 && rel >= -135) rel = -90;
  else rel = 180;
  return headingDeg + rel - 45;
}

const push = (m: Map<string, Series>, id: string, t: number, v: number) => {
  const s = m.get(id) ?? [];
  s.push([t, v]);
  m.set(id, s);
};

/** Prepares the Full Thrust layer's spans and series for a timeline. */
export function buildFtPlayback(timeline: Timeline): FtPlayback {
  const hull = new Map<string, Series>();
  const aboard = new Map<string, Series>();
  const plots: PlotSpan[] = [];
  const arcs: ArcSpan[] = [];
  const departed = departedUnits(timeline);
  const size = new Map(timeline.units.map((u) => [u.id, u.size]));
  const heading = new Map(timeline.units.map((u) => [u.id, u.pose.heading]));
  const pending = new Map<string, TimedEvent & { kind: 'reveal' }>();
  const cell = timeline.grid?.kind === 'square' ? timeline.grid.cellMm : 50.8;
  for (const e of timeline.events) {
    switch (e.kind) {
      case 'damage':
        push(hull, e.unit, e.t, e.hull);
        break;
      case 'token':
        if (e.token === 'aboard') push(aboard, e.unit, e.t, e.count);
        break;
      case 'place':
        heading.set(e.unit, e.pose.heading);
        break;
      case 'reveal':
        pending.set(e.unit, e);
        break;
      case 'move': {
        heading.set(e.unit, e.to.heading);
        const reveal = pending.get(e.unit);
        if (reveal && e.path.kind === 'waypoints') {
          pending.delete(e.unit);
          plots.push({
            unit: e.unit,
            fromS: reveal.t,
            untilS: e.t + e.duration,
            path: [e.from, ...e.path.poses, e.to],
            label: reveal.maneuver,
          });
        }
        break;
      }
      case 'attack': {
        const reach = WEAPON_REACH_SQUARES[e.weapon];
        if (reach === undefined) break;
        const [[x0, y0], [x1, y1]] = e.line;
        const h = heading.get(e.attacker) ?? 0;
        const bearing = x0 === x1 && y0 === y1 ? h : (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
        const own = size.get(e.attacker) === 'squadron';
        arcs.push({
          attacker: e.attacker,
          fromS: e.t,
          untilS: e.t + e.duration + 1.1,
          centre: [x0, y0],
          // A squadron fires in its front arc only (and its own square).
          startDeg: own ? h - 45 : arcStartDeg(h, bearing),
          sweepDeg: 90,
          radiusMm: (reach + 0.5) * cell,
        });
        break;
      }
      default:
        break;
    }
  }
  return { hull, aboard, plots, arcs, departed };
}

/** Units that leave by jumping to hyperspace or off the map (their `destroyed` event is no explosion). */
export function departedUnits(timeline: Timeline): Set<string> {
  const out = new Set<string>();
  for (const e of timeline.events) if (e.kind === 'destroyed' && isDeparture(e.cause)) out.add(e.unit);
  return out;
}
