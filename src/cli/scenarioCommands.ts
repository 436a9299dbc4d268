/**
 * `holotable resolve` and `holotable measure`: the scenario contract's commands. They load the kernel and the
 * scenario format only, never the rule systems, so the built command starts them quickly (holotable.ts
 * imports this module alone for them; main.ts runs them too, for every other caller).
 */
import { xwingScenarioFormat } from '../rules/xwing1e/scenario/format.ts';
import { parseJsonText } from '../battle/validationError.ts';
import { catchingInputErrors, type CliResult, json, ok, oneFile, read, type ReadInput } from './io.ts';
import { outputFormat } from './outputFormat.ts';
import { measureText, resolveText, type ScenarioNames } from './text.ts';

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
      const measured = xwingScenarioFormat.measure(value);
      return ok(format === 'json' ? json(measured) : measureText(names, measured));
    }
    const resolved = xwingScenarioFormat.resolve(value);
    return ok(format === 'json' ? json(resolved) : resolveText(names, resolved));
  });
}
