/**
 * A computer player good enough for a watchable battle. For each option on the dial it asks the kernel where
 * the ship would really end up (bumps, obstacles, fleeing), then scores the position: enemies in its arc at
 * good range, its exposure to enemy arcs (enemies projected one straight-2 ahead), obstacles, bumps, stress
 * and the table edge. Deterministic: its variety comes from a hash of the game's generator state, and it
 * never draws from the generator, so the dice are the same whoever decides.
 */
import {
  arcHalfPlanes,
  type ArcKind,
  attackGeometry,
  BASE_SIDE_MM,
  type BaseSize,
  baseSquare,
  BROAD_MARGIN_MM,
  clipToArc,
  distanceToEdges,
  isObstructed,
  measurePolygons,
  parseManeuver,
  type PlacedObstacle,
  type Pose,
  RANGE_BAND_MM,
  resolveManeuver,
} from '../../kernel/index.ts';
import { findOne, itemAt } from '../../battle/lookup.ts';
import type { ActionOption, AttackOption, Policy } from './decisions.ts';
import { effectiveAttack, effectiveDifficulty, hullLeft } from './effective.ts';
import { effectsOf } from './abilities/active.ts';
import { mineAction, minePenalty } from './bombs/policy.ts';
import { barActionPick } from './actionBar/policy.ts';
import {
  aheadOf,
  AHEAD_REACH_MM,
  type KernelView,
  kernelView,
  nearestEnemyAhead,
  obstacleKinds,
  obstaclesBetween,
  withinRange3,
} from './spatial.ts';
import type { GameState, ShipState } from './state.ts';

/** A small deterministic hash → [0, 1), for tie-breaking noise that does not touch the dice. */
function noise(state: GameState, ship: ShipState, salt: string): number {
  let h = (state.rng[0] ^ Math.imul(state.round + 1, 0x9e3779b1)) >>> 0;
  for (const ch of ship.id + salt) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  return (h >>> 8) / 2 ** 24;
}

/** How good a pose is for `ship` against the enemies: offence, exposure, range and the edge. */
export function positionScore(state: GameState, ship: ShipState, pose: Pose): number {
  return positionScoreOn(kernelView(state), state, ship, pose);
}

/**
 * `positionScore` on a kernel view of the state. Only enemies whose projected bases can be within range 3 can
 * add or take points for arcs, so those come from the broad phase (in the scan's order, so the sum is the same
 * to the bit), each with the obstacles between the two bases; the nearest enemy is found by searching outward.
 */
function positionScoreOn(view: KernelView, state: GameState, ship: ShipState, pose: Pose): number {
  let score = 0;
  for (const enemy of withinRange3(view, pose, ship.size, AHEAD_REACH_MM)) {
    if (enemy.player === ship.player) continue;
    const ahead = aheadOf(enemy);
    // Beyond range 3 neither base can shoot the other, so withDuelScore would add nothing: skip it.
    if (beyondRange3(pose, ship.size, ahead, enemy.size)) continue;
    const obstacles = obstaclesBetween(view, pose, ship.size, ahead, enemy.size);
    score = withDuelScore(score, ship, pose, enemy, ahead, obstacles);
  }
  const nearest = nearestEnemyAhead(view, ship.player, pose);
  if (Number.isFinite(nearest)) score -= Math.abs(nearest - 220) * 0.03;
  const edge = distanceToEdges(
    { widthMm: state.playArea.width, heightMm: state.playArea.height },
    baseSquare(pose, ship.size),
  );
  if (edge < 90) score -= ((90 - edge) / 90) * 25;
  return score;
}

/**
 * A running position score with what one enemy means added: a ship standing at `pose`, the enemy one straight 2
 * ahead of where it is; a shot in arc is worth more at close range and against a weak enemy, less when
 * obstructed; being in the enemy's arc costs. `obstacles` are those that may lie between the two bases. The
 * terms are added to the running score one by one, in this order, because the autopilot's choices (and so
 * every simulated battle) depend on the last bit of the sum.
 */
export function withDuelScore(
  running: number,
  ship: ShipState,
  pose: Pose,
  enemy: ShipState,
  ahead: Pose,
  obstacles: readonly PlacedObstacle[],
): number {
  let score = running;
  for (const arc of ship.arcs) {
    const g = shotGeometry(pose, ship.size, arc, ahead, enemy.size, obstacles);
    if (g) {
      score +=
        20 +
        (g.band === 1 ? 4 : g.band === 2 ? 3 : 0) -
        (g.obstructed ? 4 : 0) +
        6 / (1 + hullLeft(enemy) + enemy.shields);
      break;
    }
  }
  for (const arc of enemy.arcs) {
    const g = shotGeometry(ahead, enemy.size, arc, pose, ship.size, obstacles);
    if (g) {
      score -= 9 + (g.band === 1 ? 3 : 0);
      break;
    }
  }
  return score;
}

/** Half the diagonal of a base square, mm: no point of the square lies farther from its centre. */
const HALF_DIAGONAL_MM: Record<BaseSize, number> = {
  small: (BASE_SIDE_MM.small / 2) * Math.SQRT2,
  large: (BASE_SIDE_MM.large / 2) * Math.SQRT2,
};

/**
 * True when two base squares are certainly beyond range 3 of each other: their centres are farther apart than
 * range 3 plus both half-diagonals (and a margin far above rounding), so no arc of either has a band.
 */
function beyondRange3(a: Pose, aSize: BaseSize, b: Pose, bSize: BaseSize): boolean {
  const reach = 3 * RANGE_BAND_MM + HALF_DIAGONAL_MM[aSize] + HALF_DIAGONAL_MM[bSize] + BROAD_MARGIN_MM;
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy > reach * reach;
}

/**
 * What the position score needs of attackGeometry, and no more: null when the target is not in the arc at
 * range 1–3, else its band and whether it is obstructed. The same steps as attackGeometry (clip to the arc,
 * measure, the obstruction test on the tied lines), without the display line and the crossed obstacles.
 */
function shotGeometry(
  attacker: Pose,
  attackerSize: BaseSize,
  arc: ArcKind,
  target: Pose,
  targetSize: BaseSize,
  obstacles: readonly PlacedObstacle[],
): { band: 1 | 2 | 3; obstructed: boolean } | null {
  const inside = clipToArc(squareOf(target, targetSize), arcOf(attacker, attackerSize, arc));
  if (inside.length < 2) return null;
  const m = measurePolygons(squareOf(attacker, attackerSize), inside);
  if (m.distanceMm === 0) return { band: 1, obstructed: false };
  if (!m.band) return null;
  return { band: m.band, obstructed: isObstructed(m.tied, obstacles) };
}

interface PoseShapes {
  x: number;
  y: number;
  h: number;
  size: BaseSize;
  square: ReturnType<typeof baseSquare>;
  arcs: Partial<Record<ArcKind, ReturnType<typeof arcHalfPlanes>>>;
}

/**
 * A pose's base square and arc half-planes, kept per pose object (checked against its numbers): a scored pose
 * meets every enemy near it, and an enemy's projected pose every ship near it, with the same shapes.
 */
const shapesCache = new WeakMap<Pose, PoseShapes>();

function shapesOf(pose: Pose, size: BaseSize): PoseShapes {
  const hit = shapesCache.get(pose);
  if (hit && hit.x === pose.x && hit.y === pose.y && hit.h === pose.headingDeg && hit.size === size) return hit;
  const shapes = { x: pose.x, y: pose.y, h: pose.headingDeg, size, square: baseSquare(pose, size), arcs: {} };
  shapesCache.set(pose, shapes);
  return shapes;
}

/** baseSquare, kept per pose (shared: read only). */
function squareOf(pose: Pose, size: BaseSize): ReturnType<typeof baseSquare> {
  return shapesOf(pose, size).square;
}

/** arcHalfPlanes, kept per pose (shared: read only). */
function arcOf(pose: Pose, size: BaseSize, arc: ArcKind): ReturnType<typeof arcHalfPlanes> {
  const shapes = shapesOf(pose, size);
  return (shapes.arcs[arc] ??= arcHalfPlanes(pose, size, arc));
}

/** Scores one dial option for a ship, flying it on the kernel from where the ships stand now. */
export function maneuverScore(state: GameState, ship: ShipState, maneuver: string): number {
  return maneuverScoreOn(kernelView(state), state, ship, maneuver);
}

/** `maneuverScore` on a kernel view of the state (one view serves every option of a decision). */
function maneuverScoreOn(view: KernelView, state: GameState, ship: ShipState, maneuver: string): number {
  const m = parseManeuver(maneuver);
  if (!m) throw new Error(`not a maneuver: ${maneuver}`);
  const o = resolveManeuver(view.table, ship.id, m, { index: view.index });
  if (o.fled) return -1000;
  let score = positionScoreOn(view, state, ship, o.final);
  const kinds = obstacleKinds(state);
  for (const id of o.obstaclesHit) score -= kinds.get(id) === 'asteroid' ? 25 : 12;
  score -= minePenalty(state, ship, o);
  if (o.bumped.length) score -= 12;
  const difficulty = effectiveDifficulty(ship, maneuver);
  if (difficulty === 'red') score -= 7 + ship.stress * 20;
  if (difficulty === 'green' && ship.stress > 0) score += 6;
  return score + noise(state, ship, maneuver) * 3;
}

/** The autopilot's policy. */
export const autopilot: Policy = {
  dial(state, ship) {
    let best = itemAt(ship.dial, 0, `${ship.id}'s dial`).maneuver;
    let bestScore = -Infinity;
    const view = kernelView(state);
    for (const d of ship.dial) {
      const s = maneuverScoreOn(view, state, ship, d.maneuver);
      if (s > bestScore) {
        bestScore = s;
        best = d.maneuver;
      }
    }
    return best;
  },

  redSubstitute(state, ship, _revealed, options) {
    // The opponent chooses: the option that is worst for the ship.
    let worst = itemAt(options, 0, 'the red maneuvers to choose from');
    let worstScore = Infinity;
    const view = kernelView(state);
    for (const m of options) {
      const s = maneuverScoreOn(view, state, ship, m);
      if (s < worstScore) {
        worstScore = s;
        worst = m;
      }
    }
    return worst;
  },

  decloak(state, ship, options) {
    const view = kernelView(state);
    const here = positionScoreOn(view, state, ship, ship.pose);
    const best = bestMove(view, state, ship, options);
    return best && best.score > here ? best.option.choice : null;
  },

  action(state, ship, options) {
    if (options.length === 0) return null;
    // A mine goes down first when an enemy is near where it would lie (bombs/policy.ts).
    const mine = mineAction(state, ship, options);
    if (mine) return mine.choice;
    const has = (a: string) => options.find((o) => o.choice.action === a);
    // Only ships within range 3 can be in arc at range: the broad phase hands those over, in the scan's order.
    // One view for the whole decision (bringing it up to date looks at every ship).
    const view = kernelView(state);
    const enemiesInArc = withinRange3(view, ship.pose, ship.size).filter(
      (e) =>
        e.player !== ship.player &&
        ship.arcs.some((arc) => {
          const g = attackGeometry(ship.pose, ship.size, arc, e.pose, e.size, []);
          return g.inArc && g.band;
        }),
    );
    const repair = options.find(
      (o) => o.choice.action.startsWith('repair-') && o.choice.action !== 'repair-console-fire',
    );
    const here = positionScoreOn(view, state, ship, ship.pose);
    const move = bestMove(
      view,
      state,
      ship,
      options.filter((o) => o.final),
    );
    // SLAM (its weapons disabled token costs the attack): only with no enemy in arc, scored as a dial maneuver is.
    const slam = enemiesInArc.length === 0 ? bestSlam(view, state, ship, options) : null;
    if (slam && slam.score > here + 15 && (!move || slam.score > move.score)) return slam.choice;
    if (enemiesInArc.length === 0 && move && move.score > here + 15) return move.option.choice;
    const consoleFire = has('repair-console-fire');
    const cloak = has('cloak');
    if (enemiesInArc.length === 0 && consoleFire) return consoleFire.choice;
    if (enemiesInArc.length === 0 && repair) return repair.choice;
    if (enemiesInArc.length === 0 && cloak) return cloak.choice;
    // Reload, coordinate, jam, reinforce (actionBar/policy.ts says when).
    const barAction = enemiesInArc.length === 0 ? barActionPick(state, ship, options) : null;
    if (barAction) return barAction;
    const target = enemiesInArc.sort((a, b) => hullLeft(a) + a.shields - (hullLeft(b) + b.shields))[0];
    const lock = target && options.find((o) => o.choice.action === 'target-lock' && o.choice.target === target.id);
    if (lock && ship.lockOn !== target.id && ship.focus > 0) return lock.choice;
    const focus = has('focus');
    const evade = has('evade');
    if (focus) return focus.choice;
    if (lock && target && ship.lockOn !== target.id) return lock.choice;
    if (evade) return evade.choice;
    // Daredevil's maneuver costs a stress token and may cost damage, SLAM the attack, Rage 2 stress tokens: never a
    // fallback.
    const never = ['daredevil', 'slam', 'rage'];
    return move
      ? move.option.choice
      : (options.find((o) => !o.final && !never.includes(o.choice.action))?.choice ?? null);
  },

  attack(state, ship, options) {
    if (options.length === 0) return null;
    const value = (o: AttackOption) => {
      const t = findOne(state.ships, (s) => s.id === o.target, `attack target ${o.target}`);
      const base =
        -(hullLeft(t) + t.shields) * 10 + (o.range === 1 ? 5 : 0) - (o.obstructed ? 4 : 0) - o.distanceMm / 100;
      // A secondary weapon only when it rolls more dice than the primary weapon would at that range.
      return o.weapon ? base + weaponGain(ship, o) : base;
    };
    return options.reduce((a, b) => (value(b) > value(a) ? b : a));
  },
};

/** Extra dice a secondary weapon rolls over the primary weapon at the option's range (≤ 0: not worth it). */
function weaponGain(ship: ShipState, o: AttackOption): number {
  const w = effectsOf(ship, 'weapon').find((e) => e.effect.weapon.xws === o.weapon)?.effect.weapon;
  const gain = (w?.attack ?? 0) - (effectiveAttack(ship) + (o.range === 1 ? 1 : 0));
  return gain > 0 ? gain * 3 : -1;
}

/** The SLAM option whose maneuver scores best (as the dial's options are scored), or null without one. */
function bestSlam(
  view: KernelView,
  state: GameState,
  ship: ShipState,
  options: ActionOption[],
): { choice: ActionOption['choice']; score: number } | null {
  let best: { choice: ActionOption['choice']; score: number } | null = null;
  for (const o of options) {
    if (o.choice.action !== 'slam' || o.choice.maneuver === undefined) continue;
    const score = maneuverScoreOn(view, state, ship, o.choice.maneuver);
    if (!best || score > best.score) best = { choice: o.choice, score };
  }
  return best;
}

/** The moving option with the best resulting position. */
function bestMove(
  view: KernelView,
  state: GameState,
  ship: ShipState,
  options: ActionOption[],
): { option: ActionOption; score: number } | null {
  let best: { option: ActionOption; score: number } | null = null;
  for (const option of options) {
    if (!option.final) continue;
    const score = positionScoreOn(view, state, ship, option.final) + noise(state, ship, option.choice.action);
    if (!best || score > best.score) best = { option, score };
  }
  return best;
}
