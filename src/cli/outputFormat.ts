/** How `resolve`, `measure` and `replay` print their results: `--format json|text`, else by where standard output goes. */
import { InputError } from '../battle/validationError.ts';

/** The output formats, the default for pipes first. */
export const OUTPUT_FORMATS = ['json', 'text'] as const;
/** JSON for scripts and pipes, or a short readable summary for people. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * The format a command prints in: the `--format` value when given, else text on a terminal and JSON otherwise
 * (a pipe or a file keeps the machine-readable contract). A value that is neither is an InputError naming
 * the option and the values it takes.
 */
export function outputFormat(flag: string | undefined, isTTY: boolean): OutputFormat {
  if (flag === undefined) return isTTY ? 'text' : 'json';
  const format = OUTPUT_FORMATS.find((f) => f === flag);
  if (format) return format;
  throw new InputError([
    {
      path: '--format',
      message: `expected one of ${OUTPUT_FORMATS.map((f) => JSON.stringify(f)).join(', ')}, got ${JSON.stringify(flag)}`,
    },
  ]);
}
