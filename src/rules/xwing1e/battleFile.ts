/**
 * X-Wing 1st-edition battle files, format version 1 (README, "Battle files"): the squads, obstacles and
 * starting positions, then each round's decisions and, optionally, the dice actually rolled. Everything not
 * given is decided by the seeded generator (`seed`) and the autopilot, and written back by `holotable replay
 * --complete`, so a completed file describes the whole game.
 */
import { z } from 'zod';
import { checkInput, InputError, type InputProblem, parseJsonText } from '../../battle/validationError.ts';
import { battleHeaderShape } from '../../battle/battleHeader.ts';
import { angleDeg, lengthMm, listOf, positionMm } from '../../battle/limits.ts';
import { idSchema, keyedRecord, nameSchema } from '../../battle/idSchemas.ts';
import { ACTION_TEMPLATES, isMoveAction, isObstacleShape, OBSTACLE_SHAPES_EXPECTED } from '../../kernel/index.ts';
import { adjustmentSchema, adjustmentShapeProblems } from './adjustments.ts';
import type { RoundRecord } from './decisions.ts';

/**
 * How big an X-Wing battle may be (README, "Limits"): a file at these limits plays in a few seconds. 32 ships
 * is two 16-ship squads, twice the most a 100-point list fields; 100 rounds is the engine's safety cap.
 */
export const XWING_LIMITS = {
  ships: 32,
  pilotsPerSquad: 16,
  upgradesPerShip: 16,
  obstacles: 24,
  rounds: 100,
  /** Recorded rolls in one round, and dice in one roll: more than any round or attack can use. */
  rollsPerRound: 1_000,
  dicePerRoll: 16,
  /** Manual adjustments in one round: a judge rebuilding a whole table stays well within. */
  adjustmentsPerRound: 200,
  /** The play area's sides, mm: the Epic table is 1,829 mm (6 ft) long. */
  playAreaMm: 2_000,
} as const;

const id = idSchema;
const arc = z.enum(['primary', 'rear', 'aux180', 'turret']);

const actionChoice = z.strictObject({
  action: z.string(),
  target: id.optional(),
  slide: positionMm().optional(),
  maneuver: z.string().optional(),
});

/** How an attack's dice were modified: the target-lock rerolls and the tokens spent. */
const modifications = {
  rerolls: listOf(z.number().int(), XWING_LIMITS.dicePerRoll, 'dice').optional(),
  focus: z.boolean().optional(),
  defenderFocus: z.boolean().optional(),
  defenderEvade: z.boolean().optional(),
};

const roundSchema = z.strictObject({
  dials: keyedRecord(z.string()),
  redSubstitutes: keyedRecord(z.string()).optional(),
  slides: keyedRecord(positionMm()).optional(),
  decloaks: keyedRecord(z.union([z.literal('none'), actionChoice])).optional(),
  actions: keyedRecord(z.union([z.literal('none'), actionChoice])).optional(),
  attacks: keyedRecord(
    z.strictObject({
      target: id.nullable(),
      arc: arc.optional(),
      weapon: z.string().optional(),
      ...modifications,
      second: z.strictObject(modifications).optional(),
      bonus: z
        .strictObject({ target: id.nullable(), arc: arc.optional(), weapon: z.string().optional(), ...modifications })
        .optional(),
      turret: z
        .strictObject({ target: id.nullable(), arc: arc.optional(), weapon: z.string().optional(), ...modifications })
        .optional(),
    }),
  ).optional(),
  rolls: listOf(
    z.strictObject({ ship: id, purpose: z.string(), faces: listOf(z.string(), XWING_LIMITS.dicePerRoll, 'dice') }),
    XWING_LIMITS.rollsPerRound,
    'rolls',
  ).optional(),
  abilities: listOf(
    z.strictObject({
      ship: id,
      card: z.string(),
      use: z.boolean(),
      dice: listOf(z.number().int(), XWING_LIMITS.dicePerRoll, 'dice').optional(),
      action: actionChoice.optional(),
      target: id.optional(),
      damage: z.string().optional(),
      upgrade: z.string().optional(),
      maneuver: z.string().optional(),
      guess: z.number().int().min(0).max(XWING_LIMITS.dicePerRoll).optional(),
      result: z.string().optional(),
      token: z.string().optional(),
    }),
    XWING_LIMITS.rollsPerRound,
    'abilities',
  ).optional(),
  adjustments: listOf(adjustmentSchema, XWING_LIMITS.adjustmentsPerRound, 'adjustments').optional(),
  /** Attacks cards grant outside the attack step (Snap Shot, Corran Horn…), in the order offered. */
  cardAttacks: listOf(
    z.strictObject({
      ship: id,
      card: z.string(),
      target: id.nullable(),
      arc: arc.optional(),
      weapon: z.string().optional(),
      ...modifications,
      second: z.strictObject(modifications).optional(),
    }),
    XWING_LIMITS.rollsPerRound,
    'card attacks',
  ).optional(),
});

const xwsSquad = z.looseObject({
  faction: z.string(),
  pilots: listOf(z.looseObject({}), XWING_LIMITS.pilotsPerSquad, 'pilots'),
});

/** The schema of a battle file as written. */
export const battleFileSchema = z.strictObject({
  ...battleHeaderShape('xwing-1e'),
  playArea: z
    .strictObject({ width: lengthMm(XWING_LIMITS.playAreaMm), height: lengthMm(XWING_LIMITS.playAreaMm) })
    .optional(),
  /** Optional round limit (rules: ROUND LIMIT AND TIME LIMIT); null or absent: play until a side is gone. */
  roundLimit: z.number().int().positive().max(XWING_LIMITS.rounds).nullable().optional(),
  players: z
    .array(
      z.strictObject({
        name: nameSchema(),
        faction: z.enum(['rebel', 'imperial', 'scum']),
        /** An XWS squad; used to create the ships when `ships` is absent. */
        squad: xwsSquad.optional(),
      }),
    )
    .length(2),
  /** The player (0 or 1) with initiative; decided by the rules when absent (rules: INITIATIVE). */
  initiative: z.union([z.literal(0), z.literal(1)]).optional(),
  obstacles: listOf(
    z.strictObject({
      id,
      shape: z.string(),
      x: positionMm(),
      y: positionMm(),
      rotation: angleDeg().optional(),
      flipped: z.boolean().optional(),
    }),
    XWING_LIMITS.obstacles,
    'obstacles',
  ).optional(),
  ships: listOf(
    z.strictObject({
      id,
      player: z.union([z.literal(0), z.literal(1)]),
      ship: z.string(),
      pilot: z.string(),
      upgrades: listOf(z.string(), XWING_LIMITS.upgradesPerShip, 'upgrades').optional(),
      x: positionMm().optional(),
      y: positionMm().optional(),
      heading: angleDeg().optional(),
    }),
    XWING_LIMITS.ships,
    'ships',
  ).optional(),
  /** Choices cards make during setup (A Score to Settle: the enemy assigned "A Debt to Pay"). */
  setupChoices: listOf(
    z.strictObject({ ship: id, card: z.string(), target: id }),
    XWING_LIMITS.ships,
    'setup choices',
  ).optional(),
  rounds: listOf(roundSchema, XWING_LIMITS.rounds, 'rounds').optional(),
  /** The Damage deck dealt from: the Core Set's (default) or The Force Awakens Core Set's (rules: DAMAGE DECK). */
  damageDeck: z.enum(['core', 'tfa']).optional(),
});

/** A battle file as parsed. */
export type BattleFile = z.infer<typeof battleFileSchema>;
/** One ship entry of a battle file. */
export type BattleShip = NonNullable<BattleFile['ships']>[number];

/** The actions whose choice names a ship. */
const TARGETED_ACTIONS: readonly string[] = ['target-lock', 'coordinate', 'jam'];

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
  // Coordinate and jam name the ship they act on too (actionBar/perform.ts).
  if (choice.target !== undefined && !TARGETED_ACTIONS.includes(choice.action))
    problems.push({
      path: `${path}.target`,
      message: `a target is only for "target-lock", "coordinate" or "jam", not ${JSON.stringify(choice.action)}`,
    });
  return problems;
}

/** The fields of an attack on no target (`target: null`), which nothing reads. */
const ATTACK_DETAILS = [
  'arc',
  'weapon',
  'rerolls',
  'focus',
  'defenderFocus',
  'defenderEvade',
  'second',
  'bonus',
  'turret',
] as const;

/** Decisions inside a round that cannot apply: see choiceProblems, and details of an attack on no target. */
function roundChoiceProblems(r: NonNullable<BattleFile['rounds']>[number], path: string): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const field of ['decloaks', 'actions'] as const)
    for (const [id, choice] of Object.entries(r[field] ?? {}))
      for (const p of choiceProblems(choice, `${path}.${field}.${id}`)) problems.push(p);
  (r.adjustments ?? []).forEach((a, i) => {
    for (const p of adjustmentShapeProblems(a, `${path}.adjustments[${i}]`)) problems.push(p);
  });
  for (const [id, attack] of Object.entries(r.attacks ?? {})) {
    if (attack.target !== null) continue;
    for (const detail of ATTACK_DETAILS)
      if (attack[detail] !== undefined)
        problems.push({
          path: `${path}.attacks.${id}.${detail}`,
          message: `${id} attacks no one (target null), so ${detail} does not apply`,
        });
  }
  (r.cardAttacks ?? []).forEach((attack, k) => {
    if (attack.target !== null) return;
    for (const detail of ATTACK_DETAILS.filter((d) => d !== 'bonus' && d !== 'turret'))
      if (attack[detail] !== undefined)
        problems.push({
          path: `${path}.cardAttacks[${k}].${detail}`,
          message: `${attack.ship} declines the ${attack.card} attack (target null), so ${detail} does not apply`,
        });
  });
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
    if (!isObstacleShape(o.shape))
      problems.push({
        path: `obstacles[${i}].shape`,
        message: `expected ${OBSTACLE_SHAPES_EXPECTED}, got ${JSON.stringify(o.shape)}`,
      });
    if (obstacleIds.has(o.id) || ids.has(o.id))
      problems.push({ path: `obstacles[${i}].id`, message: `duplicate id "${o.id}"` });
    obstacleIds.add(o.id);
  });
  (f.rounds ?? []).forEach((r, i) => {
    for (const p of roundChoiceProblems(r, `rounds[${i}]`)) problems.push(p);
  });
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
      (r.cardAttacks ?? []).forEach((a, k) => {
        const at = `rounds[${i}].cardAttacks[${k}]`;
        if (!ids.has(a.ship)) problems.push({ path: `${at}.ship`, message: `no ship with id "${a.ship}"` });
        if (a.target !== null && !ids.has(a.target))
          problems.push({ path: `${at}.target`, message: `no ship with id "${a.target}"` });
      });
      (r.adjustments ?? []).forEach((a, k) => {
        const at = `rounds[${i}].adjustments[${k}]`;
        if (!ids.has(a.ship)) problems.push({ path: `${at}.ship`, message: `no ship with id "${a.ship}"` });
        if ('of' in a && a.of !== undefined && !ids.has(a.of))
          problems.push({ path: `${at}.of`, message: `no ship with id "${a.of}"` });
      });
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
  const r = checkInput(battleFileSchema, value);
  return r.success ? crossCheck(r.data) : r.problems;
}

/** Parses battle-file JSON text. */
export function parseBattleFileText(text: string): BattleFile {
  return parseBattleFile(parseJsonText(text));
}

/** A round of a file as the engine reads it. */
export function roundOf(f: BattleFile, i: number): RoundRecord | undefined {
  return f.rounds?.[i] as RoundRecord | undefined;
}
