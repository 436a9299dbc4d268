/**
 * The `holotable` command. Scenario commands (`resolve`, `measure`) follow the scenario contract; battle
 * commands (`replay`, `validate`, `simulate`) play battle files of any registered rule system. FILE may be `-` for standard input.
 * Bad input exits with status 2, prints nothing on standard output and one message per problem on standard
 * error, each naming the JSON path and what was expected.
 */
import { readFileSync } from 'node:fs';
import { formatProblem, InputError, parseJsonText } from '../battle/validationError.ts';
import { RULE_SYSTEMS, ruleSystemById, ruleSystemFor, scenarioFormat } from '../rules/registry.ts';

/** What a command run produced: the exit status, the text for each stream, and files to write. */
export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
  /** Files the command wants written (path → text); the caller writes them. */
  files?: Record<string, string>;
}

/** How the command reads its inputs. */
export type ReadInput = (file: string) => string;

const USAGE = `usage: holotable <command> [options]
  resolve FILE              execute a scenario's moves in order and print the outcomes as JSON
  measure FILE              evaluate a scenario's measurements and print them as JSON
  replay FILE [--complete OUT]
                            play a battle file and print its event timeline and final state as JSON;
                            --complete writes the file with every decision and roll filled in to OUT
  validate FILE             check a battle file (fields, then a full replay) and list every problem found
  simulate [--ruleset ID] [--seed N] [--rounds R] [--out OUT]
                            the autopilot plays the rule system's default battle (X-Wing: the core-set
                            squads; Full Thrust: the Kessel ambush; Star Warriors:
                            the Dogfight's first ship mix) and prints (or writes) the battle file
FILE may be - for standard input. Rulesets: ${RULE_SYSTEMS.map((s) => s.ruleset).join(', ')}.`;

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const usage = (): CliResult => ({ status: 2, stdout: '', stderr: `${USAGE}\n` });

/** Splits `--name value` options from positional arguments; unknown options are an error. */
function parseArgs(
  args: readonly string[],
  known: readonly string[],
): { positional: string[]; options: Record<string, string> } | null {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const name = a.slice(2);
      const value = args[i + 1];
      if (!known.includes(name) || value === undefined) return null;
      options[name] = value;
      i++;
    } else positional.push(a);
  }
  return { positional, options };
}

/** A whole number option within bounds, or an error message. */
function intOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | string {
  if (value === undefined) return fallback;
  const v = Number(value);
  if (!Number.isInteger(v) || v < min || v > max)
    return `--${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`;
  return v;
}

/** Runs the command line with the given arguments. */
export function runCli(args: readonly string[], readInput: ReadInput): CliResult {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help')
    return { status: 0, stdout: `${USAGE}\n`, stderr: '' };
  try {
    switch (command) {
      case 'resolve':
      case 'measure': {
        if (rest.length !== 1) return usage();
        const scenario = parseJsonText(read(readInput, rest[0]!));
        const format = scenarioFormat();
        return ok(json(command === 'resolve' ? format.resolve(scenario) : format.measure(scenario)));
      }
      case 'replay': {
        const parsed = parseArgs(rest, ['complete']);
        if (!parsed || parsed.positional.length !== 1) return usage();
        const value = parseJsonText(read(readInput, parsed.positional[0]!));
        const out = ruleSystemFor(value).play(value);
        const result: CliResult = ok(json({ timeline: out.timeline, final: out.summary }));
        if (parsed.options.complete) result.files = { [parsed.options.complete]: json(out.file) };
        return result;
      }
      case 'validate': {
        if (rest.length !== 1) return usage();
        const value = parseJsonText(read(readInput, rest[0]!));
        const system = ruleSystemFor(value);
        const problems = system.problems(value);
        if (problems.length === 0) {
          try {
            return ok(`valid: ${system.play(value).status}\n`);
          } catch (e) {
            if (!(e instanceof InputError)) throw e;
            problems.push(...e.problems);
          }
        }
        return { status: 2, stdout: '', stderr: problems.map((p) => `${formatProblem(p)}\n`).join('') };
      }
      case 'simulate': {
        const parsed = parseArgs(rest, ['ruleset', 'seed', 'rounds', 'out']);
        if (!parsed || parsed.positional.length !== 0) return usage();
        const system = ruleSystemById(parsed.options.ruleset ?? RULE_SYSTEMS[0]!.ruleset);
        if (!system)
          return {
            status: 2,
            stdout: '',
            stderr: `--ruleset: expected one of ${RULE_SYSTEMS.map((s) => s.ruleset).join(', ')}, got ${JSON.stringify(parsed.options.ruleset)}\n`,
          };
        const seed = intOption(parsed.options.seed, 'seed', 0, 2 ** 32 - 1, 1);
        const rounds = intOption(parsed.options.rounds, 'rounds', 1, 100, 12);
        if (typeof seed === 'string') return { status: 2, stdout: '', stderr: `${seed}\n` };
        if (typeof rounds === 'string') return { status: 2, stdout: '', stderr: `${rounds}\n` };
        const out = system.simulate(seed, rounds);
        if (parsed.options.out)
          return { status: 0, stdout: '', stderr: '', files: { [parsed.options.out]: json(out.file) } };
        return ok(json(out.file));
      }
      default:
        return usage();
    }
  } catch (e) {
    if (e instanceof InputError)
      return { status: 2, stdout: '', stderr: e.problems.map((p) => `${formatProblem(p)}\n`).join('') };
    throw e;
  }
}

const ok = (stdout: string): CliResult => ({ status: 0, stdout, stderr: '' });

/** Reads an input, turning a missing file into an input error naming it. */
function read(readInput: ReadInput, file: string): string {
  try {
    return readInput(file);
  } catch (e) {
    throw new InputError([{ path: file, message: `cannot read the file (${(e as Error).message})` }]);
  }
}

/** Reads a file, or standard input for `-`. */
export function readInputFile(file: string): string {
  return readFileSync(file === '-' ? 0 : file, 'utf8');
}
