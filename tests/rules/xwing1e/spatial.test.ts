/**
 * The engine's broad phase (src/rules/xwing1e/spatial.ts): the autopilot's position score taken from the
 * index equals, bit for bit, the score scanning every enemy and obstacle; range-3 queries miss no ship in
 * range; the kept view follows ships that move and ships that leave play.
 */
import { describe, expect, it } from 'vitest';
import { baseSquare, distanceToEdges, finalPose, parseManeuver, shipRange } from '../../../src/kernel/index.ts';
import type { Pose } from '../../../src/kernel/pose.ts';
import { positionScore, withDuelScore } from '../../../src/rules/xwing1e/autopilot.ts';
import { obstacleState } from '../../../src/rules/xwing1e/setup.ts';
import { kernelView, withinRange3 } from '../../../src/rules/xwing1e/spatial.ts';
import type { GameState, ShipState } from '../../../src/rules/xwing1e/state.ts';
import { stateWith, type TestShip } from './engine/harness.ts';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The position score as it was written before the broad phase: every enemy, every obstacle (each enemy's part as the autopilot adds it). */
function scannedScore(state: GameState, ship: ShipState, pose: Pose): number {
  const enemies = state.ships.filter((e) => !e.destroyed && e.player !== ship.player);
  const obstacles = state.obstacles.map((o) => o.placed);
  let score = 0;
  let nearest = Infinity;
  for (const enemy of enemies) {
    const ahead = finalPose(enemy.pose, enemy.size, parseManeuver('straight-2')!);
    score = withDuelScore(score, ship, pose, enemy, ahead, obstacles);
    nearest = Math.min(nearest, Math.hypot(ahead.x - pose.x, ahead.y - pose.y));
  }
  if (Number.isFinite(nearest)) score -= Math.abs(nearest - 220) * 0.03;
  const edge = distanceToEdges(
    { widthMm: state.playArea.width, heightMm: state.playArea.height },
    baseSquare(pose, ship.size),
  );
  if (edge < 90) score -= ((90 - edge) / 90) * 25;
  return score;
}

const KINDS: [string, string][] = [
  ['xwing', 'rookiepilot'],
  ['tiefighter', 'academypilot'],
  ['yt1300', 'outerrimsmuggler'],
  ['tieadvanced', 'stormsquadronpilot'],
  ['ywing', 'goldsquadronpilot'],
  ['lambdaclassshuttle', 'omicrongrouppilot'],
];

/**
 * 160 ships (some large, some with turrets) over a 3.2 m table with 40 obstacles, a few destroyed: enough ships
 * that the queries use the grid rather than scanning a small table outright.
 */
function crowdedState(seed: number): GameState {
  const rnd = lcg(seed);
  const base: TestShip[] = Array.from({ length: 12 }, (_, i) => {
    const [ship, pilot] = KINDS[i % KINDS.length]!;
    return { id: `t${i}`, player: (i % 2) as 0 | 1, ship, pilot, x: 0, y: 0, heading: 0 };
  });
  const state = stateWith(base);
  state.playArea = { width: 3200, height: 3200 };
  state.ships = Array.from({ length: 160 }, (_, i) => {
    const t = state.ships[i % 12]!;
    return {
      ...structuredClone(t),
      id: `s${i}`,
      pose: { x: 40 + rnd() * 3120, y: 40 + rnd() * 3120, headingDeg: rnd() * 360 },
      destroyed: rnd() < 0.1,
    };
  });
  state.obstacles = Array.from({ length: 40 }, (_, i) =>
    obstacleState({ id: `o${i}`, shape: `asteroid-${1 + (i % 6)}`, x: 100 + rnd() * 3000, y: 100 + rnd() * 3000 }),
  );
  return state;
}

describe('engine broad phase', () => {
  it('the position score from the index is the scanned one, bit for bit, as ships move and leave', () => {
    for (const seed of [1]) {
      const state = crowdedState(seed);
      const rnd = lcg(seed + 100);
      for (let step = 0; step < 2; step++) {
        for (const ship of state.ships.filter((s, i) => !s.destroyed && i % 3 === 0)) {
          const pose = {
            x: ship.pose.x + (rnd() - 0.5) * 200,
            y: ship.pose.y + (rnd() - 0.5) * 200,
            headingDeg: rnd() * 360,
          };
          expect(positionScore(state, ship, pose)).toBe(scannedScore(state, ship, pose));
        }
        // Between steps: a few ships move (new poses) and one leaves play.
        for (const s of state.ships.slice(0, 6)) s.pose = { x: 40 + rnd() * 3120, y: 40 + rnd() * 3120, headingDeg: 0 };
        const gone = state.ships.find((s) => !s.destroyed);
        if (gone) gone.destroyed = true;
      }
    }
  });

  it('range-3 queries keep every ship at range 1–3, in the state order', () => {
    const state = crowdedState(7);
    const view = kernelView(state);
    const inPlay = state.ships.filter((s) => !s.destroyed);
    for (const ship of inPlay.filter((_, i) => i % 4 === 0)) {
      const near = withinRange3(view, ship.pose, ship.size);
      const wanted = inPlay.filter((e) => shipRange(ship.pose, ship.size, e.pose, e.size).band !== null);
      for (const e of wanted) expect(near).toContain(e);
      expect(near).toEqual(inPlay.filter((e) => near.includes(e)));
    }
  });
});
