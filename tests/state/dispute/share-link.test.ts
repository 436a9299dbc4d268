/** Share links: the whole situation round-trips through the URL hash, and damaged links are named, not loaded. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/rules/xwing1e/scenario/scenario.ts';
import { OBSTACLE_OUTLINES } from '../../../src/kernel/index.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import {
  decodeSituation,
  encodeSituation,
  makeShareLink,
  MAX_LINK_CHARS,
  shareTextOfHash,
  shareUrl,
} from '../../../src/state/dispute/shareLink.ts';

// JSON (scenario files and links alike) writes −0 as 0, the same position; the arbitrary leaves −0 out.
const noNegZero = (x: number) => (x === 0 ? 0 : x);
const coord = fc.double({ min: -1000, max: 2000, noNaN: true, noDefaultInfinity: true }).map(noNegZero);
const shipArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    size: fc.constantFrom('small' as const, 'large' as const),
    x: coord,
    y: coord,
    heading: fc.double({ min: -720, max: 720, noNaN: true }).map(noNegZero),
  });
const situationArb: fc.Arbitrary<Scenario> = fc
  .tuple(
    fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    fc.array(
      fc.tuple(
        fc.constantFrom(...Object.keys(OBSTACLE_OUTLINES)),
        coord,
        coord,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.boolean(),
      ),
      {
        maxLength: 6,
      },
    ),
  )
  .chain(([ships, obstacles]) =>
    fc.tuple(fc.tuple(...ships.map((_, i) => shipArb(`s${i}`))), fc.constant(obstacles), fc.constant(ships.length)),
  )
  .chain(([ships, obstacles, n]) =>
    fc
      .tuple(
        fc.array(
          fc.record({
            ship: fc.constantFrom(...ships.map((s) => s.id)),
            maneuver: fc.constantFrom('straight-1', 'bank-left-3', 'barrel-roll-right'),
          }),
        ),
        fc.array(
          fc.record({
            from: fc.constantFrom(...ships.map((s) => s.id)),
            to: fc.constantFrom(...ships.map((s) => s.id)),
          }),
        ),
      )
      .map(([moves, measure]) => ({
        ruleset: 'xwing-1e' as const,
        playArea: { width: 914.4, height: 914.4 },
        ships,
        obstacles: obstacles.map(([shape, x, y, rotation, flipped], i) => ({
          id: `o${i}`,
          shape,
          x,
          y,
          rotation,
          flipped,
        })),
        moves,
        measure: n > 0 ? measure : [],
      })),
  );

describe('share link codec', () => {
  it('round-trips the default situation exactly, through a full URL', () => {
    const url = shareUrl('http://127.0.0.1:5173/?mode=dispute#old', DEFAULT_SITUATION);
    expect(url.startsWith('http://127.0.0.1:5173/?mode=dispute#s=')).toBe(true);
    const text = shareTextOfHash(new URL(url).hash);
    expect(decodeSituation(text!)).toEqual({ ok: true, scenario: DEFAULT_SITUATION });
  });

  it('property: every situation decodes to an equal one (numbers bit-exact), and the text is URL-safe', () => {
    fc.assert(
      fc.property(situationArb, (s) => {
        const text = encodeSituation(s);
        expect(text).toMatch(/^[A-Za-z0-9+\-$]*$/);
        const back = decodeSituation(shareTextOfHash(`#s=${text}`)!);
        expect(back).toEqual({ ok: true, scenario: s });
      }),
      { numRuns: 150 },
    );
  });

  it('compresses: the default situation link is shorter than its JSON', () => {
    expect(encodeSituation(DEFAULT_SITUATION).length).toBeLessThan(JSON.stringify(DEFAULT_SITUATION).length);
  });

  it('names what is wrong with a damaged or invalid link', () => {
    expect(decodeSituation('%%%not-lz')).toMatchObject({ ok: false });
    const bad = encodeSituation({
      ...DEFAULT_SITUATION,
      ships: [{ ...DEFAULT_SITUATION.ships[0]!, heading: 'north' as unknown as number }],
    });
    const r = decodeSituation(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('ships[0].heading: expected a number, got "north"');
  });

  it('reads the situation from a hash with other parameters, keeping "+" (not a space)', () => {
    expect(shareTextOfHash('#x=1&s=AB+C$')).toBe('AB+C$');
    expect(shareTextOfHash('#other=1')).toBeNull();
  });

  it('makes a link only when it will open: a situation too large for one gets a message, never a dead link', () => {
    // 100 drawn obstacles (the schema's most), each a 48-vertex star with coordinates to 1e-7 mm: tens of
    // thousands of characters, far past what a link carries.
    const star = (k: number): [number, number][] =>
      Array.from({ length: 48 }, (_, i) => {
        const a = (i / 48) * 2 * Math.PI;
        const r = 20 + ((i * 7919 + k * 104729) % 97) / 9.7;
        return [Number((r * Math.cos(a)).toFixed(7)), Number((r * Math.sin(a)).toFixed(7))];
      });
    const big: Scenario = {
      ...DEFAULT_SITUATION,
      obstacles: Array.from({ length: 100 }, (_, k) => ({ id: `p${k}`, polygon: star(k), x: 100 + k, y: 200 })),
    };
    const chars = encodeSituation(big).length;
    expect(chars).toBeGreaterThan(MAX_LINK_CHARS);
    // Such a link is refused when opened...
    expect(decodeSituation(encodeSituation(big)).ok).toBe(false);
    // ...so none is made: the message says how long, the limit, what takes the room, and the file way out.
    const made = makeShareLink('http://127.0.0.1:5173/?mode=dispute', big);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.message).toContain(`${chars} characters`);
    expect(made.message).toContain(`at most ${MAX_LINK_CHARS}`);
    expect(made.message).toMatch(/Most room goes to: obstacles \(drawn outlines take the most room\) \d+, ships \d+/);
    expect(made.message).toContain('"Save scenario"');
  });

  it('property: every link it makes opens to the same situation', () => {
    fc.assert(
      fc.property(situationArb, (s) => {
        const made = makeShareLink('http://127.0.0.1:5173/?mode=dispute#old', s);
        expect(made.ok).toBe(true);
        if (!made.ok) return;
        expect(made.url).toBe(shareUrl('http://127.0.0.1:5173/?mode=dispute#old', s));
        expect(decodeSituation(shareTextOfHash(new URL(made.url).hash)!)).toEqual({ ok: true, scenario: s });
      }),
      { numRuns: 60 },
    );
  });
});
