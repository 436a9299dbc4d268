/**
 * X-Wing's scenario format as one object: the X-Wing rule system offers it as its `scenario` entry, and the
 * CLI's `resolve` and `measure` import it directly so they start without loading any rule system. Each function
 * validates the parsed JSON value and throws an InputError naming the field.
 */
import type { ScenarioFormat } from '../../ruleSystem.ts';
import { measureScenario } from './measureScenario.ts';
import { resolveScenario } from './resolveScenario.ts';
import { parseScenario, scenarioProblems } from './scenario.ts';
import { playScenario } from './scenarioTimeline.ts';
import { maneuverName } from '../names.ts';

/** The scenario format: problems, play to a timeline, and what `holotable resolve` and `measure` print. */
export const xwingScenarioFormat = {
  problems: scenarioProblems,
  play: (value: unknown) => playScenario(parseScenario(value)),
  resolve: (value: unknown) => resolveScenario(parseScenario(value)),
  measure: (value: unknown) => measureScenario(parseScenario(value)),
  maneuverName,
} satisfies ScenarioFormat;
