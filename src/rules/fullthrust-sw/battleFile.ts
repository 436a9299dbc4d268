/**
 * Star Wars Full Thrust battle files, format version 1 (README, "Full Thrust (Star Wars)"): the map with its
 * asteroid and planet squares, the fleets, then each round's recorded decisions (plots, fighter moves and
 * targets, fire, point defence, launches, recoveries, repairs) and, optionally, the dice rolled. What a round
 * leaves open the seeded autopilot decides, and `play` writes it back so the completed file replays exactly.
 */
import { z } from 'zod';
import { InputError, type InputProblem, problemsFromZod } from '../../battle/validationError.ts';
import { battleHeaderShape } from '../../battle/battleHeader.ts';
import { CAPITAL_CLASSES, SQUADRON_CLASSES } from './data/classes.ts';

const id = z.string().min(1);
const int = z.number().int();
const heading = int.min(0).max(7);
const square = z.strictObject({ col: int.min(0), row: int.min(0) });

const fighterPlot = z.union([z.strictObject({ heading, speed: int.min(0) }), z.strictObject({ dogfight: id })]);
const battery = z.strictObject({ battery: int.min(0), target: id });

/** One round's decisions and dice. */
const roundSchema = z.strictObject({
  /** Capital ships: new heading (0–7, 45° steps counter-clockwise from +x), speed, hyperspace jump. */
  plots: z.record(z.string(), z.strictObject({ heading, speed: int.min(0), jump: z.boolean().optional() })).optional(),
  /** Fighter squadrons' first move. */
  moves: z.record(z.string(), fighterPlot).optional(),
  /** Fighter squadrons' reaction move. */
  reactions: z.record(z.string(), fighterPlot).optional(),
  /** Each squadron's attack target (a squadron or a capital ship), or null for none. */
  targets: z.record(z.string(), id.nullable()).optional(),
  /** The order capital ships fire in (alternating sides from the initiative winner). */
  fireOrder: z.array(id).optional(),
  /** Capital-ship weapon batteries (by index in the class) and their targets. */
  fire: z.record(z.string(), z.array(battery)).optional(),
  /** PD, ADAF and blaster batteries (`ship`'s battery index) fired at the squadrons attacking a ship, by that ship. */
  defence: z.record(z.string(), z.array(z.strictObject({ ship: id, battery: int.min(0), target: id }))).optional(),
  /** Squadrons launched, by carrier, with the square each is placed in. */
  launch: z.record(z.string(), z.array(z.strictObject({ squadron: id, col: int, row: int }))).optional(),
  /** Squadrons recovered aboard a carrier: squadron → carrier. */
  recover: z.record(z.string(), id).optional(),
  /** The system each ship tries to repair (its key), or null. */
  repair: z.record(z.string(), z.string().nullable()).optional(),
  /** D6 results in the order the round rolls them; the generator rolls the rest. */
  dice: z.array(int.min(1).max(6)).optional(),
});

/** The schema of a battle file as written. */
export const battleFileSchema = z.strictObject({
  ...battleHeaderShape('fullthrust-sw'),
  /** Rounds to play at most (default 10). */
  roundLimit: int.min(1).max(100).optional(),
  map: z.strictObject({
    cols: int.min(4).max(60),
    rows: int.min(4).max(60),
    asteroids: z.array(square).optional(),
    planets: z.array(square).optional(),
  }),
  players: z.array(z.strictObject({ name: z.string(), faction: z.enum(['imperial', 'rebel']) })).length(2),
  ships: z.array(
    z.strictObject({
      id,
      player: z.union([z.literal(0), z.literal(1)]),
      class: z.string(),
      name: z.string().optional(),
      col: int.min(0),
      row: int.min(0),
      heading,
      speed: int.min(0).optional(),
    }),
  ),
  squadrons: z
    .array(
      z.strictObject({
        id,
        player: z.union([z.literal(0), z.literal(1)]),
        class: z.string(),
        name: z.string().optional(),
        col: int.min(0).optional(),
        row: int.min(0).optional(),
        heading: heading.optional(),
        /** The carrier the squadron starts aboard (then it has no square). */
        aboard: id.optional(),
      }),
    )
    .optional(),
  rounds: z.array(roundSchema).optional(),
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
    const cls = CAPITAL_CLASSES[s.class];
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
    if (!SQUADRON_CLASSES[s.class])
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
  (f.rounds ?? []).forEach((r, i) => {
    const maps = {
      plots: r.plots,
      moves: r.moves,
      reactions: r.reactions,
      targets: r.targets,
      fire: r.fire,
      defence: r.defence,
      launch: r.launch,
      recover: r.recover,
      repair: r.repair,
    };
    for (const [name, map] of Object.entries(maps))
      for (const key of Object.keys(map ?? {}))
        if (!ids.has(key)) problems.push({ path: `rounds[${i}].${name}.${key}`, message: `no unit with id "${key}"` });
  });
  return problems;
}

/** Every problem in a battle file value (schema first, then cross checks). */
export function battleFileProblems(value: unknown): InputProblem[] {
  const parsed = battleFileSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) return problemsFromZod(parsed.error.issues);
  return crossCheck(parsed.data);
}

/** Validates a value as a battle file; throws an InputError listing every problem found. */
export function parseBattleFile(value: unknown): FtBattleFile {
  const problems = battleFileProblems(value);
  if (problems.length) throw new InputError(problems);
  return battleFileSchema.parse(value);
}
