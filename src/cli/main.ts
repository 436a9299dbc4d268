/**
 * The `holotable` command: `resolve FILE`, `measure FILE` (FILE may be `-` for standard input). Prints JSON
 * on standard output; bad input exits with status 2, prints nothing on standard output and one message on
 * standard error naming the JSON path and what was expected.
 */
import { readFileSync } from 'node:fs';
import { measureScenario } from '../battle/measureScenario.ts';
import { resolveScenario } from '../battle/resolveScenario.ts';
import { parseScenarioText } from '../battle/scenario.ts';
import { InputError } from '../battle/validationError.ts';

/** What a command run produced: the exit status and the text for each stream. */
export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

const USAGE = `usage: holotable <command> FILE
  resolve FILE   execute the scenario's moves in order and print the outcomes as JSON
  measure FILE   evaluate the scenario's measurements and print them as JSON
FILE may be - for standard input.`;

const COMMANDS: Record<string, (text: string) => unknown> = {
  resolve: (text) => resolveScenario(parseScenarioText(text)),
  measure: (text) => measureScenario(parseScenarioText(text)),
};

/** Runs the command line with the given arguments; `readInput` reads a file path or `-` (stdin). */
export function runCli(args: readonly string[], readInput: (file: string) => string): CliResult {
  const [command, file, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help')
    return { status: 0, stdout: `${USAGE}\n`, stderr: '' };
  const run = command ? COMMANDS[command] : undefined;
  if (!run || file === undefined || rest.length > 0) return { status: 2, stdout: '', stderr: `${USAGE}\n` };
  let text: string;
  try {
    text = readInput(file);
  } catch (e) {
    return { status: 2, stdout: '', stderr: `${file}: cannot read the file (${(e as Error).message})\n` };
  }
  try {
    return { status: 0, stdout: `${JSON.stringify(run(text), null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof InputError) return { status: 2, stdout: '', stderr: `${e.message}\n` };
    throw e;
  }
}

/** Reads a file, or standard input for `-`. */
export function readInputFile(file: string): string {
  return readFileSync(file === '-' ? 0 : file, 'utf8');
}
