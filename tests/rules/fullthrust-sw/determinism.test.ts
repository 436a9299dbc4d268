import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/battle/validationError.ts';
import { runCli } from '../../../src/cli/main.ts';
import { fullThrustSwSystem } from '../../../src/rules/fullthrust-sw/system.ts';
import { ruleSystemFor } from '../../../src/rules/registry.ts';

/** The seed and rounds the committed demo was simulated with (README, "Full Thrust (Star Wars)"). */
export const FT_DEMO_ARGS = ['simulate', '--ruleset', 'fullthrust-sw', '--seed', '7', '--rounds', '12'];
const DEMO_FILE = 'src/demo/fullthrustBattle.json';

describe('Full Thrust battles are a pure function of the file', () => {
  it('the same seed plays the same battle; the completed file replays to the same timeline', () => {
    for (const seed of [1, 2, 3]) {
      const a = fullThrustSwSystem.simulate(seed, 8);
      const b = fullThrustSwSystem.simulate(seed, 8);
      expect(JSON.stringify(b.timeline)).toBe(JSON.stringify(a.timeline));
      const replay = fullThrustSwSystem.play(JSON.parse(JSON.stringify(a.file)));
      expect(JSON.stringify(replay.timeline)).toBe(JSON.stringify(a.timeline));
      expect(replay.file).toEqual(a.file);
    }
    const s1 = JSON.stringify(fullThrustSwSystem.simulate(1, 8).timeline);
    expect(JSON.stringify(fullThrustSwSystem.simulate(2, 8).timeline)).not.toBe(s1);
  });

  it('property: for any seed, replaying the completed file gives the same timeline and the same file', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = fullThrustSwSystem.simulate(seed, 3);
        const replay = fullThrustSwSystem.play(JSON.parse(JSON.stringify(a.file)));
        expect(JSON.stringify(replay.timeline)).toBe(JSON.stringify(a.timeline));
        expect(replay.file).toEqual(a.file);
        // Every die in the completed file is a D6 result, and the timeline ends with the battle's end.
        for (const r of (a.file as { rounds: { dice: number[] }[] }).rounds)
          for (const d of r.dice) expect(d >= 1 && d <= 6 && Number.isInteger(d)).toBe(true);
        expect(a.timeline.events.at(-1)!.kind).toBe('end');
      }),
      { numRuns: 12, seed: 20261123 },
    );
  });

  it('a completed file without its dice still replays its decisions, rolling new dice from the seed', () => {
    const a = fullThrustSwSystem.simulate(4, 3);
    const file = a.file as { rounds: { dice?: number[] }[] };
    for (const r of file.rounds) delete r.dice;
    // New dice may make a recorded decision illegal (its target already gone): that is an InputError naming
    // the round's field, never a crash.
    try {
      expect(fullThrustSwSystem.play(file).timeline.events.at(-1)!.kind).toBe('end');
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).problems[0]!.path).toMatch(/^rounds\[\d+\]\./);
    }
  });

  it('the registry finds the system by ruleset; bad fields are named', () => {
    expect(ruleSystemFor({ ruleset: 'fullthrust-sw' }).name).toBe('Star Wars Full Thrust');
    const bad = {
      ...(fullThrustSwSystem.simulate(1, 1).file as object),
      ships: [{ id: 'a', player: 0, class: 'nebulon-b', col: 1, row: 1, heading: 0 }],
    };
    expect(fullThrustSwSystem.problems(bad)[0]).toEqual({
      path: 'ships[0].class',
      message: expect.stringMatching(/^expected one of "imperial-star-destroyer", .*got "nebulon-b"$/),
    });
    const r = runCli(['validate', '-'], () => JSON.stringify({ ...(bad as object), ships: [], seed: -1 }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^seed: /);
  });

  it('the built-in demo is exactly what `holotable simulate --ruleset fullthrust-sw --seed 7 --rounds 12` writes', () => {
    const committed = readFileSync(DEMO_FILE, 'utf8');
    const fresh = runCli([...FT_DEMO_ARGS, '--out', DEMO_FILE], () => '');
    expect(fresh.status).toBe(0);
    // If this fails, the engine changed: regenerate the demo with the command above and look at it in the viewer.
    expect(fresh.files?.[DEMO_FILE]).toBe(committed);
  });
});
