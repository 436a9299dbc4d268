/**
 * The contact in closed form where both guides ride the arc (arcBump.ts), against the certified descent it
 * replaces there (curvedBump.ts), the boolean 101-step scan (the benchmark baseline) and a fine bisection of Σ,
 * on random maneuvers and ship placements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { separationAlongPath, steppedOverlapFreeProgress } from '../../src/kernel/bump.ts';
import { arcContact, arcHandoff } from '../../src/kernel/arcBump.ts';
import { certifiedOverlapTop, certifier } from '../../src/kernel/bumpTree.ts';
import { findFreeProgress } from '../../src/kernel/bumpSearch.ts';
import { CONTACT_TOLERANCE_MM } from '../../src/kernel/constants.ts';
import { contactBelow, curvedFreeProgress } from '../../src/kernel/curvedBump.ts';
import { maneuverName } from '../../src/kernel/maneuver.ts';
import { maneuverPath, travelMm } from '../../src/kernel/path.ts';
import { reachableShips } from '../../src/kernel/resolve.ts';
import { arbScenario } from './arbitraries.ts';
import { bisected, curvedNames } from './bumpReference.ts';
import { mv, ship, table } from './helpers.ts';

const TOLERANCE_MM = CONTACT_TOLERANCE_MM / 10;

describe('the contact in closed form while both guides ride the arc', () => {
  it('property: where it concludes, it agrees with the certified descent, the boolean scan and a bisection of Σ (seed 43)', () => {
    let solved = 0;
    let handoffs = 0;
    fc.assert(
      fc.property(arbScenario({ names: curvedNames }), ({ table: t, maneuver }) => {
        const me = t.ships[0]!;
        const path = maneuverPath(me.pose, me.size, maneuver);
        const others = reachableShips(t, me, path);
        const sigma = separationAlongPath(path, me.size, others);
        if (sigma(1) >= 0) return;
        const key = `${me.size}:${maneuverName(maneuver)}`;
        const top = certifiedOverlapTop(path, me.size, others, key);
        const hint = certifier.index;
        const arc = arcContact(path, me.size, others, TOLERANCE_MM, top, hint);
        if (arc === null) {
          // Handed over: the followed pair overlaps all the way down to where the stretch on the arc starts.
          for (let i = 0; arcHandoff.top >= 0 && i <= 50; i++) {
            handoffs++;
            expect(sigma(arcHandoff.top + ((top - arcHandoff.top) * i) / 50)).toBeLessThan(0);
          }
          return;
        }
        solved++;
        const travel = travelMm(path);
        // Touching within the tolerance, never overlapping; the gap is Σ's own number there.
        expect(arc.gapMm).toBeGreaterThanOrEqual(0);
        expect(arc.gapMm).toBeLessThanOrEqual(TOLERANCE_MM);
        expect(sigma(arc.progress)).toBe(arc.gapMm);
        // Never behind the scan (but for the half tolerance backed off from an exact contact).
        const scan = steppedOverlapFreeProgress(path, me.size, others);
        expect(arc.progress).toBeGreaterThanOrEqual(scan.progress - CONTACT_TOLERANCE_MM / travel);
        // The certified descent from the same start finds the same contact, to 1e-6 mm of the rear guide's travel.
        const descent =
          contactBelow(path, me.size, others, key, TOLERANCE_MM, top, hint) ??
          curvedFreeProgress(path, me.size, others, key, TOLERANCE_MM, top);
        expect(descent).not.toBeNull();
        expect(Math.abs(arc.progress - (descent?.progress ?? NaN)) * travel).toBeLessThanOrEqual(CONTACT_TOLERANCE_MM);
        expect(Math.abs(arc.progress - bisected(sigma)) * travel).toBeLessThanOrEqual(CONTACT_TOLERANCE_MM);
      }),
      { seed: 43, numRuns: 600 },
    );
    expect(solved).toBeGreaterThan(40);
    expect(handoffs).toBeGreaterThan(0);
  });

  it('property: findFreeProgress with the closed form is never behind the boolean scan and touches within 1e-7 mm (seed 47)', () => {
    let bumps = 0;
    fc.assert(
      fc.property(arbScenario({ names: curvedNames }), ({ table: t, maneuver }) => {
        const me = t.ships[0]!;
        const path = maneuverPath(me.pose, me.size, maneuver);
        const others = reachableShips(t, me, path);
        const exact = findFreeProgress(path, me.size, others, `${me.size}:${maneuverName(maneuver)}`);
        if (exact.progress === 1 || exact.stuckAtStart) return;
        bumps++;
        const scan = steppedOverlapFreeProgress(path, me.size, others);
        expect(exact.gapMm).toBeGreaterThanOrEqual(0);
        expect(exact.gapMm).toBeLessThanOrEqual(TOLERANCE_MM);
        expect(exact.progress).toBeGreaterThanOrEqual(scan.progress - CONTACT_TOLERANCE_MM / travelMm(path));
      }),
      { seed: 47, numRuns: 400 },
    );
    expect(bumps).toBeGreaterThan(100);
  });

  it('applies only where both guides ride the arc', () => {
    // bank-left-1, small, from (400, 400) heading +x: a large base across the arc, met while both guides ride it.
    const t = table([ship('M', 400, 400), ship('A', 470, 445, 30, 'large')]);
    const me = t.ships[0]!;
    const path = maneuverPath(me.pose, me.size, mv('bank-left-1'));
    const others = reachableShips(t, me, path);
    expect(arcContact(path, me.size, others, TOLERANCE_MM, 1, -1)).toBeNull();
    expect(arcHandoff.top).toBe(-1);
    const straight = maneuverPath(me.pose, me.size, mv('straight-2'));
    expect(arcContact(straight, me.size, others, TOLERANCE_MM, 0.5, -1)).toBeNull();
  });
});
