/**
 * What every `holotable` command shares: its result (status, streams, files to write), how it reads FILE
 * (`-` for standard input) and how input errors become exit status 2 with one line per problem.
 */
import { fstatSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkFileBytes, checkTextBytes } from '../battle/fileSize.ts';
import { InputError, problemLines } from '../battle/validationError.ts';

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

/** Pretty-printed JSON with a final newline. */
export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
/** Success: status 0 and this on standard output. */
export const ok = (stdout: string): CliResult => ({ status: 0, stdout, stderr: '' });
/** Bad input: status 2, nothing on standard output, the lines on standard error. */
export const fail = (lines: readonly string[]): CliResult => ({
  status: 2,
  stdout: '',
  stderr: lines.map((l) => `${l}\n`).join(''),
});

/** Runs a command, turning an InputError into its result: status 2, one line per problem (the listing capped). */
export function catchingInputErrors<T extends CliResult | null>(run: () => T): T | CliResult {
  try {
    return run();
  } catch (e) {
    if (e instanceof InputError) return fail(problemLines(e.problems));
    throw e;
  }
}

/** Reads an input, turning a missing file into an input error naming it, and refusing one over the size limit. */
export function read(readInput: ReadInput, file: string): string {
  let text: string;
  try {
    text = readInput(file);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError([{ path: file, message: `cannot read the file (${(e as Error).message})` }]);
  }
  checkTextBytes(text, file);
  return text;
}

/** Reads a file, or standard input for `-`; a file over the size limit is refused before it is read. */
export function readInputFile(file: string): string {
  const source = file === '-' ? 0 : file;
  // Standard input redirected from a file has a size too; a pipe is counted once read (read() checks it).
  const stat = typeof source === 'number' ? fstatSync(source) : statSync(source);
  if (stat.isFile()) checkFileBytes(stat.size, file);
  return readFileSync(source, 'utf8');
}

/** Arguments split into positional ones and `--name value` options. */
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string>;
}

/** Splits `--name value` options from positional arguments; unknown options are an error (null). */
export function parseArgs(args: readonly string[], known: readonly string[]): ParsedArgs | null {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
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

/** The one FILE argument of a command and its options; null when the arguments do not fit. */
export function oneFile(args: readonly string[], known: readonly string[]): (ParsedArgs & { file: string }) | null {
  const parsed = parseArgs(args, known);
  const file = parsed?.positional[0];
  if (!parsed || file === undefined || parsed.positional.length !== 1) return null;
  return { ...parsed, file };
}

/** Why a file could not be written, in words, from the error Node gave. */
function writeFailure(path: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const folder = dirname(path);
  switch (code) {
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOENT':
      return `the directory ${folder} does not exist`;
    case 'ENOTDIR':
      return `${folder} is not a directory`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied in ${folder}`;
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return (e as Error).message;
  }
}

/** Whether a path names an existing directory (a file cannot replace one). */
function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes a command's files, each whole or not at all: the text goes to a temporary file in the same directory,
 * which is then renamed over the target (a rename within one directory is atomic), so neither a reader nor a
 * failure half-way ever leaves half a file, and an existing file survives a failed write. Returns null when
 * every file was written; otherwise nothing is left behind and the result is status 2 with one line saying
 * what could not be written and why (for the caller to print instead of the command's output).
 */
export function writeFiles(files: Readonly<Record<string, string>>): CliResult | null {
  const written: [temp: string, path: string][] = [];
  let failure: string | null = null;
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/') || isDirectory(path)) {
      failure = `cannot write ${path}: it is a directory`;
      break;
    }
    const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    try {
      writeFileSync(temp, text);
      written.push([temp, path]);
    } catch (e) {
      failure = `cannot write ${path}: ${writeFailure(path, e)}`;
      break;
    }
  }
  if (failure === null) {
    for (const [temp, path] of written) {
      try {
        renameSync(temp, path);
      } catch (e) {
        failure ??= `cannot write ${path}: ${writeFailure(path, e)}`;
        rmSync(temp, { force: true });
      }
    }
  } else for (const [temp] of written) rmSync(temp, { force: true });
  return failure === null ? null : fail([failure]);
}
