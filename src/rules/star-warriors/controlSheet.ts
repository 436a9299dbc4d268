/**
 * Filling in a control sheet (rules 3.4–3.7) from the Ship Data Chart and the gunnery charts: guns with their
 * to-hit and power numbers by range band, the Speed/Turning Track, body, shields and difficulty numbers.
 */
import { findOne, lastItem } from '../../battle/lookup.ts';
import {
  GUNNERY_POWER,
  GUNNERY_VALUES,
  ION_TO_HIT_MODIFIER,
  PILOT_QUALITY_DICE,
  PILOT_SKILL_TABLE,
  type PilotQuality,
} from './data/charts.ts';
import { type ShipData, SPEED_TRACK_MAX, START_THROTTLE } from './data/shipData.ts';

/** A gun as its control sheet box reads. */
export interface GunSheet {
  code: string;
  ion: boolean;
  /** F = fixed (front arc), T = turret (all round). */
  mount: 'F' | 'T';
  /** To-hit numbers at range bands 1–5. */
  toHit: number[];
  /** Power numbers at range bands 1–5. */
  power: number[];
}

/** One box of the Speed/Turning Track. */
export interface TrackBox {
  speed: number;
  /** Turn number at this speed, or null when the box is blank (the ship cannot reach that speed). */
  turn: number | null;
  /** Printed in parentheses: only reachable by overspeeding (our reading of 3.62's parentheses). */
  overspeedOnly: boolean;
}

const GUN = /^([SDTQ])([LMH])([FT])(\(I\))?$/;

/** The gun box for a gun code such as "QLF" or "TMF(I)" (rules 3.51–3.54); throws on an unknown code. */
export function gunSheet(code: string): GunSheet {
  const m = GUN.exec(code);
  if (!m) throw new Error(`gun code ${JSON.stringify(code)}: expected three letters such as "QLF", optionally "(I)"`);
  const [, count, weight, mount, ionTag] = m;
  const ion = ionTag !== undefined;
  const values = findOne(GUNNERY_VALUES, (r) => r.key === `${count}${mount}`, `gunnery values ${count}${mount}`);
  const power = findOne(GUNNERY_POWER, (r) => r.key === `${count}${weight}`, `gunnery power ${count}${weight}`);
  return {
    code,
    ion,
    mount: mount as 'F' | 'T',
    toHit: values.toHit.map((v) => (ion ? v + ION_TO_HIT_MODIFIER.value : v)),
    power: ion ? power.power.map(() => power.ion) : [...power.power],
  };
}

/** The Speed/Turning Track as filled in from the chart's "Turn No's" (3.62), speeds 1–10. */
export function speedTrack(ship: ShipData): TrackBox[] {
  return Array.from({ length: SPEED_TRACK_MAX }, (_, i) => {
    const printed = ship.turnNumbers[i] ?? null;
    if (printed === null) return { speed: i + 1, turn: null, overspeedOnly: false };
    const paren = /^\((\d+)\)$/.exec(printed);
    return { speed: i + 1, turn: Number(paren ? paren[1] : printed), overspeedOnly: paren !== null };
  });
}

/** The throttle a ship starts with (3.71): 6, or its maximum speed when that is less. */
export function startingThrottle(ship: ShipData): number {
  return Math.min(START_THROTTLE.value, ship.maxSpeed);
}

/** The fastest speed a ship can overspeed to: the last non-blank box of its track. */
export function topOverspeed(ship: ShipData): number {
  const boxes = speedTrack(ship).filter((b) => b.turn !== null);
  return lastItem(boxes, `${ship.name}'s speed track`).speed;
}

/** The Pilot Skill Table's code for a dice total (rules 3.41); throws outside the table. */
export function pilotSkillForTotal(total: number): string {
  const row = PILOT_SKILL_TABLE.find((r) => r.total === total);
  if (!row) throw new Error(`Pilot Skill Table: no row for a total of ${total}`);
  return row.code;
}

/** How many dice a pilot quality rolls on the Pilot Skill Table (rules 3.41). */
export function pilotQualityDice(quality: PilotQuality): number {
  return PILOT_QUALITY_DICE[quality].dice;
}
