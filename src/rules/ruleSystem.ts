/**
 * What every rule system offers the app and the command line: validate a battle file, play it to a timeline
 * (battle/timeline.ts), and let its autopilot play a battle of its own. Each system lives in its own folder and
 * registers itself in rules/registry.ts; nothing outside the registry names a system.
 */
import type { Timeline } from '../battle/timeline.ts';
import type { InputProblem } from '../battle/validationError.ts';
import type { SystemWords } from './systemWords.ts';

/** A battle played by a rule system. */
export interface PlayedBattle {
  timeline: Timeline;
  /** The input file completed with every decision and roll, so replaying it gives the same timeline. */
  file: unknown;
  /** The final state as plain JSON, for `holotable replay`. */
  summary: unknown;
  /** One line on how it ended, e.g. "7 rounds; Galactic Empire has no ships left". */
  status: string;
  /** The file's title, if it has one. */
  title?: string;
}

/** One move of a scenario as the viewer's move log lists it (a subset of what `holotable resolve` prints). */
export interface ScenarioMoveEntry {
  ship: string;
  maneuver: string;
  legal: boolean;
  reason?: string;
  bumped: string[];
  obstaclesHit: string[];
  fled: boolean;
  rotated?: boolean;
}

/** A scenario played to a timeline. */
export interface PlayedScenario {
  timeline: Timeline;
  /** Every move of the scenario in order, as `holotable resolve` prints it. */
  moves: ScenarioMoveEntry[];
  /** For each move, the index of its event (the move, or the caption saying why not) in the timeline. */
  moveEvents: number[];
}

/**
 * A system's scenario files (README, "Scenario files"): a table, moves to resolve and measurements to take.
 * Each function validates the parsed JSON value first and throws InputError naming the field.
 */
export interface ScenarioFormat {
  /** Every problem in a scenario value, each naming its field; empty when it is valid. */
  problems(value: unknown): InputProblem[];
  /** The scenario as a timeline the viewer plays. */
  play(value: unknown): PlayedScenario;
  /** What `holotable resolve` prints. */
  resolve(value: unknown): unknown;
  /** What `holotable measure` prints. */
  measure(value: unknown): unknown;
  /** A move as players say it ("bank left 2", "Koiogran turn 4"), for the move log. */
  maneuverName(name: string): string;
}

/** A rule system: pure functions of the battle file (its seed decides whatever the file leaves open). */
export interface RuleSystem {
  /** The battle file's `ruleset` value. */
  ruleset: string;
  /** Human name, for menus and messages. */
  name: string;
  /** Every problem in a battle file value, each naming its field; empty when the file is well formed. */
  problems(value: unknown): InputProblem[];
  /** Validates and plays a battle file. Throws InputError naming the field when it contradicts the rules. */
  play(value: unknown): PlayedBattle;
  /** The autopilot plays the system's default battle with this seed for at most `rounds` rounds. */
  simulate(seed: number, rounds: number): PlayedBattle;
  /** The system's scenario files, when it has them. */
  scenario?: ScenarioFormat;
  /** How its battles read on screen: its own names and terms (systemWords.ts). */
  words: SystemWords;
}
