/**
 * The fields every battle file starts with, whatever its rule system (README, "Battle files"): the format and
 * its version, which rule system plays it, an optional title and the seed of the generator.
 */
import { z } from 'zod';
import { nameSchema } from './idSchemas.ts';

/** The zod shape of a battle file's header for one ruleset, to spread first into the system's file schema. */
export function battleHeaderShape<R extends string>(ruleset: R) {
  return {
    format: z.literal('holotable-battle'),
    version: z.literal(1),
    ruleset: z.literal(ruleset),
    title: nameSchema().optional(),
    /** Seed of the generator that decides what the file leaves open. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
  };
}
