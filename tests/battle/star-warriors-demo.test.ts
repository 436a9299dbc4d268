import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { demoInputFor } from '../../src/ui/scenarioSources.ts';

/** The seed the committed Star Warriors demo was simulated with (README "Star Warriors"). */
const DEMO_SEED = 18;
const DEMO_FILE = 'src/demo/starWarriorsBattle.json';

describe('the built-in Star Warriors demo dogfight', () => {
  it('is exactly what `holotable simulate --ruleset star-warriors --seed 18` writes today', () => {
    const committed = readFileSync(DEMO_FILE, 'utf8');
    const fresh = runCli(
      ['simulate', '--ruleset', 'star-warriors', '--seed', String(DEMO_SEED), '--out', DEMO_FILE],
      () => '',
    );
    expect(fresh.status).toBe(0);
    // If this fails, the engine changed: regenerate the demo with the command above and look at it in the viewer.
    expect(fresh.files?.[DEMO_FILE]).toBe(committed);
  });

  it('replays through the CLI to the end, with ships destroyed and a hazard failure', () => {
    const out = runCli(['replay', DEMO_FILE], (f) => readFileSync(f, 'utf8'));
    expect(out.status).toBe(0);
    const { timeline } = JSON.parse(out.stdout);
    const kinds = timeline.events.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'destroyed').length).toBeGreaterThan(0);
    expect(kinds[kinds.length - 1]).toBe('end');
    expect(
      timeline.events.some((e: { kind: string; text?: string }) => e.text?.includes('fails its hazard roll')),
    ).toBe(true);
  });

  it('opens with ?demo=star-warriors and plays through the registry', async () => {
    const { input, error } = await demoInputFor('?demo=star-warriors');
    expect(error).toBeUndefined();
    expect(input.input).toEqual(JSON.parse(readFileSync(DEMO_FILE, 'utf8')));
    expect(ruleSystemFor(input.input).ruleset).toBe('star-warriors');
  });
});
