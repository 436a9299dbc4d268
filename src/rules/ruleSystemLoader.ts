/**
 * The rule systems the pages load on demand: each system's code is its own chunk, fetched the first time a file
 * of its `ruleset` is opened. The ids are known here without loading anything; `registry.ts` keeps the static
 * list for the command line and the tests, under the same ids and the same error for an unknown one.
 */
import { InputError } from '../battle/validationError.ts';
import type { RuleSystem, ScenarioFormat } from './ruleSystem.ts';

/**
 * How each system is loaded, by ruleset id; the first is the default. A Map, so no id such as `__proto__` or
 * `constructor` can reach Object.prototype.
 */
const LOADERS = new Map<string, () => Promise<RuleSystem>>([
  ['xwing-1e', () => import('./xwing1e/system.ts').then((m) => m.xwing1eSystem)],
  ['fullthrust-sw', () => import('./fullthrust-sw/system.ts').then((m) => m.fullThrustSwSystem)],
  ['star-warriors', () => import('./star-warriors/system.ts').then((m) => m.starWarriorsSystem)],
]);

/** Every ruleset id, in the registry's order; the first is the default (a file without `ruleset`). */
export const RULESET_IDS: readonly string[] = [...LOADERS.keys()];

/** The ruleset of a file without the field: X-Wing (the first battle files had it as their only ruleset). */
export const DEFAULT_RULESET = 'xwing-1e';

/** Whether a ruleset id is known. */
export function isRulesetId(id: string): boolean {
  return LOADERS.has(id);
}

/** The error for a `ruleset` value no system has. */
export function unknownRulesetError(ruleset: unknown): InputError {
  const expected = RULESET_IDS.map((id) => JSON.stringify(id)).join(', ');
  return new InputError([{ path: 'ruleset', message: `expected one of ${expected}, got ${JSON.stringify(ruleset)}` }]);
}

/**
 * The ruleset id a battle file value asks for through its `ruleset` field: the default when the field is absent;
 * an unknown value is an InputError naming the field.
 */
export function rulesetOf(value: unknown): string {
  const ruleset =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>).ruleset
      : undefined;
  if (ruleset === undefined) return DEFAULT_RULESET;
  if (typeof ruleset !== 'string' || !isRulesetId(ruleset)) throw unknownRulesetError(ruleset);
  return ruleset;
}

/** Loads in flight or done, by id: every caller of one id shares one load (a failed one is forgotten). */
const loads = new Map<string, Promise<RuleSystem>>();

/** The rule system with this ruleset id, loading its chunk the first time; rejects with an InputError when unknown. */
export function loadRuleSystem(ruleset: string): Promise<RuleSystem> {
  const started = loads.get(ruleset);
  if (started) return started;
  const loader = LOADERS.get(ruleset);
  if (!loader) return Promise.reject(unknownRulesetError(ruleset));
  const load = loader().catch((e: unknown) => {
    loads.delete(ruleset);
    throw e;
  });
  loads.set(ruleset, load);
  return load;
}

/** The rule system a battle file value asks for (rulesetOf), loaded. */
export function loadRuleSystemFor(value: unknown): Promise<RuleSystem> {
  try {
    return loadRuleSystem(rulesetOf(value));
  } catch (e) {
    return Promise.reject(e);
  }
}

/**
 * The scenario format, loaded: X-Wing's (scenario files name no ruleset; X-Wing is the only system with
 * scenarios, as `registry.ts`'s `scenarioFormat` finds too).
 */
export async function loadScenarioFormat(): Promise<ScenarioFormat> {
  const system = await loadRuleSystem(DEFAULT_RULESET);
  if (!system.scenario) throw new Error(`the ${system.name} rule system reads no scenario files`);
  return system.scenario;
}
