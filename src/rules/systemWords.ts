/**
 * How a rule system's battles read on screen: its own names for unit classes, maneuvers, tokens, obstacles and
 * counters, and its own words for an attack's result. Each system offers one (RuleSystem.words), so the viewer
 * and the overlays never compose one system's terms (X-Wing's evades and crits) for another.
 */
import type { TimelineUnit } from '../battle/timeline.ts';

/** An attack's result as the timeline gives it. */
export interface ResultCounts {
  hits: number;
  crits: number;
  evades: number;
  hit: boolean;
}

/** A rule system's on-screen words. */
export interface SystemWords {
  /** What a turn of the game is called ("round", "game-turn"). */
  round: string;
  /** A roster counted in the system's terms ("6 ships", "5 capital ships, 9 squadrons"). */
  roster(units: readonly TimelineUnit[]): string;
  /** A unit's class as players name it ("X-wing", "Imperial Star Destroyer", "TIE interceptor"). */
  unitClass(unit: TimelineUnit): string;
  /** A maneuver or planned move as players say it ("Bank left 3", "Koiogran turn 4"). */
  maneuver(name: string): string;
  /** An action a unit takes, as players say it ("target lock", "barrel roll left", "attack run"). */
  action(name: string): string;
  /** A token as the squad panel shows it; `target` is a display name already ("Lock → Mauler Mithel"). */
  token(name: string, target?: string): string;
  /** An obstacle's or map feature's kind as a noun ("asteroid", "debris cloud", "asteroid field"). */
  obstacleKind(kind: string): string;
  /** A unit's rank in the activation order as the squad panel labels it ("PS 8", "Piloting 4D+1"), or null. */
  skill(unit: TimelineUnit): string | null;
  /** The label of a unit's hull counter ("Hull", "Body", "Fighters"). */
  hullLabel(unit: TimelineUnit): string;
  /** The label of a unit's shields counter, or null when it has none to show. */
  shieldsLabel(unit: TimelineUnit): string | null;
  /** What got through an attack that hit ("2 hits and 1 crit", "3 hits"). */
  hits(r: ResultCounts): string;
  /** What the defender cancelled, if the system counts it ("3 evades"), else null. */
  cancelled(r: ResultCounts): string | null;
  /** The symbol font that draws the system's dice faces, tokens, actions and maneuvers, if it has one. */
  gameSymbols?: 'xwing-miniatures';
}
