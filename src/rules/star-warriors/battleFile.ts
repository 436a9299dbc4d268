/**
 * Star Warriors battle files, format version 1 (README "Star Warriors"): the ships with their control-sheet
 * type, pilot quality and (optionally) skill codes and starting hex, then each game-turn's recorded decisions
 * and, optionally, the dice rolled. Whatever a file leaves open the seeded autopilot decides, and the completed
 * file written back says everything, so replaying it gives the same timeline.
 */
import { z } from 'zod';
import { checkInput, InputError, type InputProblem } from '../../battle/validationError.ts';
import { battleHeaderShape } from '../../battle/battleHeader.ts';
import { idSchema, keyedRecord, nameSchema } from '../../battle/idSchemas.ts';
import { listOf } from '../../battle/limits.ts';
import { PILOT_QUALITY_DICE } from './data/charts.ts';

/** How big a Star Warriors battle may be (README, "Limits"): a file at these limits plays in a few seconds. */
export const STAR_WARRIORS_LIMITS = { ships: 32, rounds: 100 } as const;

const id = idSchema;
const skillCode = z.string().regex(/^[1-9]\d?D(\+[12])?$/, 'expected a skill code such as "4D+2" or "3D"');

/** One ship-phase shot: the target (null: hold fire) and, for snap fire, after how many path steps it fires. */
const shotSchema = z.strictObject({ target: id.nullable(), afterStep: z.number().int().min(0).optional() });

/** One game-turn's decisions, as recorded. */
export const roundSchema = z.strictObject({
  /** Planned actions per ship id, e.g. ["accelerate", "slip x2"] (rules 6). */
  plans: keyedRecord(z.array(z.string())).optional(),
  /** Where Angle Deflectors moves shields, per ship id. */
  shields: keyedRecord(z.enum(['front', 'rear'])).optional(),
  /** Target of the Targeting action, per ship id (rules 8.4). */
  targets: keyedRecord(id).optional(),
  /** Ship ids in the order the players chose them in the ship phases (initiative player first, alternating). */
  order: z.array(id).optional(),
  /** Each ship's move as path steps: F forward, L/R turn a hex side, l/r slip, H ½ loop (rules 10). */
  moves: keyedRecord(z.string().regex(/^[FLRlrH]*$/, 'expected steps of F, L, R, l, r, H')).optional(),
  /** Each ship's shots in order (a second one only for doubled snap fire). */
  fire: keyedRecord(z.array(shotSchema)).optional(),
  /** Dice rolled, in the order they were needed; when the list runs out the generator rolls. */
  rolls: z
    .array(z.strictObject({ purpose: z.string(), ship: id, faces: z.array(z.number().int().min(1).max(6)) }))
    .optional(),
});

/** One game-turn's decisions. */
export type RoundRecord = z.infer<typeof roundSchema>;

/** The schema of a Star Warriors battle file. */
export const battleFileSchema = z.strictObject({
  ...battleHeaderShape('star-warriors'),
  /** Game-turns played at most (the Dogfight's game end is not in the document). */
  roundLimit: z.number().int().positive().max(STAR_WARRIORS_LIMITS.rounds).optional(),
  players: z.array(z.strictObject({ name: nameSchema(), faction: z.enum(['rebel', 'imperial']) })).length(2),
  ships: listOf(
    z.strictObject({
      id,
      player: z.union([z.literal(0), z.literal(1)]),
      /** Ship Data Chart column id, e.g. "tie-interceptor". */
      type: z.string(),
      /** Counter ID number (rules 2.11). */
      counter: z.number().int().positive().optional(),
      quality: z.enum(Object.keys(PILOT_QUALITY_DICE) as [string, ...string[]]),
      piloting: skillCode.optional(),
      gunnery: skillCode.optional(),
      /** Starting hex as map [column, row] (row 0 at the bottom), and facing 0–5 (60° steps from +x). */
      hex: z.tuple([z.number().int(), z.number().int()]).optional(),
      facing: z.number().int().min(0).max(5).optional(),
    }),
    STAR_WARRIORS_LIMITS.ships,
    'ships',
  ).min(2),
  rounds: listOf(roundSchema, STAR_WARRIORS_LIMITS.rounds, 'game-turns').optional(),
});

/** A Star Warriors battle file as parsed. */
export type BattleFile = z.infer<typeof battleFileSchema>;

/** A ship entry of a battle file. */
export type BattleShip = BattleFile['ships'][number];

/** Every problem in a file value, each naming its field. */
export function battleFileProblems(value: unknown): InputProblem[] {
  const parsed = checkInput(battleFileSchema, value);
  return parsed.success ? [] : parsed.problems;
}

/** Parses a file value; throws InputError naming every bad field. */
export function parseBattleFile(value: unknown): BattleFile {
  const parsed = checkInput(battleFileSchema, value);
  if (!parsed.success) throw new InputError(parsed.problems);
  return parsed.data;
}
