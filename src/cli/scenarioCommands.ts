/**
 * `holotable resolve` and `holotable measure`: the scenario contract's commands. They load the kernel and the
 * scenario format only, never the rule systems, so the built command starts them quickly (holotable.ts
 * imports this module alone for them; main.ts runs them too, for every other caller).
 */
import { measureScenario } from '../rules/xwing1e/scenario/measureScenario.ts';
import { resolveScenario } from '../rules/xwing1e/scenario/resolveScenario.ts';
import { parseScenario } from '../rules/xwing1e/scenario/scenario.ts';
import { parseJsonText } from '../battle/validationError.ts';
import { catchingInputErrors, type CliResult, json, ok, oneFile, read, type ReadInput } from './io.ts';
import { outputFormat } from './outputFormat.ts';
import { type Measurements, measureText, type ResolvedMoves, resolveText, type ScenarioNames } from './text.ts';

/**
 * The scenario format (X-Wing's: scenario files name no ruleset), imported directly rather than through the
 * rules registry, which would load and parse every rule system first. Each function validates the parsed
 * JSON value and throws an InputError naming the field.
 */
const SCENARIO_FORMAT = {
  resolve: (value: unknown): ResolvedMoves => resolveScenario(parseScenario(value)),
  measure: (value: unknown): Measurements => measureScenario(parseScenario(value)),
};

/**
 * Runs `resolve FILE` or `measure FILE` (either with `--format json|text`); null when `args` is neither or the arguments do
 * not fit (the caller prints the usage). Input errors are results with status 2.
 */
export function runScenarioCommand(args: readonly string[], readInput: ReadInput, isTTY: boolean): CliResult | null {
  const [command, ...rest] = args;
  return catchingInputErrors(() => {
    if (command !== 'resolve' && command !== 'measure') return null;
    const parsed = oneFile(rest, ['format']);
    if (!parsed) return null;
    const format = outputFormat(parsed.options.format, isTTY);
    const value = parseJsonText(read(readInput, parsed.file));
    // The value passed validation, so it has the ships and obstacles the names come from.
    const names = value as ScenarioNames;
    if (command === 'measure') {
      const measured = SCENARIO_FORMAT.measure(value);
      return ok(format === 'json' ? json(measured) : measureText(names, measured));
    }
    const resolved = SCENARIO_FORMAT.resolve(value);
    return ok(format === 'json' ? json(resolved) : resolveText(names, resolved));
  });
}
