/**
 * The `holotable` command. Scenario commands (`resolve`, `measure`: scenarioCommands.ts) follow the scenario
 * contract; battle commands (`replay`, `validate`, `simulate`) play battle files of any registered rule system.
 * FILE may be `-` for standard input. `resolve`, `measure` and `replay` print JSON, or a short readable summary
 * with `--format text` (the default when standard output is a terminal). Bad input exits with status 2, prints
 * nothing on standard output and one message per problem on standard error, each naming the JSON path (or the
 * option) and what was expected.
 */
import { InputError, parseJsonText, problemLines } from '../battle/validationError.ts';
import { RULE_SYSTEMS, ruleSystemById, ruleSystemFor } from '../rules/registry.ts';
import { catchingInputErrors, type CliResult, fail, json, ok, oneFile, parseArgs, read, type ReadInput } from './io.ts';
import { outputFormat } from './outputFormat.ts';
import { runScenarioCommand } from './scenarioCommands.ts';
import { runCardsCommand } from './cardsCommand.ts';
import { replayText } from './text.ts';

export { type CliResult, type ReadInput, readInputFile } from './io.ts';

/** Where the output goes: a terminal gets readable text unless `--format` says otherwise. */
export interface CliOptions {
  isTTY?: boolean;
}

const USAGE = `usage: holotable <command> [options]
  resolve FILE [--format json|text]
                            execute a scenario's moves in order and print the outcomes as JSON (or a
                            readable summary: --format text, the default on a terminal)
  measure FILE [--format json|text]
                            evaluate a scenario's measurements and print them as JSON (or readable text)
  replay FILE [--complete OUT] [--format json|text]
                            play a battle file and print its event timeline and final state as JSON (or a
                            readable summary, round by round); --complete writes the file with every
                            decision and roll filled in to OUT
  validate FILE             check a battle file (fields, then a full replay) and list every problem found
  simulate [--ruleset ID] [--seed N] [--rounds R] [--out OUT]
                            the autopilot plays the rule system's default battle (X-Wing: the core-set
                            squads; Full Thrust: the Kessel ambush; Star Warriors:
                            the Dogfight's first ship mix) and prints (or writes) the battle file
  cards [--json]            every X-Wing 1st-edition pilot, upgrade and Damage card with whether the
                            engine applies its text: totals, or one JSON object per card
  publish FILE --table NAME [--speed N] [--creds CREDS] [--server URL]
                            play a battle file out live on a NATS table at N times real time (default 1),
                            logging in with the table's credentials (default .live/publishers/NAME.json,
                            written by npm run live)
FILE may be - for standard input. Rulesets: ${RULE_SYSTEMS.map((s) => s.ruleset).join(', ')}.`;

const usage = (): CliResult => ({ status: 2, stdout: '', stderr: `${USAGE}\n` });

/** A whole number option within bounds, or an error message. */
function intOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | string {
  if (value === undefined) return fallback;
  // Digits only: Number() would read "" and " " as 0 and take "0x10" or "1e1" for other numbers than written.
  const v = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(v) || v < min || v > max)
    return `--${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`;
  return v;
}

/** Runs the command line with the given arguments (`isTTY`: standard output is a terminal). */
export function runCli(args: readonly string[], readInput: ReadInput, options: CliOptions = {}): CliResult {
  const [command, ...rest] = args;
  const isTTY = options.isTTY ?? false;
  if (command === '--help' || command === '-h' || command === 'help') return ok(`${USAGE}\n`);
  if (command === 'resolve' || command === 'measure') return runScenarioCommand(args, readInput, isTTY) ?? usage();
  if (command === 'cards') return runCardsCommand(rest) ?? usage();
  const run =
    command === 'replay' ? replay : command === 'validate' ? validate : command === 'simulate' ? simulate : null;
  return (run && catchingInputErrors(() => run(rest, readInput, isTTY))) ?? usage();
}

/** A battle command: its result, or null when the arguments do not fit (the usage is printed). */
type BattleCommand = (args: readonly string[], readInput: ReadInput, isTTY: boolean) => CliResult | null;

const replay: BattleCommand = (args, readInput, isTTY) => {
  const parsed = oneFile(args, ['complete', 'format']);
  if (!parsed) return null;
  const format = outputFormat(parsed.options.format, isTTY);
  const value = parseJsonText(read(readInput, parsed.file));
  const system = ruleSystemFor(value);
  const out = system.play(value);
  const result = ok(
    format === 'text'
      ? replayText(out, system.name, system.words)
      : json({ timeline: out.timeline, final: out.summary }),
  );
  if (parsed.options.complete) result.files = { [parsed.options.complete]: json(out.file) };
  return result;
};

const validate: BattleCommand = (args, readInput) => {
  const parsed = oneFile(args, []);
  if (!parsed) return null;
  const value = parseJsonText(read(readInput, parsed.file));
  const system = ruleSystemFor(value);
  const problems = system.problems(value);
  if (problems.length === 0) {
    try {
      return ok(`valid: ${system.play(value).status}\n`);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      return fail(problemLines(e.problems));
    }
  }
  return fail(problemLines(problems));
};

const simulate: BattleCommand = (args) => {
  const parsed = parseArgs(args, ['ruleset', 'seed', 'rounds', 'out']);
  if (!parsed || parsed.positional.length !== 0) return null;
  const system = parsed.options.ruleset === undefined ? RULE_SYSTEMS[0] : ruleSystemById(parsed.options.ruleset);
  if (!system)
    return fail([
      `--ruleset: expected one of ${RULE_SYSTEMS.map((s) => s.ruleset).join(', ')}, got ${JSON.stringify(parsed.options.ruleset)}`,
    ]);
  const seed = intOption(parsed.options.seed, 'seed', 0, 2 ** 32 - 1, 1);
  const rounds = intOption(parsed.options.rounds, 'rounds', 1, 100, 12);
  if (typeof seed === 'string') return fail([seed]);
  if (typeof rounds === 'string') return fail([rounds]);
  const out = system.simulate(seed, rounds);
  if (parsed.options.out) return { status: 0, stdout: '', stderr: '', files: { [parsed.options.out]: json(out.file) } };
  return ok(json(out.file));
};
