import { describe, expect, it } from 'vitest';
import type { HexGrid } from '../../src/battle/timeline.ts';
import demo from '../../src/demo/starWarriorsBattle.json';
import { starWarriorsSystem } from '../../src/rules/star-warriors/system.ts';
import { buildCounterSpans, inAnySpan } from '../../src/scene/starwarriors/counterSpans.ts';
import { hexGridSegments } from '../../src/scene/starwarriors/HexGridLines.tsx';
import { type Hex, hexDistance, offsetToHex } from '../../src/rules/star-warriors/hex.ts';

const { timeline } = starWarriorsSystem.play(demo);
const spans = buildCounterSpans(timeline);

/** The timeline's hex grid (Star Warriors always has one). */
function hexGridOf(t: typeof timeline): HexGrid {
  if (t.grid?.kind !== 'hex') throw new Error('expected a hex grid on the Star Warriors timeline');
  return t.grid;
}

describe('the Star Warriors view helpers', () => {
  it('draws each hex side once: six per hex less one per pair of neighbouring hexes', () => {
    const grid = hexGridOf(timeline);
    const small = (cols: number, rows: number) => hexGridSegments({ ...grid, cols, rows }).length / 6;
    expect([small(1, 1), small(2, 1), small(1, 2), small(2, 2)]).toEqual([6, 11, 11, 19]);
    const hexes: Hex[] = [];
    for (let row = 0; row < grid.rows; row++)
      for (let col = 0; col < grid.cols; col++) hexes.push(offsetToHex(col, row));
    let pairs = 0;
    for (let i = 0; i < hexes.length; i++)
      for (let j = i + 1; j < hexes.length; j++) if (hexDistance(hexes[i]!, hexes[j]!) === 1) pairs++;
    expect(hexGridSegments(grid).length / 6).toBe(6 * hexes.length - pairs);
  });

  it('shows every planned action from the planning reveal until its ship phase ends', () => {
    const reveals = timeline.events.filter((e) => e.kind === 'reveal');
    const plans = spans.markers.filter((m) => m.kind === 'plan');
    const hazards = spans.markers.filter((m) => m.kind === 'hazard');
    expect(plans.length).toBe(reveals.length);
    expect(hazards.length).toBeGreaterThan(0);
    for (const m of spans.markers) expect(m.untilS).toBeGreaterThan(m.fromS);
    const first = reveals[0]!;
    if (first.kind !== 'reveal') throw new Error('reveal');
    const marker = plans.find((m) => m.unit === first.unit && m.fromS === first.t)!;
    expect(marker.text).toBe(`${first.maneuver} · ${first.difficulty}`);
    // Rules 4.5: the ship's phase ends (End Segment: the counter flipped) when the next ship is chosen; the
    // last ship's with the Bookkeeping Phase.
    const bookkeeping = timeline.events.find((e) => e.kind === 'phase' && e.phase === 'bookkeeping')!;
    const own = timeline.events.find((e) => e.kind === 'activation' && e.unit === first.unit && e.t >= first.t)!;
    const next = timeline.events.find((e) => e.kind === 'activation' && e.t > own.t && e.t < bookkeeping.t);
    expect(own.t).toBeLessThan(bookkeeping.t);
    expect(marker.untilS).toBe(next?.t ?? bookkeeping.t);
    expect(marker.untilS).toBeLessThanOrEqual(bookkeeping.t);
    // After its phase the ship shows its moved side, not its plan.
    expect(inAnySpan(spans.flipped.get(first.unit), marker.untilS)).toBe(true);
  });

  it('names a failed hazard roll’s result on the table in a few words, the caption saying what it does', () => {
    const captions = timeline.events.filter((e) => e.kind === 'caption' && e.text.includes('hazard roll'));
    const hazards = spans.markers.filter((m) => m.kind === 'hazard');
    expect(hazards.length).toBe(captions.length);
    // HAZARD_RESULT_TEXT.spin: 'spins out: loses every planned action, turns one hex side at random and slows by 1'.
    const spin = captions.find((c) => c.kind === 'caption' && c.text.includes('spins out'));
    expect(spin).toBeDefined();
    expect(hazards.find((m) => m.fromS === spin!.t)?.text).toBe('HAZARD: spins out');
    const names = new Set(hazards.map((m) => m.text));
    for (const n of names) expect(n.length, n).toBeLessThanOrEqual('HAZARD: loses its hardest planned action'.length);
  });

  it('flips a counter to its moved side from the end of its ship phase to bookkeeping', () => {
    const activations = timeline.events.filter((e) => e.kind === 'activation');
    const a0 = activations[0]!;
    const a1 = activations[1]!;
    if (a0.kind !== 'activation') throw new Error('activation');
    expect(inAnySpan(spans.flipped.get(a0.unit), a0.t)).toBe(false);
    expect(inAnySpan(spans.flipped.get(a0.unit), a1.t)).toBe(true);
  });

  it('labels every shot with its gun, to-hit number, power, range and result', () => {
    const attacks = timeline.events.filter((e) => e.kind === 'attack');
    expect(spans.shots).toHaveLength(attacks.length);
    for (const s of spans.shots)
      expect(s.text).toMatch(
        /^(snap )?[SDTQ][LMH][FT](\(I\))?: to-hit \d+.*, power -?\d+ · \d+ hex(es)? · (HIT|miss)$/,
      );
    // "1 hex", "2 hexes": the range in words, singular at 1.
    attacks.forEach((a, i) => {
      if (a.kind !== 'attack') throw new Error('attack');
      expect(spans.shots[i]!.text).toContain(a.range === 1 ? ' · 1 hex · ' : ` · ${a.range} hexes · `);
    });
    expect(attacks.some((a) => a.kind === 'attack' && a.range === 1)).toBe(true);
  });
});
