/**
 * The broad phase (src/kernel/broadPhase.ts) only decides which ships and obstacles the exact tests see: a
 * maneuver resolved with the table's grid must come out bit for bit as with the brute-force scan (every query
 * handed everything), on random dense fields with large bases, obstacles, Tallon rolls and ships fleeing over
 * the edge; and the index kept for a table must follow the table as ships move, leave or change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanIndex, tableIndex } from '../../src/kernel/broadPhase.ts';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { allManeuverNames, parseManeuver } from '../../src/kernel/maneuver.ts';
import { placeNamedObstacle } from '../../src/kernel/obstacle.ts';
import { OBSTACLE_OUTLINES } from '../../src/kernel/obstacleOutlines.ts';
import { resolveManeuver } from '../../src/kernel/resolve.ts';
import type { TableState } from '../../src/kernel/table.ts';

const MANEUVERS = allManeuverNames().map((n) => parseManeuver(n)!);
const SHAPES = Object.keys(OBSTACLE_OUTLINES);

const arbShip = fc.record({
  x: fc.double({ min: 0.03, max: 0.97, noNaN: true }),
  y: fc.double({ min: 0.03, max: 0.97, noNaN: true }),
  headingDeg: fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
  size: fc.constantFrom<BaseSize>('small', 'small', 'large'),
});
const arbObstacle = fc.record({
  x: fc.double({ min: 0, max: 1, noNaN: true }),
  y: fc.double({ min: 0, max: 1, noNaN: true }),
  rotationDeg: fc.double({ min: 0, max: 360, noNaN: true }),
  flipped: fc.boolean(),
  shape: fc.constantFrom(...SHAPES),
});

/** A crowded field: up to 70 ships (they may overlap) and 12 obstacles over a table of 700–2,000 mm. */
const arbField = fc
  .record({
    sideMm: fc.double({ min: 700, max: 2000, noNaN: true }),
    ships: fc.array(arbShip, { minLength: 2, maxLength: 70, size: 'max' }),
    obstacles: fc.array(arbObstacle, { maxLength: 12, size: 'max' }),
    maneuvers: fc.array(fc.integer({ min: 0, max: MANEUVERS.length - 1 }), { minLength: 1, maxLength: 4 }),
    slideMm: fc.double({ min: -30, max: 30, noNaN: true }),
  })
  .map(({ sideMm, ships, obstacles, maneuvers, slideMm }) => {
    const table: TableState = {
      widthMm: sideMm,
      heightMm: sideMm,
      ships: ships.map((s, i) => ({
        id: `s${i}`,
        size: s.size,
        pose: { x: s.x * sideMm, y: s.y * sideMm, headingDeg: s.headingDeg },
      })),
      obstacles: obstacles.map((o, i) =>
        placeNamedObstacle(`o${i}`, o.shape, {
          x: o.x * sideMm,
          y: o.y * sideMm,
          rotationDeg: o.rotationDeg,
          flipped: o.flipped,
        }),
      ),
    };
    return { table, maneuvers: maneuvers.map((k) => MANEUVERS[k]!), slideMm };
  });

describe('broad phase', () => {
  it('property: every ship flying every drawn maneuver comes out bit for bit as with the brute-force scan', () => {
    let resolves = 0;
    let bumps = 0;
    let fled = 0;
    let hits = 0;
    let through = 0;
    fc.assert(
      fc.property(arbField, ({ table, maneuvers, slideMm }) => {
        const scan = scanIndex(table);
        const index = tableIndex(table);
        for (const ship of table.ships) {
          for (const m of maneuvers) {
            const opts = { tallonSlideMm: slideMm };
            const brute = resolveManeuver(table, ship.id, m, { ...opts, index: scan });
            const grid = resolveManeuver(table, ship.id, m, { ...opts, index });
            expect(grid).toStrictEqual(brute);
            // The default (the table's kept index) too.
            expect(resolveManeuver(table, ship.id, m, opts)).toStrictEqual(brute);
            resolves++;
            if (brute.bumped.length) bumps++;
            if (brute.fled) fled++;
            if (brute.obstaclesHit.length) hits++;
            if (brute.movedThrough.ships.length) through++;
          }
        }
      }),
      { seed: 20261124, numRuns: 50 },
    );
    // The fields really are crowded: every kind of contact happens many times.
    expect(resolves).toBeGreaterThan(1500);
    expect(Math.min(bumps, fled, hits, through)).toBeGreaterThan(50);
  });

  it('the kept index follows the table: moved, mutated, removed and replaced ships, swapped obstacles', () => {
    const table: TableState = {
      widthMm: 2400,
      heightMm: 2400,
      ships: Array.from({ length: 120 }, (_, i) => ({
        id: `s${i}`,
        size: (i % 5 === 0 ? 'large' : 'small') as BaseSize,
        pose: { x: 60 + (i % 12) * 190, y: 60 + Math.floor(i / 12) * 190, headingDeg: (i * 37) % 360 },
      })),
      obstacles: [placeNamedObstacle('rock', 'asteroid-3', { x: 700, y: 700, rotationDeg: 10, flipped: false })],
    };
    const m = parseManeuver('straight-4')!;
    const same = () => {
      for (const s of table.ships.slice(0, 40)) {
        expect(resolveManeuver(table, s.id, m)).toStrictEqual(
          resolveManeuver(table, s.id, m, { index: scanIndex(table) }),
        );
      }
    };
    same();
    // A ship jumps next to s0's path: a new pose object, then the same object changed in place.
    const mover = table.ships[100]!;
    mover.pose = { x: 60, y: 60 + 95, headingDeg: 0 };
    same();
    mover.pose.x = 60 + 190;
    mover.pose.y = 60 + 120;
    same();
    // A ship replaced by another object with another id and size, a ship removed, an obstacle added.
    table.ships[101] = { id: 'new', size: 'large', pose: { x: 250, y: 300, headingDeg: 90 } };
    same();
    expect(resolveManeuver(table, 'new', m).ship).toBe('new');
    table.ships = table.ships.filter((s) => s.id !== 's1');
    same();
    expect(() => resolveManeuver(table, 's1', m)).toThrow('no ship with id "s1"');
    table.obstacles.push(placeNamedObstacle('rock2', 'debris-2', { x: 60, y: 200, rotationDeg: 0, flipped: false }));
    same();
  });
});
