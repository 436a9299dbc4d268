/**
 * Fuzzing the command line itself: `simulate` with odd --ruleset, --seed and --rounds values, and any command
 * with stray arguments and options. Each run meets the CLI's standards (cliProperties.ts); a simulated battle
 * file carries the seed that was asked for and validates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_SYSTEMS } from '../../src/rules/registry.ts';
import { checkCommand, FUZZ_TEST_TIMEOUT_MS, runOn } from './cliProperties.ts';
import { oddName } from './mutations.ts';

/** Fixed, so that every run of the suite tries the same cases. */
const SEED = 161616;

/** Option values: good ones (small round counts keep the autopilot fast), and numbers written every other way. */
const optionValue = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: good },
    fc.constantFrom('', ' ', '-1', '0', '101', '4294967296', '1.5', '1e1', '0x10', 'NaN', 'Infinity', '-0', '+2', '٣'),
    oddName(),
  );

const RULESETS = RULE_SYSTEMS.map((s) => s.ruleset);

describe('fuzzed command lines', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it('simulate meets the standards for any --ruleset, --seed and --rounds, and writes what was asked', () => {
    const options = fc.record(
      {
        ruleset: optionValue(fc.constantFrom(...RULESETS)),
        seed: optionValue(fc.nat({ max: 2 ** 32 - 1 }).map(String)),
        rounds: optionValue(fc.integer({ min: 1, max: 2 }).map(String)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(options, (o) => {
        const args = ['simulate', ...Object.entries(o).flatMap(([k, v]) => [`--${k}`, v])];
        const r = checkCommand({ args, json: true }, '', 'no file', null);
        const good =
          (o.ruleset === undefined || RULESETS.includes(o.ruleset)) &&
          (o.seed === undefined || (/^\d+$/.test(o.seed) && Number(o.seed) < 2 ** 32)) &&
          (o.rounds === undefined || /^(0*[1-9]\d?|0*100)$/.test(o.rounds));
        expect(r.status, `simulate ${args.join(' ')}`).toBe(good ? 0 : 2);
        if (r.status !== 0) return;
        const file = JSON.parse(r.stdout);
        expect(file.seed).toBe(o.seed === undefined ? 1 : Number(o.seed));
        expect(runOn(['validate', 'sim.json'], r.stdout, `simulate ${args.join(' ')}`).result.status).toBe(0);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('any command line with stray arguments and options meets the standards', () => {
    const token = fc.oneof(
      fc.constantFrom('resolve', 'measure', 'replay', 'validate', 'simulate', 'help', '-', '--format', '--complete'),
      fc.constantFrom('--out', '--seed', '--ruleset', '--rounds', '--', '-h', 'json', 'text', 'x.json'),
      oddName(),
    );
    const scenario = JSON.stringify({ ships: [{ id: 'a', size: 'small', x: 100, y: 100, heading: 0 }] });
    fc.assert(
      fc.property(fc.array(token, { maxLength: 6 }), (args) => {
        checkCommand({ args, json: false }, scenario, 'a one-ship scenario', null);
      }),
      { seed: SEED + 1, numRuns: 150 },
    );
  });
});
