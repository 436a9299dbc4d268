/**
 * The rule systems the app and the command line know, looked up by a battle file's `ruleset` field.
 */
import { InputError } from '../battle/validationError.ts';
import type { RuleSystem, ScenarioFormat } from './ruleSystem.ts';
import { fullThrustSwSystem } from './fullthrust-sw/system.ts';
import { starWarriorsSystem } from './star-warriors/system.ts';
import { xwing1eSystem } from './xwing1e/system.ts';

/** Every registered rule system, by ruleset id; the first is the default. */
export const RULE_SYSTEMS: readonly RuleSystem[] = [xwing1eSystem, fullThrustSwSystem, starWarriorsSystem];

/** The system with this ruleset id, or undefined. */
export function ruleSystemById(ruleset: string): RuleSystem | undefined {
  return RULE_SYSTEMS.find((s) => s.ruleset === ruleset);
}

const expectedRulesets = () => RULE_SYSTEMS.map((s) => JSON.stringify(s.ruleset)).join(', ');

/**
 * The system a battle file value asks for through its `ruleset` field. A file without the field is X-Wing
 * (the first battle files had it as their only ruleset); an unknown value is an InputError naming the field.
 */
export function ruleSystemFor(value: unknown): RuleSystem {
  const ruleset =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>).ruleset
      : undefined;
  if (ruleset === undefined) return xwing1eSystem;
  const system = typeof ruleset === 'string' ? ruleSystemById(ruleset) : undefined;
  if (!system)
    throw new InputError([
      { path: 'ruleset', message: `expected one of ${expectedRulesets()}, got ${JSON.stringify(ruleset)}` },
    ]);
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
