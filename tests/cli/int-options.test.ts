/** `--seed` and `--rounds` take decimal digits only (found by the fuzzer, tests/fuzz/: "" was read as seed 0). */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

const simulate = (...args: string[]) => runCli(['simulate', ...args], () => '');

describe('whole-number options', () => {
  it.each(['', ' ', '0x10', '1e1', '2.0', '+3', '-1'])('refuses --seed %j instead of reading another number', (v) => {
    expect(simulate('--seed', v, '--rounds', '1')).toEqual({
      status: 2,
      stdout: '',
      stderr: `--seed: expected a whole number from 0 to 4294967295, got ${JSON.stringify(v)}\n`,
    });
  });

  it('refuses an empty --rounds', () => {
    expect(simulate('--rounds', '').stderr).toBe('--rounds: expected a whole number from 1 to 100, got ""\n');
  });

  it('takes decimal digits, leading zeros included', () => {
    const r = simulate('--seed', '007', '--rounds', '1');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).seed).toBe(7);
  });
});
