/**
 * The standards every `holotable` command is held to, checked on one run in-process: no crash (no exception
 * escapes, status 0 or 2), no hang (a time bound), bad input gives status 2, nothing on standard output and one
 * `path: message` line per problem, good input gives status 0 and JSON without null or NaN, and the same input
 * gives the same bytes.
 */
import { expect } from 'vitest';
import { type CliResult, runCli } from '../../src/cli/main.ts';
import { isObject } from './jsonTree.ts';
import { KNOWN_OPEN, PROBLEM_LINES_CAP } from './knownOpen.ts';

/**
 * The most CPU time a single command may take on any fuzzed input before it counts as a hang (ms). CPU time,
 * not wall time, so that a busy machine does not fail the suite.
 */
export const HANG_MS = 10_000;

/**
 * Each fuzz test's own time limit (ms): a property runs hundreds of commands, which on a loaded 2-core machine
 * take several times longer than alone; the per-command HANG_MS check above is what catches a hang.
 */
export const FUZZ_TEST_TIMEOUT_MS = 600_000;

/** The process's CPU time so far (ms). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A command line to run on a file, and whether its standard output is JSON. */
export interface Command {
  args: string[];
  json: boolean;
}

/** One run's outcome: the result, or the exception that escaped (a crash: status 1 and a stack trace). */
export interface Run {
  result: CliResult;
  /** CPU time the command took (ms). */
  ms: number;
}

/** Runs the CLI in-process on `text` as FILE; an escaping exception fails with its stack and the case. */
export function runOn(args: readonly string[], text: string, what: string): Run {
  const t0 = cpuMs();
  try {
    const result = runCli(args, () => text);
    return { result, ms: cpuMs() - t0 };
  } catch (e) {
    const stack = e instanceof Error ? e.stack : String(e);
    throw new Error(`crash (exit 1) on \`holotable ${args.join(' ')}\` with ${what}:\n${stack}`);
  }
}

/** Where nulls are part of a battle file's format: hold fire, no repair, an untimed battle. */
const DOCUMENTED_NULLS = [
  /^rounds\[\d+\]\.attacks\..+\.target$/s,
  /^rounds\[\d+\]\.targets\..+$/s,
  /^rounds\[\d+\]\.repair\..+$/s,
  /^rounds\[\d+\]\.fire\..+\[\d+\]\.target$/s,
  /^roundLimit$/,
];

/**
 * Where nulls are part of a command's output format (README, the holotable command): no target lock, a drawn
 * battle (no winner), a pair beyond range 3 or outside the arc (measure). NaN and Infinity never reach them: the
 * limits keep every input finite.
 */
const OUTPUT_NULLS = [
  /^final\.ships\[\d+\]\.targetLock$/,
  /^(timeline\.events\[\d+\]\.|final\.result\.|final\.)?winner$/,
  /^measurements\[\d+\]\.(range|arcRange)$/,
];

/** Paths of every null in a JSON value (NaN and Infinity come out of JSON.stringify as null too). */
export function nullPaths(v: unknown, path = ''): string[] {
  if (v === null) return [path];
  if (Array.isArray(v)) return v.flatMap((x, i) => nullPaths(x, `${path}[${i}]`));
  if (isObject(v)) return Object.entries(v).flatMap(([k, x]) => nullPaths(x, path ? `${path}.${k}` : k));
  return [];
}

/** A problem line: a path (a JSON path, `(root)`, `(file)`, an option or the file name) and a message. */
const PROBLEM_LINE = /^(\(root\)|\(file\)|--[a-z]+|[^\s:][^:]*?): \S/;

/** Checks a status-2 result: nothing on stdout, no files, one readable `path: message` line per problem. */
export function expectRefusal(r: CliResult, what: string): void {
  expect(r.stdout, `${what}: stdout of a refusal`).toBe('');
  expect(r.files, `${what}: files written on a refusal`).toBeUndefined();
  expect(r.stderr.endsWith('\n'), `${what}: stderr ends its last line`).toBe(true);
  const lines = r.stderr.slice(0, -1).split('\n');
  if (lines[0]?.startsWith('usage: ')) return;
  for (const line of lines) {
    // The listing is capped (battle/validationError.ts problemLines): its last line counts the rest.
    if (line === lines.at(-1) && /^… and \d+ more problems?$/.test(line)) continue;
    expect(line, `${what}: a problem line`).toMatch(PROBLEM_LINE);
    // What the file said is quoted; outside the quotes, the words are the program's own.
    const own = line.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    expect(own, `${what}: a stack frame or a broken value in a problem line`).not.toMatch(
      /^\s+at |Error:|\[object Object\]|\bundefined\b|\bNaN\b/,
    );
    // zod's own words for a failure say nothing of what was expected.
    expect(own, `${what}: a problem line that says what was expected`).not.toMatch(
      /: Invalid (input|option|element|key)/,
    );
  }
  if (!KNOWN_OPEN.uncappedListings)
    expect(lines.length, `${what}: problem lines`).toBeLessThanOrEqual(PROBLEM_LINES_CAP);
}

/** Checks JSON output: it parses, and holds no null (NaN, Infinity) except where a battle file documents one. */
export function expectCleanJson(text: string, what: string, battleFile: boolean): unknown {
  let value: unknown;
  expect(() => (value = JSON.parse(text)), `${what}: output is JSON`).not.toThrow();
  const documented = battleFile ? DOCUMENTED_NULLS : OUTPUT_NULLS;
  const nulls = nullPaths(value).filter((p) => !documented.some((re) => re.test(p)));
  if (battleFile || !KNOWN_OPEN.nullInOutput) expect(nulls, `${what}: nulls in the output`).toEqual([]);
  return value;
}

/** Checks readable output: no NaN, undefined or object dumps. */
export function expectCleanText(text: string, what: string): void {
  expect(text, `${what}: text output`).not.toMatch(/\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b/);
}

/**
 * The places where a completed battle file lost or changed what its input said (nothing the user made is
 * lost): every field of the input is in the completion with the same value; a list may grow (dice the
 * generator rolled are appended) but keeps its items.
 */
export function droppedDecisions(input: unknown, completed: unknown): string[] {
  const dropped = droppedPlaces(input, completed, '');
  // Rounds after the end are the open class `roundsAfterTheEnd`: the rest of the listing still counts.
  return KNOWN_OPEN.roundsAfterTheEnd ? dropped.filter((p) => p !== 'rounds') : dropped;
}

/** droppedDecisions, below `path`. */
function droppedPlaces(input: unknown, completed: unknown, path: string): string[] {
  if (Array.isArray(input)) {
    if (!Array.isArray(completed)) return [path];
    const kept = input.slice(0, completed.length).flatMap((v, i) => droppedPlaces(v, completed[i], `${path}[${i}]`));
    return completed.length < input.length ? [path, ...kept] : kept;
  }
  if (isObject(input)) {
    if (!isObject(completed)) return [path];
    return Object.entries(input).flatMap(([k, v]) =>
      Object.hasOwn(completed, k)
        ? droppedPlaces(v, completed[k], path ? `${path}.${k}` : k)
        : [path ? `${path}.${k}` : k],
    );
  }
  return Object.is(input, completed) || input === completed ? [] : [path];
}

/** Checks one command on one input against every standard; returns the result. */
export function checkCommand(cmd: Command, text: string, what: string, mustReject: string | null): CliResult {
  const first = runOn(cmd.args, text, what);
  const again = runOn(cmd.args, text, what);
  const label = `\`holotable ${cmd.args.join(' ')}\` on ${what}`;
  expect(first.ms, `${label}: CPU milliseconds`).toBeLessThan(HANG_MS);
  expect(again.result, `${label}: the same input gives the same bytes`).toEqual(first.result);
  const r = first.result;
  expect([0, 2], `${label}: exit status (stderr: ${r.stderr.slice(0, 300)})`).toContain(r.status);
  if (mustReject !== null) expect(r.status, `${label}: must be refused (${mustReject})`).toBe(2);
  if (r.status === 2) {
    expectRefusal(r, label);
    return r;
  }
  expect(r.stderr, `${label}: stderr on success`).toBe('');
  if (cmd.json) expectCleanJson(r.stdout, label, cmd.args[0] === 'simulate');
  else expectCleanText(r.stdout, label);
  for (const [path, file] of Object.entries(r.files ?? {})) expectCleanJson(file, `${label}: ${path}`, true);
  return r;
}
