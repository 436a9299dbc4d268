/**
 * The autopilot's duel score (withDuelScore) takes from the kernel only what it needs of each shot (in arc at
 * range 1–3, the band, obstructed) instead of attackGeometry's full answer: it must add exactly what the score
 * written with attackGeometry added, bit for bit, or simulated battles would change. Checked over seeded pairs of
 * bases at every distance up to beyond range 3, small and large, primary, auxiliary and turret arcs, among rocks.
 */
import { describe, expect, it } from 'vitest';
import { attackGeometry, type PlacedObstacle, type Pose } from '../../../src/kernel/index.ts';
import { withDuelScore } from '../../../src/rules/xwing1e/autopilot.ts';
import { hullLeft } from '../../../src/rules/xwing1e/effective.ts';
import type { ShipState } from '../../../src/rules/xwing1e/state.ts';
import { stateWith } from './engine/harness.ts';

/** withDuelScore as written on attackGeometry before it was trimmed (the reference). */
function referenceDuelScore(
  running: number,
  ship: ShipState,
  pose: Pose,
  enemy: ShipState,
  ahead: Pose,
  obstacles: readonly PlacedObstacle[],
): number {
  let score = running;
  for (const arc of ship.arcs) {
    const g = attackGeometry(pose, ship.size, arc, ahead, enemy.size, obstacles);
    if (g.inArc && g.band) {
      score +=
        20 +
        (g.band === 1 ? 4 : g.band === 2 ? 3 : 0) -
        (g.obstructed ? 4 : 0) +
        6 / (1 + hullLeft(enemy) + enemy.shields);
      break;
    }
  }
  for (const arc of enemy.arcs) {
    const g = attackGeometry(ahead, enemy.size, arc, pose, ship.size, obstacles);
    if (g.inArc && g.band) {
      score -= 9 + (g.band === 1 ? 3 : 0);
      break;
    }
  }
  return score;
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const KINDS: [string, string][] = [
  ['xwing', 'rookiepilot'],
  ['tiefighter', 'academypilot'],
  ['yt1300', 'outerrimsmuggler'],
  ['lambdaclassshuttle', 'omicrongrouppilot'],
  ['ywing', 'goldsquadronpilot'],
  ['tieadvanced', 'stormsquadronpilot'],
];

describe('autopilot duel score', () => {
  it('adds exactly what the attackGeometry-based score adds, at every distance and arc, among obstacles', () => {
    const rnd = lcg(7);
    const ships = KINDS.map(([ship, pilot], i) => ({
      id: `s${i}`,
      player: (i % 2) as 0 | 1,
      ship,
      pilot,
      x: 0,
      y: 0,
      heading: 0,
    }));
    const rocks = Array.from({ length: 8 }, (_, i) => ({
      id: `o${i}`,
      shape: `asteroid-${1 + (i % 6)}`,
      x: 300 + rnd() * 300,
      y: 300 + rnd() * 300,
      rotation: rnd() * 360,
    }));
    const state = stateWith(ships, rocks);
    const obstacles = state.obstacles.map((o) => o.placed);
    let inRange = 0;
    let hits = 0;
    let obstructed = 0;
    for (let n = 0; n < 600; n++) {
      const ship = state.ships[n % state.ships.length]!;
      const enemy = state.ships[(n * 5 + 1) % state.ships.length]!;
      if (enemy === ship) continue;
      const pose: Pose = { x: 300 + rnd() * 300, y: 300 + rnd() * 300, headingDeg: rnd() * 360 };
      // Up to 520 mm apart: beyond range 3 for every pair of bases at the far end.
      const r = rnd() * 520;
      const a = rnd() * 2 * Math.PI;
      const ahead: Pose = { x: pose.x + r * Math.cos(a), y: pose.y + r * Math.sin(a), headingDeg: rnd() * 360 };
      const running = rnd() * 10;
      const expected = referenceDuelScore(running, ship, pose, enemy, ahead, obstacles);
      expect(withDuelScore(running, ship, pose, enemy, ahead, obstacles)).toBe(expected);
      if (r < 300) inRange++;
      if (expected !== running) hits++;
      if (ship.arcs.some((arc) => attackGeometry(pose, ship.size, arc, ahead, enemy.size, obstacles).obstructed))
        obstructed++;
    }
    // The draw covers every case: shots that score, obstructed ones, and pairs that add nothing.
    expect(inRange).toBeGreaterThan(200);
    expect(hits).toBeGreaterThan(100);
    expect(obstructed).toBeGreaterThan(20);
  });
});
