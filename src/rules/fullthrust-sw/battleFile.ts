/**
 * Star Wars Full Thrust battle files, format version 1 (README, "Full Thrust (Star Wars)"): the map with its
 * asteroid and planet squares, the fleets, then each round's recorded decisions (plots, fighter moves and
 * targets, fire, point defence, launches, recoveries, repairs) and, optionally, the dice rolled. What a round
 * leaves open the seeded autopilot decides, and `play` writes it back so the completed file replays exactly.
 */
import { z } from 'zod';
import { checkInput, InputError, type InputProblem } from '../../battle/validationError.ts';
import { battleHeaderShape } from '../../battle/battleHeader.ts';
import { idSchema, keyedRecord, nameSchema } from '../../battle/idSchemas.ts';
import { listOf } from '../../battle/limits.ts';
import { ownEntry } from '../../battle/lookup.ts';
import { CAPITAL_CLASSES, SQUADRON_CLASSES } from './data/classes.ts';

/**
 * How big a Full Thrust battle may be (README, "Limits"): a file at these limits plays in a few seconds. The map
 * is at most 60 × 60 squares, so no more asteroid or planet squares than that.
 */
export const FULL_THRUST_LIMITS = { ships: 40, squadrons: 60, mapSquares: 60, rounds: 100 } as const;

const id = idSchema;
const int = z.number().int();
const heading = int.min(0).max(7);
const square = z.strictObject({ col: int.min(0), row: int.min(0) });

const fighterPlot = z.union([z.strictObject({ heading, speed: int.min(0) }), z.strictObject({ dogfight: id })]);
const battery = z.strictObject({ battery: int.min(0), target: id });

/** One round's decisions and dice. */
const roundSchema = z.strictObject({
  /** Capital ships: new heading (0–7, 45° steps counter-clockwise from +x), speed, hyperspace jump. */
  plots: keyedRecord(z.strictObject({ heading, speed: int.min(0), jump: z.boolean().optional() })).optional(),
  /** Fighter squadrons' first move. */
  moves: keyedRecord(fighterPlot).optional(),
  /** Fighter squadrons' reaction move. */
  reactions: keyedRecord(fighterPlot).optional(),
  /** Each squadron's attack target (a squadron or a capital ship), or null for none. */
  targets: keyedRecord(id.nullable()).optional(),
  /** The order capital ships fire in (alternating sides from the initiative winner). */
  fireOrder: z.array(id).optional(),
  /** Capital-ship weapon batteries (by index in the class) and their targets. */
  fire: keyedRecord(z.array(battery)).optional(),
  /** PD, ADAF and blaster batteries (`ship`'s battery index) fired at the squadrons attacking a ship, by that ship. */
  defence: keyedRecord(z.array(z.strictObject({ ship: id, battery: int.min(0), target: id }))).optional(),
  /** Squadrons launched, by carrier, with the square each is placed in. */
  launch: keyedRecord(z.array(z.strictObject({ squadron: id, col: int, row: int }))).optional(),
  /** Squadrons recovered aboard a carrier: squadron → carrier. */
  recover: keyedRecord(id).optional(),
  /** The system each ship tries to repair (its key), or null. */
  repair: keyedRecord(z.string().nullable()).optional(),
  /** D6 results in the order the round rolls them; the generator rolls the rest. */
  dice: z.array(int.min(1).max(6)).optional(),
});

/** The schema of a battle file as written. */
export const battleFileSchema = z.strictObject({
  ...battleHeaderShape('fullthrust-sw'),
  /** Rounds to play at most (default 10). */
  roundLimit: int.min(1).max(FULL_THRUST_LIMITS.rounds).optional(),
  map: z.strictObject({
    cols: int.min(4).max(FULL_THRUST_LIMITS.mapSquares),
    rows: int.min(4).max(FULL_THRUST_LIMITS.mapSquares),
    asteroids: listOf(square, FULL_THRUST_LIMITS.mapSquares ** 2, 'squares').optional(),
    planets: listOf(square, FULL_THRUST_LIMITS.mapSquares ** 2, 'squares').optional(),
  }),
  players: z.array(z.strictObject({ name: nameSchema(), faction: z.enum(['imperial', 'rebel']) })).length(2),
  ships: listOf(
    z.strictObject({
      id,
      player: z.union([z.literal(0), z.literal(1)]),
      class: z.string(),
      name: nameSchema().optional(),
      col: int.min(0),
      row: int.min(0),
      heading,
      speed: int.min(0).optional(),
    }),
    FULL_THRUST_LIMITS.ships,
    'ships',
  ),
  squadrons: listOf(
    z.strictObject({
      id,
      player: z.union([z.literal(0), z.literal(1)]),
      class: z.string(),
      name: nameSchema().optional(),
      col: int.min(0).optional(),
      row: int.min(0).optional(),
      heading: heading.optional(),
      /** The carrier the squadron starts aboard (then it has no square). */
      aboard: id.optional(),
    }),
    FULL_THRUST_LIMITS.squadrons,
    'squadrons',
  ).optional(),
  rounds: listOf(roundSchema, FULL_THRUST_LIMITS.rounds, 'rounds').optional(),
});

/** A Full Thrust battle file as parsed. */
export type FtBattleFile = z.infer<typeof battleFileSchema>;
/** One round's record. */
export type FtRoundRecord = z.infer<typeof roundSchema>;
/** A fighter squadron's plot. */
export type FighterPlot = z.infer<typeof fighterPlot>;

const names = (o: Readonly<Record<string, unknown>>) =>
  Object.keys(o)
    .map((k) => JSON.stringify(k))
    .join(', ');

/** What each per-unit field of a round is for: capital ships or fighter squadrons, and where the other kind goes. */
const UNIT_FIELDS = {
  plots: { kind: 'ship', other: "a squadron's course goes in moves and reactions" },
  fire: { kind: 'ship', other: "a squadron's attack goes in targets" },
  defence: { kind: 'ship', other: 'defence is keyed by the capital ship defended' },
  launch: { kind: 'ship', other: 'launch is keyed by the carrier' },
  repair: { kind: 'ship', other: 'squadrons repair nothing' },
  moves: { kind: 'squadron', other: "a capital ship's course goes in plots" },
  reactions: { kind: 'squadron', other: "a capital ship's course goes in plots" },
  targets: { kind: 'squadron', other: "a capital ship's guns go in fire" },
  recover: { kind: 'squadron', other: 'recover is keyed by the squadron that lands' },
} as const;

/** A round's per-unit entries keyed by an id of the wrong kind, or of no unit at all. */
function unitKindProblems(r: FtRoundRecord, path: string, ships: Set<string>, squadrons: Set<string>): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const [field, { kind, other }] of Object.entries(UNIT_FIELDS)) {
    for (const key of Object.keys(r[field as keyof typeof UNIT_FIELDS] ?? {})) {
      const at = `${path}.${field}.${key}`;
      const is = ships.has(key) ? 'ship' : squadrons.has(key) ? 'squadron' : null;
      if (is === null) problems.push({ path: at, message: `no unit with id "${key}"` });
      else if (is !== kind)
        problems.push({
          path: at,
          message: `"${key}" is a ${is === 'ship' ? 'capital ship' : 'squadron'}, and ${field} is for ${kind === 'ship' ? 'capital ships' : 'fighter squadrons'} (${other})`,
        });
    }
  }
  for (const [key, carrier] of Object.entries(r.recover ?? {}))
    if (!ships.has(carrier))
      problems.push({
        path: `${path}.recover.${key}`,
        message: `expected the id of a capital ship (the carrier), got "${carrier}"`,
      });
  return problems;
}

/** Cross checks the schema cannot express: known classes, unique ids, squares on the map, carriers. */
function crossCheck(f: FtBattleFile): InputProblem[] {
  const problems: InputProblem[] = [];
  const ids = new Set<string>();
  const shipIds = new Set(f.ships.map((s) => s.id));
  const onMap = (path: string, col: number, row: number) => {
    if (col >= f.map.cols || row >= f.map.rows)
      problems.push({ path, message: `expected a square on the ${f.map.cols}×${f.map.rows} map, got ${col},${row}` });
  };
  f.ships.forEach((s, i) => {
    if (ids.has(s.id)) problems.push({ path: `ships[${i}].id`, message: `duplicate id "${s.id}"` });
    ids.add(s.id);
    const cls = ownEntry(CAPITAL_CLASSES, s.class);
    if (!cls)
      problems.push({
        path: `ships[${i}].class`,
        message: `expected one of ${names(CAPITAL_CLASSES)}, got "${s.class}"`,
      });
    else if (s.speed !== undefined && s.speed > cls.maxSpeed)
      problems.push({
        path: `ships[${i}].speed`,
        message: `expected at most ${cls.maxSpeed} (${cls.name}), got ${s.speed}`,
      });
    onMap(`ships[${i}]`, s.col, s.row);
  });
  (f.squadrons ?? []).forEach((s, i) => {
    if (ids.has(s.id)) problems.push({ path: `squadrons[${i}].id`, message: `duplicate id "${s.id}"` });
    ids.add(s.id);
    if (!ownEntry(SQUADRON_CLASSES, s.class))
      problems.push({
        path: `squadrons[${i}].class`,
        message: `expected one of ${names(SQUADRON_CLASSES)}, got "${s.class}"`,
      });
    const placed = [s.col, s.row, s.heading].filter((v) => v !== undefined).length;
    if (s.aboard !== undefined) {
      if (!shipIds.has(s.aboard))
        problems.push({ path: `squadrons[${i}].aboard`, message: `no ship with id "${s.aboard}"` });
      if (placed !== 0)
        problems.push({ path: `squadrons[${i}]`, message: 'a squadron aboard a carrier has no col, row or heading' });
    } else if (s.col === undefined || s.row === undefined || s.heading === undefined) {
      problems.push({ path: `squadrons[${i}]`, message: 'expected col, row and heading (or aboard: a carrier id)' });
    } else onMap(`squadrons[${i}]`, s.col, s.row);
  });
  for (const kind of ['asteroids', 'planets'] as const)
    (f.map[kind] ?? []).forEach((sq, i) => onMap(`map.${kind}[${i}]`, sq.col, sq.row));
  const squadronIds = new Set((f.squadrons ?? []).map((s) => s.id));
  (f.rounds ?? []).forEach((r, i) => {
    for (const p of unitKindProblems(r, `rounds[${i}]`, shipIds, squadronIds)) problems.push(p);
  });
  return problems;
}

/** Every problem in a battle file value (schema first, then cross checks). */
export function battleFileProblems(value: unknown): InputProblem[] {
  const parsed = checkInput(battleFileSchema, value);
  return parsed.success ? crossCheck(parsed.data) : parsed.problems;
}

/** Validates a value as a battle file; throws an InputError listing every problem found. */
export function parseBattleFile(value: unknown): FtBattleFile {
  const problems = battleFileProblems(value);
  if (problems.length) throw new InputError(problems);
  return battleFileSchema.parse(value);
}
