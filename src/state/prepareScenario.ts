/**
 * Turning scenario input (file text or an already-parsed value) into everything the viewer shows: the validated
 * scenario, the kernel's table, the resolved moves and the playback timeline. Throws InputError (message names
 * the field, e.g. `ships[1].heading: expected a number, got "north"`) before anything is replaced.
 */
import { resolveScenario, type ResolvedMove } from '../rules/xwing1e/scenario/resolveScenario.ts';
import { parseScenario, parseScenarioText, type Scenario, tableOfScenario } from '../rules/xwing1e/scenario/scenario.ts';
import type { TableState } from '../kernel/index.ts';
import { buildTimeline, type MoveTimeline } from '../scene/moveTimeline.ts';

/** A scenario ready to show. */
export interface LoadedScenario {
  kind: 'scenario';
  /** Increases with every load, so views can reset when a new scenario arrives. */
  serial: number;
  /** Where it came from: "demo", a URL or a file name. */
  source: string;
  scenario: Scenario;
  table: TableState;
  moves: ResolvedMove[];
  timeline: MoveTimeline;
}

let serial = 0;

/** Validates and prepares a scenario; `input` is JSON text or a parsed value. */
export function prepareScenario(input: string | unknown, source: string): LoadedScenario {
  const scenario = typeof input === 'string' ? parseScenarioText(input) : parseScenario(input);
  const table = tableOfScenario(scenario);
  const { moves } = resolveScenario(scenario);
  const timeline = buildTimeline(scenario, moves);
  serial += 1;
  return { kind: 'scenario', serial, source, scenario, table, moves, timeline };
}
