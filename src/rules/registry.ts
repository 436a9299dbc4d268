/**
 * The rule systems the command line and the tests know, all loaded at once, looked up by a battle file's
 * `ruleset` field. The pages load a system on demand instead (ruleSystemLoader.ts: same ids, same errors), so
 * that the viewer fetches only the system of the file it shows.
 */
import type { RuleSystem, ScenarioFormat } from './ruleSystem.ts';
import { fullThrustSwSystem } from './fullthrust-sw/system.ts';
import { rulesetOf } from './ruleSystemLoader.ts';
import { starWarriorsSystem } from './star-warriors/system.ts';
import { xwing1eSystem } from './xwing1e/system.ts';

/** Every registered rule system, by ruleset id; the first is the default. */
export const RULE_SYSTEMS: readonly [RuleSystem, ...RuleSystem[]] = [
  xwing1eSystem,
  fullThrustSwSystem,
  starWarriorsSystem,
];

/** The system with this ruleset id, or undefined. */
export function ruleSystemById(ruleset: string): RuleSystem | undefined {
  return RULE_SYSTEMS.find((s) => s.ruleset === ruleset);
}

/**
 * The system a battle file value asks for through its `ruleset` field. A file without the field is X-Wing
 * (the first battle files had it as their only ruleset); an unknown value is an InputError naming the field.
 */
export function ruleSystemFor(value: unknown): RuleSystem {
  const ruleset = rulesetOf(value);
  const system = ruleSystemById(ruleset);
  if (!system) throw new Error(`ruleset ${JSON.stringify(ruleset)} has a loader but is not in RULE_SYSTEMS`);
  return system;
}

/**
 * The scenario format: the first system that has one (scenario files name no ruleset; they are X-Wing's, the
 * only system with scenarios).
 */
export function scenarioFormat(): ScenarioFormat {
  for (const s of RULE_SYSTEMS) if (s.scenario) return s.scenario;
  throw new Error('no registered rule system reads scenario files');
}
