/**
 * `holotable resolve` and `holotable measure`: the scenario contract's commands. They load the kernel and the
 * scenario format only, never the rule systems, so the built command starts them quickly (holotable.ts
 * imports this module alone for them; main.ts runs them too, for every other caller).
 */
import { measureScenario } from '../battle/measureScenario.ts';
import { resolveScenario } from '../battle/resolveScenario.ts';
import { parseScenarioText } from '../battle/scenario.ts';
import { catchingInputErrors, type CliResult, json, ok, oneFile, read, type ReadInput } from './io.ts';
import { outputFormat } from './outputFormat.ts';
import { resolveText } from './text.ts';

/** The scenario commands by name. */
export const SCENARIO_COMMANDS = ['resolve', 'measure'] as const;

/**
 * Runs `resolve FILE [--format json|text]` or `measure FILE`; null when `args` is neither or the arguments do
 * not fit (the caller prints the usage). Input errors are results with status 2.
 */
export function runScenarioCommand(args: readonly string[], readInput: ReadInput, isTTY: boolean): CliResult | null {
  const [command, ...rest] = args;
  return catchingInputErrors(() => {
    if (command === 'measure') {
      const parsed = oneFile(rest, []);
      return parsed && ok(json(measureScenario(parseScenarioText(read(readInput, parsed.file)))));
    }
    if (command !== 'resolve') return null;
    const parsed = oneFile(rest, ['format']);
    if (!parsed) return null;
    const format = outputFormat(parsed.options.format, isTTY);
    const scenario = parseScenarioText(read(readInput, parsed.file));
    const resolved = resolveScenario(scenario);
    return ok(format === 'json' ? json(resolved) : resolveText(scenario, resolved));
  });
}
