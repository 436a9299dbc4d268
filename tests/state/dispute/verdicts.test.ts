/**
 * Dispute verdicts: the figures are exactly what `holotable resolve` and `holotable measure` print for the same
 * scenario file, with hand-checked values, drawings consistent with them, and glossary citations.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/rules/xwing1e/scenario/scenario.ts';
import { runCli } from '../../../src/cli/main.ts';
import { baseSquare, measurePolygons } from '../../../src/kernel/index.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import { GLOSSARY_ENTRIES } from '../../../src/state/dispute/glossary.ts';
import { disputeVerdicts, rangeBandOutline } from '../../../src/state/dispute/verdicts.ts';

/** What the CLI prints for a situation saved as a scenario file. */
function cli(command: 'resolve' | 'measure', s: Scenario): unknown {
  const r = runCli([command, '-'], () => JSON.stringify(s));
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

const busy: Scenario = {
  ...DEFAULT_SITUATION,
  ships: [
    ...DEFAULT_SITUATION.ships,
    { id: 'y1', size: 'large', ship: 'YT-1300', x: 700, y: 150, heading: 90 },
    { id: 'edge', size: 'small', x: 30, y: 600, heading: 180 },
  ],
  obstacles: [
    ...DEFAULT_SITUATION.obstacles!,
    { id: 'deb', shape: 'debris-2', x: 820, y: 160, rotation: 10, flipped: true },
    {
      id: 'poly1',
      polygon: [
        [0, 0],
        [30, 0],
        [0, 30],
      ],
      kind: 'debris',
      x: 300,
      y: 700,
    },
  ],
  moves: [
    { ship: 'red1', maneuver: 'straight-2' },
    { ship: 'tie1', maneuver: 'barrel-roll-left' },
    { ship: 'tie1', maneuver: 'tallon-left-2', slide: 3 },
    { ship: 'y1', maneuver: 'bank-left-3' },
    { ship: 'edge', maneuver: 'straight-3' },
    { ship: 'edge', maneuver: 'straight-1' },
    { ship: 'y1', maneuver: 'decloak-left' },
  ],
  measure: [
    { from: 'tie1', to: 'red1' },
    { from: 'red1', to: 'rock1' },
    { from: 'y1', to: 'red1' },
    { from: 'red1', to: 'y1' },
  ],
};

describe('dispute verdicts', () => {
  it('show exactly the figures holotable resolve and measure print for the same file', () => {
    for (const s of [DEFAULT_SITUATION, busy]) {
      const v = disputeVerdicts(s);
      expect(v.moves.map((m) => m.figures)).toEqual((cli('resolve', s) as { moves: unknown[] }).moves);
      expect(v.measures.map((m) => m.figures)).toEqual((cli('measure', s) as { measurements: unknown[] }).measurements);
    }
  });

  it('default: a small straight 2 bumps tie1 and stops 20 + 1.8 mm short of its front edge (hand-computed)', () => {
    const [m] = disputeVerdicts(DEFAULT_SITUATION).moves;
    const f = m!.figures;
    // tie1 faces −y at y = 420: its front edge is at y = 400, its front guides stand 1.8 mm out to 398.2; red1's
    // front edge stops there, so its centre is 20 mm back: y = 378.2. Travel 378.2 − 300 = 78.2 mm of 120 mm
    // (80 mm template + 40 mm base), and 78.2 − 40 = 38.2 mm of template counts.
    expect(f.final.x).toBeCloseTo(400, 9);
    expect(f.final.y).toBeCloseTo(378.2, 6);
    expect(f.progress).toBeCloseTo(78.2 / 120, 6);
    expect(f.templateLengthMm).toBeCloseTo(38.2, 6);
    expect(f).toMatchObject({ bumped: ['tie1'], skipAction: true, fled: false });
    // Drawn: the final ghost, the full-length ghost that overlaps, and backing-up ghosts between them.
    expect(m!.ghosts.map((g) => g.role)).toEqual(['final', 'full-length', 'backing-up', 'backing-up', 'backing-up']);
    expect(m!.ghosts[1]!.pose.y).toBeCloseTo(420, 9);
    // The contact point lies where the bases and guides touch: between red1's front edge (y = 398.2) and the
    // tips of its front guides (y = 400, on tie1's front edge).
    expect(m!.contact!.ship).toBe('tie1');
    expect(m!.contact!.at.y).toBeGreaterThan(398.2 - 1e-6);
    expect(m!.contact!.at.y).toBeLessThan(400 + 1e-6);
    expect(m!.lines.map((l) => l.cite)).toEqual([
      'MANEUVER',
      'OVERLAPPING SHIPS',
      'OVERLAPPING SHIPS',
      'TOUCHING',
      'OVERLAPPING SHIPS',
    ]);
    // The 1.8 mm between the bases (398.2 to 400) is explained where it shows.
    expect(m!.lines[2]!.text).toBe(
      '1.8 mm: the guides stand out 1.8 mm front and rear and count for overlapping (the template slides between them), so the bases can stop up to 1.8 mm apart',
    );
  });

  it('slide stretches cover the whole range, legal ones equal to the kernel intervals, illegal ones with a reason', () => {
    const v = disputeVerdicts(busy);
    const roll = v.moves[1]!;
    const legal = roll.slides.filter((s) => s.legal).map((s) => [s.fromMm, s.toMm]);
    expect(legal).toEqual(roll.figures.legalSlides);
    // Small barrel roll: template slides ±10 mm, ship ±10 mm along it: ±20 mm in all.
    expect(roll.slides[0]!.fromMm).toBe(-20);
    expect(roll.slides[roll.slides.length - 1]!.toMm).toBe(20);
    for (const s of roll.slides.filter((x) => !x.legal)) expect(s.reason).toMatch(/overlaps|flees|template/);
    const tallon = v.moves[2]!;
    expect(tallon.figures.slide).toBe(3);
    expect(tallon.slides.map((s) => [s.fromMm, s.toMm])).toEqual([[-10, 10]]);
  });

  it('a ship that flees cannot move again, and a large ship cannot decloak; both cite their entry', () => {
    const v = disputeVerdicts(busy);
    expect(v.moves[4]!.figures.fled).toBe(true);
    expect(v.moves[4]!.lines.some((l) => l.cite === 'FLEEING THE BATTLEFIELD')).toBe(true);
    expect(v.moves[5]!.figures.legal).toBe(false);
    expect(v.moves[6]!.figures).toMatchObject({ legal: false });
    expect(v.moves[6]!.lines[0]!.cite).toBe('CLOAK†');
  });

  it('measures: closest 80 mm at range 1 across a 30 mm band of tied lines (hand-computed)', () => {
    const [r] = disputeVerdicts(DEFAULT_SITUATION).measures;
    // tie1's front edge y = 400, x 390…430; red1's front guides reach y = 321.8 but the closest parts are the
    // edges: 400 − 320 = 80 mm where the bases face each other, x 390…420: a 30 mm band.
    expect(r!.figures.distance).toBeCloseTo(80, 9);
    expect(r!.figures.range).toBe(1);
    expect(r!.tieBands.map((b) => b.widthMm)).toEqual([30]);
    expect(r!.lines.map((l) => l.cite)).toEqual(['RANGE', 'FIRING ARC', 'ATTACK', 'OBSTRUCTED']);
  });

  it('every statement cites a glossary entry', () => {
    const v = disputeVerdicts(busy);
    for (const l of [...v.moves, ...v.measures].flatMap((x) => x.lines)) expect(GLOSSARY_ENTRIES).toContain(l.cite);
  });

  it('range band outlines lie exactly 100, 200, 300 mm from the base', () => {
    const square = Array.from(baseSquare({ x: 100, y: 200, headingDeg: 33 }, 'large'));
    for (const r of [1, 2, 3] as const) {
      const ring = rangeBandOutline(square, r);
      for (let i = 0; i < ring.length; i += 2) {
        const p = new Float64Array([
          ring[i]!,
          ring[i + 1]!,
          ring[i]! + 1e-9,
          ring[i + 1]!,
          ring[i]!,
          ring[i + 1]! + 1e-9,
        ]);
        expect(measurePolygons(new Float64Array(square), p).distanceMm).toBeCloseTo(r * 100, 6);
      }
    }
  });
});
