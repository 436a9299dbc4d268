/**
 * Focused fuzzing of the classes other branches are fixing (knownOpen.ts). Each property is skipped while its
 * switch is on; turned off (or named in FUZZ_INCLUDE), it searches that class hard, so that a fix is held to
 * the standards at once. The general properties (battle-files, scenario-files) then include the class too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCommand, droppedDecisions, FUZZ_TEST_TIMEOUT_MS, type Command } from './cliProperties.ts';
import { KNOWN_OPEN } from './knownOpen.ts';
import { applyPlan, planArb, prototypeNameMutationArb } from './mutations.ts';
import { FLEXIBLE_BATTLE_SEEDS, SCENARIO_SEEDS, seedNamed } from './seeds.ts';
import { toJsonText } from './jsonTree.ts';

/** Fixed, so that every run of the suite tries the same cases. */
const SEED = 1600;

const COMMANDS: Command[] = [
  { args: ['replay', 'battle.json', '--complete', 'out.json'], json: true },
  { args: ['replay', 'battle.json', '--format', 'text'], json: false },
  { args: ['validate', 'battle.json'], json: false },
];

const SCENARIO_COMMANDS: Command[] = [
  { args: ['resolve', 'scenario.json'], json: true },
  { args: ['measure', 'scenario.json', '--format', 'text'], json: false },
];

/** Checks a battle command and, when it completed the file, that the completion kept every decision. */
function checkKeeps(cmd: Command, text: string, what: string, mustReject: string | null): void {
  const r = checkCommand(cmd, text, what, mustReject);
  const completed = r.files?.['out.json'];
  if (r.status === 0 && completed)
    expect(droppedDecisions(JSON.parse(text), JSON.parse(completed)), `what the completion of ${what} lost`).toEqual(
      [],
    );
}

describe('classes being fixed elsewhere', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it.skipIf(KNOWN_OPEN.prototypeNames)('ids and decision keys named like Object.prototype members', () => {
    const mutation = prototypeNameMutationArb();
    const battles = fc.tuple(
      planArb(FLEXIBLE_BATTLE_SEEDS, { mutation, preferValid: true, cut: false, maxSteps: 1 }),
      fc.constantFrom(...COMMANDS),
    );
    const scenarios = fc.tuple(
      planArb(SCENARIO_SEEDS, { mutation, preferValid: true, cut: false, maxSteps: 1 }),
      fc.constantFrom(...SCENARIO_COMMANDS),
    );
    fc.assert(
      fc.property(fc.oneof(battles, scenarios), ([plan, cmd]) => {
        const file = applyPlan(plan);
        checkKeeps(cmd, file.text, `${plan.seed} after ${file.steps.join('; ')}`, file.mustReject);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it.skipIf(KNOWN_OPEN.roundsAfterTheEnd)('rounds recorded after the battle ended are refused, not dropped', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLEXIBLE_BATTLE_SEEDS.filter((s) => !s.name.endsWith('without rounds')).map((s) => s.name)),
        fc.integer({ min: 1, max: 20 }),
        (name, extra) => {
          const seed = seedNamed(name);
          const file = seed.value as { rounds: unknown[]; roundLimit?: number };
          const rounds = Array.from(
            { length: (file.roundLimit ?? file.rounds.length) + extra },
            (_, i) => file.rounds[i % file.rounds.length],
          );
          const text = toJsonText({ ...file, rounds }, true);
          checkKeeps(COMMANDS[0]!, text, `${seed.name} with ${rounds.length} rounds`, null);
        },
      ),
      { seed: SEED + 1, numRuns: 20 },
    );
  });

  it.skipIf(KNOWN_OPEN.decisionsForOtherUnits)(
    'a decision moved to a unit that cannot take it is refused, not dropped',
    () => {
      fc.assert(
        fc.property(
          planArb(FLEXIBLE_BATTLE_SEEDS, { kinds: ['rekey'], preferValid: true, cut: false, maxSteps: 2 }),
          (plan) => {
            const file = applyPlan(plan);
            checkKeeps(COMMANDS[0]!, file.text, `${plan.seed} after ${file.steps.join('; ')}`, file.mustReject);
          },
        ),
        { seed: SEED + 2, numRuns: 150 },
      );
    },
  );
});
