/**
 * The valid files the fuzzer mutates: the demo battles and examples, short battles each engine's autopilot
 * simulates, and the scenario files, each with the zod schema it is written against.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { RULE_SYSTEMS } from '../../src/rules/registry.ts';
import { battleFileSchema as xwingSchema } from '../../src/rules/xwing1e/battleFile.ts';
import { battleFileSchema as fullThrustSchema } from '../../src/rules/fullthrust-sw/battleFile.ts';
import { battleFileSchema as starWarriorsSchema } from '../../src/rules/star-warriors/battleFile.ts';
import { scenarioSchema } from '../../src/rules/xwing1e/scenario/scenario.ts';

/** A valid input file: where it came from, its parsed value and the schema it follows. */
export interface SeedFile {
  name: string;
  value: unknown;
  schema: z.ZodType;
}

/** Each ruleset's battle-file schema. */
export const BATTLE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'xwing-1e': xwingSchema,
  'fullthrust-sw': fullThrustSchema,
  'star-warriors': starWarriorsSchema,
};

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const rulesetOf = (v: unknown): string => ((v as { ruleset?: string }).ruleset ?? 'xwing-1e') as string;

/** A battle file value as a seed, with its ruleset's schema. */
function battleSeed(name: string, value: unknown): SeedFile {
  const schema = BATTLE_SCHEMAS[rulesetOf(value)];
  if (!schema) throw new Error(`${name}: no schema for ruleset ${rulesetOf(value)}`);
  return { name, value, schema };
}

/**
 * A battle without its recorded dice: any change to a decision then replays (the generator rolls what the
 * new decisions need) instead of contradicting the dice recorded for the old ones.
 */
function withoutDice(seed: SeedFile): SeedFile {
  const file = seed.value as { rounds?: Record<string, unknown>[] };
  const rounds = file.rounds?.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'rolls' && k !== 'dice')),
  );
  return { ...seed, name: `${seed.name} without dice`, value: { ...file, rounds } };
}

/** The committed battles and two-round battles each autopilot plays (short, so that replays stay fast). */
const RECORDED: readonly SeedFile[] = [
  ...['src/demo/demoBattle.json', 'src/demo/fullthrustBattle.json', 'src/demo/starWarriorsBattle.json'].map((p) =>
    battleSeed(p, read(p)),
  ),
  battleSeed('examples/core-set-battle.json', read('examples/core-set-battle.json')),
  ...RULE_SYSTEMS.map((s) => battleSeed(`simulate --ruleset ${s.ruleset} --seed 3 --rounds 2`, s.simulate(3, 2).file)),
];

/** A battle with no rounds recorded and a three-round limit: the autopilot decides everything. */
function bare(seed: SeedFile): SeedFile {
  const file = Object.fromEntries(Object.entries(seed.value as object).filter(([k]) => k !== 'rounds'));
  return { ...seed, name: `${seed.name} without rounds`, value: { ...file, roundLimit: 3 } };
}

/** Every battle seed: as recorded, without dice, and without rounds. */
export const BATTLE_SEEDS: readonly SeedFile[] = [...RECORDED, ...RECORDED.map(withoutDice), ...RECORDED.map(bare)];

/** The battle seeds whose decisions can change without contradicting recorded dice. */
export const FLEXIBLE_BATTLE_SEEDS: readonly SeedFile[] = BATTLE_SEEDS.filter((s) => !RECORDED.includes(s));

/** The committed scenario files. */
export const SCENARIO_SEEDS: readonly SeedFile[] = [
  'src/demo/demoScenario.json',
  'examples/spec-example.json',
  'examples/bump-through.json',
].map((p) => ({ name: p, value: read(p), schema: scenarioSchema }));

/** The seed file of this name. */
export function seedNamed(name: string): SeedFile {
  const seed = [...BATTLE_SEEDS, ...SCENARIO_SEEDS].find((s) => s.name === name);
  if (!seed) throw new Error(`no seed file ${name}`);
  return seed;
}
