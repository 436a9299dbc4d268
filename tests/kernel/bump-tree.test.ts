/**
 * The bump search for turning bases as findFreeProgress runs it (bumpTree.ts certifies the deep overlap, then
 * curvedBump.ts's contactBelow follows one piece pair to its contact): against the boolean 101-step scan (the
 * benchmark baseline) and against a fine bisection of Σ, on random maneuvers and ship placements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { separationAlongPath, steppedOverlapFreeProgress } from '../../src/kernel/bump.ts';
import { certifiedOverlapTop } from '../../src/kernel/bumpTree.ts';
import { findFreeProgress } from '../../src/kernel/bumpSearch.ts';
import { CONTACT_TOLERANCE_MM } from '../../src/kernel/constants.ts';
import { maneuverName } from '../../src/kernel/maneuver.ts';
import { maneuverPath, travelMm } from '../../src/kernel/path.ts';
import { reachableShips } from '../../src/kernel/resolve.ts';
import { arbScenario } from './arbitraries.ts';
import { bisected, curvedNames } from './bumpReference.ts';
import { mv, ship, table } from './helpers.ts';

describe('the bump search for turning bases (tree, then one pair followed to its contact)', () => {
  it('property: agrees with a fine bisection of Σ to 1e-6 mm, touching within 1e-7 mm (seed 31)', () => {
    let bumps = 0;
    fc.assert(
      fc.property(arbScenario({ names: curvedNames }), ({ table: t, maneuver }) => {
        const me = t.ships[0]!;
        const path = maneuverPath(me.pose, me.size, maneuver);
        const others = reachableShips(t, me, path);
        const sigma = separationAlongPath(path, me.size, others);
        const exact = findFreeProgress(path, me.size, others, `${me.size}:${maneuverName(maneuver)}`);
        if (exact.progress === 1 || exact.stuckAtStart) return;
        bumps++;
        expect(exact.gapMm).toBeGreaterThanOrEqual(0);
        expect(exact.gapMm).toBeLessThanOrEqual(CONTACT_TOLERANCE_MM / 10);
        expect(sigma(exact.progress)).toBe(exact.gapMm);
        const travel = travelMm(path);
        // Rear-guide motion between the two answers, mm: the search backs off at most half a tolerance.
        expect(Math.abs(exact.progress - bisected(sigma)) * travel).toBeLessThanOrEqual(CONTACT_TOLERANCE_MM);
      }),
      { seed: 31, numRuns: 300 },
    );
    expect(bumps).toBeGreaterThan(100);
  });

  it('property: never behind the boolean 101-step scan, and ahead of it by more than a step only in a free window it skipped (seed 37)', () => {
    let bumps = 0;
    fc.assert(
      fc.property(arbScenario({ names: curvedNames }), ({ table: t, maneuver }) => {
        const me = t.ships[0]!;
        const path = maneuverPath(me.pose, me.size, maneuver);
        const others = reachableShips(t, me, path);
        const scan = steppedOverlapFreeProgress(path, me.size, others);
        const exact = findFreeProgress(path, me.size, others, `${me.size}:${maneuverName(maneuver)}`);
        if (exact.progress === 1 || exact.stuckAtStart) return;
        bumps++;
        const slack = CONTACT_TOLERANCE_MM / travelMm(path);
        expect(exact.progress).toBeGreaterThanOrEqual(scan.progress - slack);
        if (exact.progress > scan.progress + 0.01) {
          // The scan's sample just above the answer overlaps: the window holding the answer lies between samples.
          const sigma = separationAlongPath(path, me.size, others);
          expect(sigma(Math.ceil(exact.progress * 100) / 100)).toBeLessThan(0);
        }
      }),
      { seed: 37, numRuns: 300 },
    );
    expect(bumps).toBeGreaterThan(100);
  });

  it('property: the tree certifies only overlap: Σ < 0 at 400 progresses above where it stops (seed 41)', () => {
    let deep = 0;
    fc.assert(
      fc.property(arbScenario({ names: curvedNames }), ({ table: t, maneuver }) => {
        const me = t.ships[0]!;
        const path = maneuverPath(me.pose, me.size, maneuver);
        const others = reachableShips(t, me, path);
        const sigma = separationAlongPath(path, me.size, others);
        if (sigma(1) >= 0) return;
        const top = certifiedOverlapTop(path, me.size, others, `${me.size}:${maneuverName(maneuver)}`);
        if (top < 1) deep++;
        for (let i = 0; i <= 400; i++) {
          const p = top + ((1 - top) * i) / 400;
          expect(sigma(p)).toBeLessThan(0);
        }
      }),
      { seed: 41, numRuns: 200 },
    );
    expect(deep).toBeGreaterThan(50);
  });

  it('falls back (an unknown key) to the same answer: the tree needs a maneuver name it can read', () => {
    // bank-left-2, small, from (400, 400) heading +x; a large base in its way near the end.
    const t = table([ship('M', 400, 400), ship('A', 530, 460, 20, 'large')]);
    const me = t.ships[0]!;
    const path = maneuverPath(me.pose, me.size, mv('bank-left-2'));
    const others = reachableShips(t, me, path);
    expect(certifiedOverlapTop(path, me.size, others, 'no such key')).toBe(1);
    const named = findFreeProgress(path, me.size, others, 'small:bank-left-2');
    const unnamed = findFreeProgress(path, me.size, others, 'small:not-a-maneuver');
    expect(named.progress).toBeLessThan(1);
    expect(Math.abs(named.progress - unnamed.progress) * travelMm(path)).toBeLessThanOrEqual(CONTACT_TOLERANCE_MM);
  });
});
