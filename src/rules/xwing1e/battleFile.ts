/**
 * X-Wing 1st-edition battle files, format version 1 (README, "Battle files"): the squads, obstacles and
 * starting positions, then each round's decisions and, optionally, the dice actually rolled. Everything not
 * given is decided by the seeded generator (`seed`) and the autopilot, and written back by `holotable replay
 * --complete`, so a completed file describes the whole game.
 */
import { z } from 'zod';
import { InputError, type InputProblem, parseJsonText, problemsFromZod } from '../../battle/validationError.ts';
import { battleHeaderShape } from '../../battle/battleHeader.ts';
import { ACTION_TEMPLATES, isMoveAction, OBSTACLE_OUTLINES } from '../../kernel/index.ts';
import type { RoundRecord } from './decisions.ts';

const n = z.number();
const id = z.string().min(1);
const arc = z.enum(['primary', 'rear', 'aux180', 'turret']);

const actionChoice = z.strictObject({ action: z.string(), target: id.optional(), slide: n.optional() });

const roundSchema = z.strictObject({
  dials: z.record(z.string(), z.string()),
  redSubstitutes: z.record(z.string(), z.string()).optional(),
  slides: z.record(z.string(), n).optional(),
  decloaks: z.record(z.string(), z.union([z.literal('none'), actionChoice])).optional(),
  actions: z.record(z.string(), z.union([z.literal('none'), actionChoice])).optional(),
  attacks: z
    .record(
      z.string(),
      z.strictObject({
        target: id.nullable(),
        arc: arc.optional(),
        rerolls: z.array(z.number().int()).optional(),
        focus: z.boolean().optional(),
        defenderFocus: z.boolean().optional(),
        defenderEvade: z.boolean().optional(),
      }),
    )
    .optional(),
  rolls: z.array(z.strictObject({ ship: id, purpose: z.string(), faces: z.array(z.string()) })).optional(),
});

const xwsSquad = z.looseObject({ faction: z.string(), pilots: z.array(z.looseObject({})) });

/** The schema of a battle file as written. */
export const battleFileSchema = z.strictObject({
  ...battleHeaderShape('xwing-1e'),
  playArea: z.strictObject({ width: n.positive(), height: n.positive() }).optional(),
  /** Optional round limit (rules: ROUND LIMIT AND TIME LIMIT); null or absent: play until a side is gone. */
  roundLimit: z.number().int().positive().nullable().optional(),
  players: z
    .array(
      z.strictObject({
        name: z.string(),
        faction: z.enum(['rebel', 'imperial', 'scum']),
        /** An XWS squad; used to create the ships when `ships` is absent. */
        squad: xwsSquad.optional(),
      }),
    )
    .length(2),
  /** The player (0 or 1) with initiative; decided by the rules when absent (rules: INITIATIVE). */
  initiative: z.union([z.literal(0), z.literal(1)]).optional(),
  obstacles: z
    .array(
      z.strictObject({ id, shape: z.string(), x: n, y: n, rotation: n.optional(), flipped: z.boolean().optional() }),
    )
    .optional(),
  ships: z
    .array(
      z.strictObject({
        id,
        player: z.union([z.literal(0), z.literal(1)]),
        ship: z.string(),
        pilot: z.string(),
        upgrades: z.array(z.string()).optional(),
        x: n.optional(),
        y: n.optional(),
        heading: n.optional(),
      }),
    )
    .optional(),
  rounds: z.array(roundSchema).optional(),
});

/** A battle file as parsed. */
export type BattleFile = z.infer<typeof battleFileSchema>;
/** One ship entry of a battle file. */
export type BattleShip = NonNullable<BattleFile['ships']>[number];

/** An action or decloak choice's fields that do not apply to it: a slide off a sideways move, a stray target. */
function choiceProblems(choice: z.infer<typeof actionChoice> | 'none', path: string): InputProblem[] {
  if (choice === 'none') return [];
  const problems: InputProblem[] = [];
  const sideways = isMoveAction(choice.action) && ACTION_TEMPLATES[choice.action].kind === 'sideways';
  if (choice.slide !== undefined && !sideways)
    problems.push({
      path: `${path}.slide`,
      message: `a slide is only for a barrel roll or a sideways decloak, not ${JSON.stringify(choice.action)}`,
    });
  if (choice.target !== undefined && choice.action !== 'target-lock')
    problems.push({
      path: `${path}.target`,
      message: `a target is only for "target-lock", not ${JSON.stringify(choice.action)}`,
    });
  return problems;
}

/** The fields of an attack on no target (`target: null`), which nothing reads. */
const ATTACK_DETAILS = ['arc', 'rerolls', 'focus', 'defenderFocus', 'defenderEvade'] as const;

/** Decisions inside a round that cannot apply: see choiceProblems, and details of an attack on no target. */
function roundChoiceProblems(r: NonNullable<BattleFile['rounds']>[number], path: string): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const field of ['decloaks', 'actions'] as const)
    for (const [id, choice] of Object.entries(r[field] ?? {}))
      problems.push(...choiceProblems(choice, `${path}.${field}.${id}`));
  for (const [id, attack] of Object.entries(r.attacks ?? {})) {
    if (attack.target !== null) continue;
    for (const detail of ATTACK_DETAILS)
      if (attack[detail] !== undefined)
        problems.push({
          path: `${path}.attacks.${id}.${detail}`,
          message: `${id} attacks no one (target null), so ${detail} does not apply`,
        });
  }
  return problems;
}

/** Cross checks the schema cannot express: unique ids, known shapes, known ships in every round. */
function crossCheck(f: BattleFile): InputProblem[] {
  const problems: InputProblem[] = [];
  const ids = new Set<string>();
  (f.ships ?? []).forEach((s, i) => {
    if (ids.has(s.id)) problems.push({ path: `ships[${i}].id`, message: `duplicate ship id "${s.id}"` });
    ids.add(s.id);
    const placed = [s.x, s.y, s.heading].filter((v) => v !== undefined).length;
    if (placed !== 0 && placed !== 3)
      problems.push({ path: `ships[${i}]`, message: 'expected x, y and heading together, or none of them' });
  });
  if (!f.ships && f.players.some((p) => !p.squad)) {
    problems.push({ path: 'ships', message: 'expected a list of ships, or an XWS squad for every player' });
  }
  const obstacleIds = new Set<string>();
  (f.obstacles ?? []).forEach((o, i) => {
    if (!OBSTACLE_OUTLINES[o.shape])
      problems.push({
        path: `obstacles[${i}].shape`,
        message: `expected one of asteroid-1 … asteroid-12, debris-1 … debris-6, got ${JSON.stringify(o.shape)}`,
      });
    if (obstacleIds.has(o.id) || ids.has(o.id))
      problems.push({ path: `obstacles[${i}].id`, message: `duplicate id "${o.id}"` });
    obstacleIds.add(o.id);
  });
  (f.rounds ?? []).forEach((r, i) => problems.push(...roundChoiceProblems(r, `rounds[${i}]`)));
  if (f.ships) {
    (f.rounds ?? []).forEach((r, i) => {
      const maps = {
        dials: r.dials,
        redSubstitutes: r.redSubstitutes,
        slides: r.slides,
        decloaks: r.decloaks,
        actions: r.actions,
        attacks: r.attacks,
      };
      for (const [name, map] of Object.entries(maps)) {
        for (const key of Object.keys(map ?? {})) {
          if (!ids.has(key))
            problems.push({ path: `rounds[${i}].${name}.${key}`, message: `no ship with id "${key}"` });
        }
      }
    });
  }
  return problems;
}

/** Validates a parsed value as a battle file; throws an InputError listing every problem found. */
export function parseBattleFile(value: unknown): BattleFile {
  const problems = battleFileProblems(value);
  if (problems.length) throw new InputError(problems);
  return battleFileSchema.parse(value);
}

/** Every problem in a battle file value (schema first, then cross checks). */
export function battleFileProblems(value: unknown): InputProblem[] {
  const r = battleFileSchema.safeParse(value, { reportInput: true });
  if (!r.success) return problemsFromZod(r.error.issues);
  return crossCheck(r.data);
}

/** Parses battle-file JSON text. */
export function parseBattleFileText(text: string): BattleFile {
  return parseBattleFile(parseJsonText(text));
}

/** A round of a file as the engine reads it. */
export function roundOf(f: BattleFile, i: number): RoundRecord | undefined {
  return f.rounds?.[i] as RoundRecord | undefined;
}
