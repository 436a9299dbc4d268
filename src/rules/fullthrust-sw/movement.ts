/**
 * Movement: capital ships turn first, then move straight at their new speed (thrust pays for every 45° step
 * and every point of speed change; no thrust means continue); fighter squadrons move together square by square
 * and stop on entering an enemy squadron's square; Dogfight/Pursuit puts the pursuer in the square behind its
 * target (both stay put when they pursue each other). Asteroid fields and planets destroy ships; fighters
 * flying through roll 2D6 (aces 1D6, heroes none); ships without thrust may collide; leaving the map ends a
 * unit's battle.
 */
import { itemAt, lastItem, valueOf } from '../../battle/lookup.ts';
import type { TimelinePose } from '../../battle/timeline.ts';
import { hitsForRoll } from './data/weapons.ts';
import { damageShip, damageSquadron } from './damage.ts';
import { type Heading, mod8, onMap, range, sameSquare, type Square, squareKey, stepAhead } from './grid.ts';
import { poseOf, unitPose } from './present.ts';
import {
  activeShips,
  activeSquadrons,
  currentThrust,
  emit,
  type Game,
  hullLeft,
  type ShipState,
  squadronById,
  type SquadronState,
} from './state.ts';

/** A capital ship's plot: new heading and speed. */
export interface ShipPlot {
  heading: Heading;
  speed: number;
}

/** Thrust a plot costs: one per 45° step turned and one per point of speed changed. */
export function plotCost(ship: ShipState, plot: ShipPlot): number {
  const d = mod8(plot.heading - ship.heading);
  return Math.min(d, 8 - d) + Math.abs(plot.speed - ship.speed);
}

/** Why a plot is illegal for a ship, or null when it is legal. */
export function plotProblem(ship: ShipState, plot: ShipPlot): string | null {
  const thrust = currentThrust(ship);
  const d = mod8(plot.heading - ship.heading);
  const steps = Math.min(d, 8 - d);
  if (thrust === 0 && (steps !== 0 || plot.speed !== ship.speed))
    return `${ship.name} has no thrust: it must continue at heading ${ship.heading}, speed ${ship.speed}`;
  if (plot.speed > ship.cls.maxSpeed) return `expected a speed of at most ${ship.cls.maxSpeed}, got ${plot.speed}`;
  if (steps > ship.cls.maxTurnSteps)
    return `expected a turn of at most ${ship.cls.maxTurnSteps} step(s) of 45°, got ${steps}`;
  const cost = plotCost(ship, plot);
  if (cost > thrust) return `the plot costs ${cost} thrust, ${ship.name} has ${thrust}`;
  return null;
}

/** Every legal plot of a ship. */
export function legalPlots(ship: ShipState): ShipPlot[] {
  const out: ShipPlot[] = [];
  for (let h = 0; h < 8; h++)
    for (let v = 0; v <= ship.cls.maxSpeed; v++) {
      const p = { heading: h as Heading, speed: v };
      if (!plotProblem(ship, p)) out.push(p);
    }
  return out;
}

/** Timeline move duration for a path of n squares, seconds. */
function moveDuration(n: number, capital: boolean): number {
  return capital ? 0.6 + 0.35 * n : 0.3 + 0.18 * n;
}

/** Whether a square is an asteroid field or a planet. */
export function isHazard(g: Game, s: Square): 'asteroid' | 'planet' | null {
  if (g.planets.some((p) => sameSquare(p, s))) return 'planet';
  if (g.asteroids.some((p) => sameSquare(p, s))) return 'asteroid';
  return null;
}

/**
 * Moves a capital ship by its plot: turn in place, then straight square by square. Stops in an asteroid or
 * planet square (destroyed) or off the map (out of the battle); a ship without thrust entering another ship's
 * square risks a collision.
 */
export function moveShip(g: Game, ship: ShipState, plot: ShipPlot): void {
  const from = unitPose(ship);
  const noThrust = currentThrust(ship) === 0;
  ship.heading = plot.heading;
  ship.speed = plot.speed;
  const poses: TimelinePose[] = [];
  if (from.heading !== ship.heading * 45 && plot.speed > 0) poses.push(poseOf(ship.pos, ship.heading));
  let end: 'hazard' | 'left' | null = null;
  let hazard: string | null = null;
  const entered: Square[] = [];
  for (let i = 0; i < plot.speed; i++) {
    const next = stepAhead(ship.pos, ship.heading);
    ship.pos = next;
    entered.push(next);
    if (!onMap(next, g.cols, g.rows)) {
      end = 'left';
      break;
    }
    hazard = isHazard(g, next);
    if (hazard) {
      end = 'hazard';
      break;
    }
    if (i < plot.speed - 1) poses.push(poseOf(next, ship.heading));
  }
  const to = unitPose(ship);
  emit(
    g,
    {
      kind: 'move',
      unit: ship.id,
      from,
      to,
      path: { kind: 'waypoints', poses },
      ...(end === 'left' ? { fled: true } : {}),
    },
    moveDuration(Math.max(1, entered.length), true),
  );
  if (end === 'left') {
    ship.status = 'left';
    emit(g, { kind: 'destroyed', unit: ship.id, cause: 'left the map' });
    return;
  }
  if (end === 'hazard') {
    emit(g, {
      kind: 'caption',
      text: `${ship.name} hits ${hazard === 'planet' ? 'a planet' : 'an asteroid field'}`,
      unit: ship.id,
    });
    damageShip(g, ship, hullLeft(ship), null, hazard === 'planet' ? 'hit a planet' : 'hit an asteroid field');
    return;
  }
  for (const sq of entered) collisionsAt(g, ship, sq, noThrust);
}

/**
 * A ship without thrust entering another ship's square: the other ship, if it has thrust, avoids the collision
 * by rolling below its thrust rating on a D6; otherwise (or when neither has thrust) both take damage equal to
 * the other's remaining hull.
 */
function collisionsAt(g: Game, mover: ShipState, sq: Square, moverNoThrust: boolean): void {
  if (!moverNoThrust || mover.status !== 'active') return;
  for (const other of activeShips(g)) {
    if (other === mover || !sameSquare(other.pos, sq) || mover.status !== 'active') continue;
    const thrust = currentThrust(other);
    if (thrust > 0) {
      const r = g.dice.d6();
      emit(g, {
        kind: 'dice',
        unit: other.id,
        role: 'defence',
        rolled: [String(r)],
        modified: [String(r)],
        modifications: [`avoid collision: below thrust ${thrust}`],
      });
      if (r < thrust) {
        emit(g, { kind: 'caption', text: `${other.name} evades the drifting ${mover.name}`, unit: other.id });
        continue;
      }
    }
    emit(g, { kind: 'caption', text: `${mover.name} collides with ${other.name}`, unit: mover.id });
    const a = hullLeft(mover);
    const b = hullLeft(other);
    damageShip(g, mover, b, null, `collided with ${other.name}`);
    damageShip(g, other, a, null, `collided with ${mover.name}`);
  }
}

/** A squadron's plain move: heading and speed. */
export interface FighterMove {
  heading: Heading;
  speed: number;
}

/** Why a squadron's plain move is illegal, or null. */
export function fighterMoveProblem(sq: SquadronState, m: FighterMove): string | null {
  if (m.speed > sq.cls.maxSpeed) return `expected a speed of at most ${sq.cls.maxSpeed}, got ${m.speed}`;
  const d = mod8(m.heading - sq.heading);
  const steps = Math.min(d, 8 - d);
  if (steps > sq.cls.maxTurnSteps)
    return `expected a turn of at most ${sq.cls.maxTurnSteps} step(s) of 45° (${sq.cls.name}), got ${steps}`;
  return null;
}

/** Why a Dogfight/Pursuit plot is illegal, or null. */
export function dogfightProblem(g: Game, sq: SquadronState, targetId: string): string | null {
  if (!sq.cls.dogfight) return `${sq.cls.name} cannot select Pursuit / Dogfight`;
  const t = g.squadrons.find((s) => s.id === targetId);
  if (!t || t.status !== 'active' || t.player === sq.player)
    return `expected an enemy fighter squadron on the map, got "${targetId}"`;
  if (range(sq.pos, t.pos) > 1)
    return `Pursuit / Dogfight needs the target adjacent or in the same square (range ${range(sq.pos, t.pos)})`;
  return null;
}

/** One squadron's resolved plot for a movement step. */
export type SquadronOrder = { sq: SquadronState } & ({ move: FighterMove } | { dogfight: string });

/**
 * Moves every squadron for one plot: plain moves first, all together square by square, each stopping on
 * entering a square that holds an enemy squadron; then pursuers, targets before their pursuers, each to the
 * square directly behind its target (as far as its speed reaches); squadrons pursuing each other stay put.
 */
export function moveSquadrons(g: Game, orders: readonly SquadronOrder[]): void {
  const plain = orders.filter((o): o is SquadronOrder & { move: FighterMove } => 'move' in o);
  const pursuers = orders.filter((o): o is SquadronOrder & { dogfight: string } => 'dogfight' in o);
  for (const o of orders) o.sq.dogfight = 'dogfight' in o ? o.dogfight : undefined;
  // Each plain mover's track: where it started, the poses it passed, the squares it has left to fly.
  const tracks = plain.map((o) => ({
    sq: o.sq,
    move: o.move,
    from: unitPose(o.sq),
    path: [] as TimelinePose[],
    remaining: o.move.speed,
    stopped: false,
  }));
  const hazards: { sq: SquadronState; at: Square }[] = [];
  for (const t of tracks) {
    if (t.move.heading !== t.sq.heading && t.move.speed > 0) t.path.push(poseOf(t.sq.pos, t.move.heading));
    t.sq.heading = t.move.heading;
  }
  for (let tick = 0; tracks.some((t) => !t.stopped && t.remaining > 0); tick++) {
    const moved: typeof tracks = [];
    for (const t of tracks) {
      if (t.stopped || t.remaining <= 0 || t.sq.status !== 'active') continue;
      t.sq.pos = stepAhead(t.sq.pos, t.sq.heading);
      t.remaining -= 1;
      t.path.push(unitPose(t.sq));
      moved.push(t);
    }
    for (const t of moved) {
      const sq = t.sq;
      if (!onMap(sq.pos, g.cols, g.rows)) {
        t.stopped = true;
        continue;
      }
      if (isHazard(g, sq.pos)) hazards.push({ sq, at: sq.pos });
      const enemyHere = activeSquadrons(g).some((e) => e.player !== sq.player && sameSquare(e.pos, sq.pos));
      if (enemyHere) t.stopped = true;
    }
  }
  for (const t of tracks) emitSquadronMove(g, t.sq, t.from, t.path);
  resolvePursuits(g, pursuers, hazards);
  for (const { sq, at } of hazards) flyThroughHazard(g, sq, at);
}

/** Emits a squadron's move (the last pose of `path` is its end) and takes it off the map if it left. */
function emitSquadronMove(g: Game, sq: SquadronState, from: TimelinePose, path: TimelinePose[]): void {
  if (path.length === 0) return;
  const to = lastItem(path, `${sq.id}'s move`);
  const left = !onMap(sq.pos, g.cols, g.rows);
  emit(
    g,
    {
      kind: 'move',
      unit: sq.id,
      from,
      to,
      path: { kind: 'waypoints', poses: path.slice(0, -1) },
      ...(left ? { fled: true } : {}),
    },
    moveDuration(path.length, false),
  );
  if (left) {
    sq.status = 'left';
    emit(g, { kind: 'destroyed', unit: sq.id, cause: 'left the map' });
  }
}

/** Pursuers move after their targets; mutual pursuers and pursuit cycles stay where they are. */
function resolvePursuits(
  g: Game,
  pursuers: readonly (SquadronOrder & { dogfight: string })[],
  hazards: { sq: SquadronState; at: Square }[],
): void {
  const pending = new Map(pursuers.map((o) => [o.sq.id, o]));
  const stay = new Set<string>();
  // Squadrons pursuing each other (directly or round a cycle) remain in place and dogfight.
  for (const o of pursuers) {
    const seen = new Set<string>([o.sq.id]);
    let cur = pending.get(o.dogfight);
    while (cur && !seen.has(cur.sq.id)) {
      seen.add(cur.sq.id);
      cur = pending.get(cur.dogfight);
    }
    if (cur && cur.sq.id === o.sq.id) stay.add(o.sq.id);
  }
  for (const id of stay) {
    const o = valueOf(pending, id, 'pursuers');
    pending.delete(id);
    if (!stay.has(o.dogfight) || o.dogfight > id)
      emit(g, {
        kind: 'caption',
        text: `${o.sq.name} and ${squadronById(g, o.dogfight).name} dogfight`,
        unit: id,
      });
  }
  while (pending.size) {
    // Targets first; a pursuer of a pursuer waits for it (cycles were taken out above).
    const waiting = [...pending.values()];
    const ready = waiting.find((o) => !pending.has(o.dogfight)) ?? itemAt(waiting, 0, 'pursuers');
    pending.delete(ready.sq.id);
    pursue(g, ready.sq, squadronById(g, ready.dogfight), hazards);
  }
}

/** Moves a pursuer towards the square directly behind its target, up to its maximum speed. */
function pursue(g: Game, sq: SquadronState, target: SquadronState, hazards: { sq: SquadronState; at: Square }[]): void {
  if (sq.status !== 'active') return;
  const from = unitPose(sq);
  const behind = stepAhead(target.pos, target.heading + 4);
  const goal = onMap(behind, g.cols, g.rows) ? behind : target.pos;
  const path: TimelinePose[] = [];
  for (let i = 0; i < sq.cls.maxSpeed && !sameSquare(sq.pos, goal); i++) {
    const dc = Math.sign(goal.col - sq.pos.col);
    const dr = Math.sign(goal.row - sq.pos.row);
    sq.pos = { col: sq.pos.col + dc, row: sq.pos.row + dr };
    sq.heading = mod8(Math.round((Math.atan2(dr, dc) * 180) / Math.PI / 45));
    path.push(unitPose(sq));
    if (isHazard(g, sq.pos)) hazards.push({ sq, at: sq.pos });
  }
  if (sameSquare(sq.pos, goal)) sq.heading = target.heading;
  path.push(unitPose(sq));
  emitSquadronMove(g, sq, from, path);
  emit(g, { kind: 'caption', text: `${sq.name} pursues ${target.name}`, unit: sq.id });
}

/**
 * Fighters in an asteroid field roll damage: 2D6 (aces 1D6, heroes none) against their shields; a squadron
 * flying into a planet is lost.
 */
function flyThroughHazard(g: Game, sq: SquadronState, at: Square): void {
  if (sq.status !== 'active') return;
  if (isHazard(g, at) === 'planet') {
    emit(g, { kind: 'caption', text: `${sq.name} flies into a planet`, unit: sq.id });
    damageSquadron(g, sq, sq.fighters, null, 'flew into a planet');
    return;
  }
  if (sq.cls.hero) return;
  const n = sq.cls.ace ? 1 : 2;
  const rolls = g.dice.roll(n);
  const hits = rolls.reduce((a, r) => a + hitsForRoll(r, sq.cls.shields), 0);
  emit(g, { kind: 'caption', text: `${sq.name} flies through the asteroid field at ${squareKey(at)}`, unit: sq.id });
  emit(g, {
    kind: 'dice',
    unit: sq.id,
    role: 'effect',
    rolled: rolls.map(String),
    modified: rolls.map(String),
    modifications: [`asteroids: ${n}D6 against shields ${sq.cls.shields}`],
  });
  damageSquadron(g, sq, hits, null, 'lost in an asteroid field');
}
