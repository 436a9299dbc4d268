/**
 * Turning schema failures into one clear message that names the JSON path and what was expected, in the
 * form other tools rely on: `ships[1].heading: expected a number, got "north"`.
 */
import type { z } from 'zod';
import { itemAt } from './lookup.ts';

/** A problem found in an input file: where (a JSON path such as `ships[1].heading`) and what is wrong. */
export interface InputProblem {
  path: string;
  message: string;
}

/** An error carrying every problem found in an input file; its message is the first problem. */
export class InputError extends Error {
  readonly problems: InputProblem[];
  constructor(problems: InputProblem[]) {
    super(problems.map(formatProblem)[0] ?? 'invalid input');
    this.name = 'InputError';
    this.problems = problems;
  }
}

/** How many problems a listing shows before it sums up the rest (CLI, the viewer's error banner). */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * The lines that list problems: the first MAX_LISTED_PROBLEMS as `path: message`, then `… and N more` for the
 * rest, so that a file with thousands of problems gets a listing one can read.
 */
export function problemLines(problems: readonly InputProblem[], max: number = MAX_LISTED_PROBLEMS): string[] {
  const lines = problems.slice(0, max).map(formatProblem);
  const more = problems.length - lines.length;
  if (more > 0) lines.push(`… and ${more} more ${more === 1 ? 'problem' : 'problems'}`);
  return lines;
}

/** Line breaks and other control characters, which a name from the file may hold. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;

/**
 * `path: message`, with `(root)` for the top level, on one line: control characters from the file's keys and
 * names are written as `\uXXXX`, so that a problem is never read as two.
 */
export function formatProblem(p: InputProblem): string {
  const line = `${p.path || '(root)'}: ${p.message}`;
  return line.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A key written after a dot: no spaces, dots, brackets or quotes, and not empty. */
const PLAIN_KEY = /^[^\s.[\]"'\\]+$/u;

/** Writes a JSON path as `a.b[2].c`; a key that would read as something else is quoted: `dials["a.b"]`, `[""]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (!PLAIN_KEY.test(String(key))) out += `[${JSON.stringify(String(key))}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** How a value looks in a message: strings quoted, objects and arrays by kind, nothing for a missing field. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing (the field is missing)';
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

const ARTICLE: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  tuple: 'an array',
  int: 'a whole number',
};

/** What one value or type a union option expected, when the option failed on the value itself (not inside it). */
function optionExpects(errors: readonly z.core.$ZodIssue[]): string | null {
  const [only] = errors;
  if (errors.length !== 1 || !only || only.path.length !== 0) return null;
  if (only.code === 'invalid_value') return only.values.map((v) => JSON.stringify(v)).join(', ');
  if (only.code === 'invalid_type') return ARTICLE[only.expected] ?? only.expected;
  return null;
}

/** `a`, `a or b`, `a, b or c`. */
function alternatives(options: readonly (string | null)[]): string {
  const unique = [...new Set(options.filter((o): o is string => o !== null))];
  return unique.length <= 1 ? (unique[0] ?? 'another value') : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/**
 * A union's failure as problems: what its options expected when the value fits none of them (`expected 0 or
 * 1, got 2`), else the problems inside the value under the option it came closest to (fewest problems).
 */
function unionProblems(issue: z.core.$ZodIssueInvalidUnion, input: unknown): InputProblem[] {
  const path = formatPath(issue.path);
  const expected = issue.errors.map(optionExpects);
  if (expected.every((e) => e !== null))
    return [{ path, message: `expected ${alternatives(expected)}, got ${describeValue(input)}` }];
  const inside = issue.errors.filter((errors, i) => expected[i] === null && errors.length > 0);
  const closest = inside.reduce<z.core.$ZodIssue[] | undefined>(
    (a, b) => (a && a.length <= b.length ? a : b),
    undefined,
  );
  if (!closest) return [{ path, message: `expected ${alternatives(expected)}, got ${describeValue(input)}` }];
  return problemsFromZod(closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
}

/** Converts zod issues (parsed with `reportInput: true`) into input problems with readable messages. */
export function problemsFromZod(issues: readonly z.core.$ZodIssue[]): InputProblem[] {
  // A value of the wrong type also fails the checks meant for the right one (zod then speaks of a string's
  // length for a missing array); the wrong type is the one problem there.
  const wrongType = new Set(issues.filter((i) => i.code === 'invalid_type').map((i) => formatPath(i.path)));
  const relevant = issues.filter((i) => i.code === 'invalid_type' || !wrongType.has(formatPath(i.path)));
  return relevant.flatMap((issue): InputProblem | InputProblem[] => {
    const path = formatPath(issue.path);
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_union':
        return unionProblems(issue, input);
      case 'invalid_type':
        return { path, message: `expected ${ARTICLE[issue.expected] ?? issue.expected}, got ${describeValue(input)}` };
      case 'invalid_value':
        return {
          path,
          message: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(input)}`,
        };
      case 'unrecognized_keys':
        return {
          path: formatPath([...issue.path, itemAt(issue.keys, 0, 'unrecognized keys')]),
          message: `unknown field (expected none of that name here)`,
        };
      case 'too_small':
      case 'too_big':
        // A limit's own message (battle/limits.ts) already says what was got.
        if (!/^Too (small|big): /.test(issue.message)) return { path, message: issue.message };
        return { path, message: `${issue.message.replace(/^Too (small|big): /, '')}, got ${describeValue(input)}` };
      default:
        return { path, message: issue.message };
    }
  });
}

/** Parses JSON text, turning a syntax error into an input problem with the line and column. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw new InputError([{ path: '(file)', message: `not valid JSON: ${msg}` }]);
  }
}

/** The result of checking a value against a schema: the parsed data, or every problem found. */
export type Checked<T> = { success: true; data: T } | { success: false; problems: InputProblem[] };

/** Lists and records longer than this are cut to it when a value's problems are too many for zod to list. */
const FIRST_ENTRIES = 4;

/**
 * Checks a value against a schema, naming each problem. zod gathers a field's problems by spreading them into a
 * call, which overflows the stack past about 100,000 in one list entry (a round of 200,000 bad dials); then the
 * value is checked again cut to the first entries of each list, so the first problems are still named, after a
 * line saying there were too many to count.
 */
export function checkInput<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  try {
    const r = schema.safeParse(value, { reportInput: true });
    return r.success ? { success: true, data: r.data } : { success: false, problems: problemsFromZod(r.error.issues) };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  const cut = schema.safeParse(firstEntries(value), { reportInput: true });
  const problems = cut.success ? [] : problemsFromZod(cut.error.issues);
  const summary = {
    path: '(file)',
    message: `too many problems to count; those in the first ${FIRST_ENTRIES} entries of each list follow`,
  };
  return { success: false, problems: [summary, ...problems] };
}

/** A copy of a JSON value with every list, and every object of more than 32 keys, cut to its first entries. */
function firstEntries(value: unknown): unknown {
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.slice(0, FIRST_ENTRIES);
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v);
    return Object.fromEntries(entries.length > 32 ? entries.slice(0, FIRST_ENTRIES) : entries);
  };
  // Iterative, so that deep nesting cannot overflow the stack either.
  const root = { value: copy(value) };
  const pending: Record<string, unknown>[] = [root];
  for (let parent = pending.pop(); parent; parent = pending.pop()) {
    for (const [k, v] of Object.entries(parent)) {
      if (v === null || typeof v !== 'object') continue;
      const child = copy(v) as Record<string, unknown>;
      parent[k] = child;
      pending.push(child);
    }
  }
  return root.value;
}
