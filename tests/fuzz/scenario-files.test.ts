/**
 * Fuzzing `resolve` and `measure` with mutated scenario files, and every command with the other kind of file
 * (a scenario to `replay`, a battle to `resolve`): each run meets the CLI's standards (cliProperties.ts).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkCommand, FUZZ_TEST_TIMEOUT_MS, type Command } from './cliProperties.ts';
import { applyPlan, planArb, PLAUSIBLE_KINDS } from './mutations.ts';
import { BATTLE_SEEDS, SCENARIO_SEEDS } from './seeds.ts';

/** Fixed, so that every run of the suite tries the same cases. */
const SEED = 1616;

const SCENARIO_COMMANDS: Command[] = [
  { args: ['resolve', 'scenario.json'], json: true },
  { args: ['resolve', 'scenario.json', '--format', 'text'], json: false },
  { args: ['measure', 'scenario.json'], json: true },
  { args: ['measure', 'scenario.json', '--format', 'text'], json: false },
];

const BATTLE_COMMANDS: Command[] = [
  { args: ['replay', 'file.json'], json: true },
  { args: ['validate', 'file.json'], json: false },
];

describe('fuzzed scenario files', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it('resolve and measure meet the standards on files mutated in every way, cut short included', () => {
    fc.assert(
      fc.property(planArb(SCENARIO_SEEDS), fc.constantFrom(...SCENARIO_COMMANDS), (plan, cmd) => {
        const file = applyPlan(plan);
        checkCommand(cmd, file.text, `${plan.seed} after ${file.steps.join('; ')}`, file.mustReject);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('resolve and measure meet the standards on odd files the schema accepts', () => {
    const plans = planArb(SCENARIO_SEEDS, { kinds: PLAUSIBLE_KINDS, preferValid: true, cut: false, maxSteps: 2 });
    fc.assert(
      fc.property(plans, fc.constantFrom(...SCENARIO_COMMANDS), (plan, cmd) => {
        const file = applyPlan(plan);
        checkCommand(cmd, file.text, `${plan.seed} after ${file.steps.join('; ')}`, file.mustReject);
      }),
      { seed: SEED + 1, numRuns: 200 },
    );
  });

  it('each command refuses the other kind of file by its fields', () => {
    const scenarios = fc.tuple(planArb(SCENARIO_SEEDS, { maxSteps: 1 }), fc.constantFrom(...BATTLE_COMMANDS));
    const battles = fc.tuple(planArb(BATTLE_SEEDS, { maxSteps: 1 }), fc.constantFrom(...SCENARIO_COMMANDS));
    fc.assert(
      fc.property(fc.oneof(scenarios, battles), ([plan, cmd]) => {
        const file = applyPlan(plan);
        checkCommand(cmd, file.text, `${plan.seed} after ${file.steps.join('; ')}`, 'a file of the other kind');
      }),
      { seed: SEED + 2, numRuns: 60 },
    );
  });
});
