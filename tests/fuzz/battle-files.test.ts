/**
 * Fuzzing `replay` and `validate` with mutated battle files of every rule system (seeds.ts, mutations.ts):
 * each run meets the CLI's standards (cliProperties.ts), files that must be refused are, and a file the
 * engines accept completes to a file that keeps every decision it recorded, validates, and replays to the
 * same timeline. Fixed seeds and bounded counts keep the suite fast and the same on every run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCommand, droppedDecisions, FUZZ_TEST_TIMEOUT_MS, runOn, type Command } from './cliProperties.ts';
import { applyPlan, planArb, PLAUSIBLE_KINDS } from './mutations.ts';
import { BATTLE_SEEDS, FLEXIBLE_BATTLE_SEEDS } from './seeds.ts';

/** Fixed, so that every run of the suite tries the same cases; change it (or numRuns) to explore. */
const SEED = 16;

const COMMANDS: Command[] = [
  { args: ['replay', 'battle.json'], json: true },
  { args: ['replay', 'battle.json', '--format', 'text'], json: false },
  { args: ['replay', 'battle.json', '--complete', 'out.json'], json: true },
  { args: ['validate', 'battle.json'], json: false },
];

const COMPLETE = COMMANDS[2]!;

describe('fuzzed battle files', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it('every battle command meets the standards on files mutated in every way, cut short included', () => {
    fc.assert(
      fc.property(planArb(BATTLE_SEEDS), fc.constantFrom(...COMMANDS), (plan, cmd) => {
        const file = applyPlan(plan);
        checkCommand(cmd, file.text, `${plan.seed} after ${file.steps.join('; ')}`, file.mustReject);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('a file the engines accept completes to one that keeps its decisions, validates and replays the same', () => {
    const plans = planArb(FLEXIBLE_BATTLE_SEEDS, {
      kinds: PLAUSIBLE_KINDS,
      preferValid: true,
      cut: false,
      maxSteps: 2,
    });
    fc.assert(
      fc.property(plans, (plan) => {
        const file = applyPlan(plan);
        const what = `${plan.seed} after ${file.steps.join('; ')}`;
        const replay = checkCommand(COMPLETE, file.text, what, file.mustReject);
        const validate = runOn(['validate', 'battle.json'], file.text, what).result;
        expect(validate.status, `validate agrees with replay on ${what}`).toBe(replay.status);
        if (replay.status !== 0) return;
        const completed = replay.files!['out.json']!;
        const dropped = droppedDecisions(JSON.parse(file.text), JSON.parse(completed));
        expect(dropped, `what the completion of ${what} lost`).toEqual([]);
        expect(runOn(['validate', 'out.json'], completed, `the completion of ${what}`).result.status).toBe(0);
        const again = runOn(['replay', 'out.json'], completed, `the completion of ${what}`).result;
        expect(again.stdout, `the completion of ${what} replays to the same timeline`).toBe(replay.stdout);
      }),
      { seed: SEED + 1, numRuns: 120 },
    );
  });
});
