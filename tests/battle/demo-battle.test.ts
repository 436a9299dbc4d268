import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

/** The seed the committed demo was simulated with (README: `holotable simulate --seed 51`; 15 until card abilities applied). */
const DEMO_SEED = 51;
const DEMO_FILE = 'src/demo/demoBattle.json';

describe('the built-in demo battle', () => {
  it('is exactly what `holotable simulate --seed 51 --out src/demo/demoBattle.json` writes today', () => {
    const committed = readFileSync(DEMO_FILE, 'utf8');
    const fresh = runCli(['simulate', '--seed', String(DEMO_SEED), '--out', DEMO_FILE], () => '');
    expect(fresh.status).toBe(0);
    // If this fails, the engine changed: regenerate the demo with the command above and look at it in the viewer.
    expect(fresh.files?.[DEMO_FILE]).toBe(committed);
  });
});
