/**
 * The autopilot: deterministic choices for whatever a battle file leaves open (no dice, no generator, so a
 * recorded game replays identically). Capital ships close to turbolaser range with their broadsides on the
 * nearest enemy and jump out when nearly destroyed; fighters hunt enemy squadrons, bombers make for enemy ships
 * and spent bombers fly home; guns go where they are expected to do most damage.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import { itemAt } from '../../battle/lookup.ts';
import { hitsForRoll, maxRange, diceAtRange, BEAM_BANDS, TORPEDO_TO_HIT } from './data/weapons.ts';
import {
  type DefenceOrder,
  defenceProblem,
  type FireOrder,
  fireProblem,
  fighterTargetProblem,
  engagersOf,
} from './combat.ts';
import { dogfightProblem, type FighterMove, isHazard, legalPlots, type ShipPlot } from './movement.ts';
import { type Heading, inArcs, mod8, neighbours, onMap, range, sameSquare, type Square, stepAhead } from './grid.ts';
import {
  activeShips,
  activeSquadrons,
  batteryOf,
  batteryWorks,
  currentThrust,
  fireControls,
  type Game,
  hullBoxes,
  hullLeft,
  isShip,
  shieldLevel,
  shipById,
  type ShipState,
  type SquadronState,
} from './state.ts';
import type { FighterPlot } from './battleFile.ts';

/** Expected hits of one die with modifier `mod` against shield level `shields`. */
export function expectedHitsPerDie(mod: number, shields: number): number {
  let sum = 0;
  for (let r = 1; r <= 6; r++) sum += hitsForRoll(Math.min(6, r + mod), shields);
  return sum / 6;
}

function nearest<T extends { pos: Square }>(from: Square, items: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestD = Infinity;
  for (const it of items) {
    const d = range(from, it.pos);
    if (d < bestD) {
      best = it;
      bestD = d;
    }
  }
  return best;
}

function enemyShips(g: Game, player: number): ShipState[] {
  return activeShips(g).filter((s) => s.player !== player);
}

/** Whether a working enemy gravity well stops this ship's hyperdrive. */
export function interdicted(g: Game, ship: ShipState): boolean {
  return enemyShips(g, ship.player).some((s) => s.systems.some((x) => x.kind === 'gravityWell' && x.damage === 0));
}

/** Whether a ship's hyperdrive works. */
export function hyperdriveWorks(ship: ShipState): boolean {
  return ship.systems.some((x) => x.kind === 'hyperdrive' && x.damage === 0);
}

/** A capital ship's plot: the legal heading and speed that best brings its guns to bear without hazards. */
export function autoShipPlot(g: Game, ship: ShipState): ShipPlot & { jump: boolean } {
  const jump = hullLeft(ship) <= hullBoxes(ship.cls) / 4 && hyperdriveWorks(ship) && !interdicted(g, ship);
  const enemies = enemyShips(g, ship.player);
  let best: ShipPlot = { heading: ship.heading, speed: ship.speed };
  let bestScore = -Infinity;
  for (const p of legalPlots(ship)) {
    let pos = ship.pos;
    let score = 0;
    for (let i = 0; i < p.speed; i++) {
      pos = stepAhead(pos, p.heading);
      if (!onMap(pos, g.cols, g.rows) || isHazard(g, pos)) score -= 1000;
    }
    const edge = Math.min(pos.col, pos.row, g.cols - 1 - pos.col, g.rows - 1 - pos.row);
    if (edge < 2) score -= 3 * (2 - edge);
    // Keep moving: a ship that stops cannot turn away next round without spending its thrust.
    const nextPos = stepAhead(pos, p.heading, Math.max(1, p.speed));
    if (!onMap(nextPos, g.cols, g.rows)) score -= 4;
    const foe = nearest(pos, enemies);
    if (foe) {
      const d = range(pos, foe.pos);
      score -= Math.abs(d - 3) * 2;
      score +=
        0.4 *
        ship.cls.batteries.filter(
          (b) => b.kind !== 'pd' && b.kind !== 'adaf' && inArcs(pos, p.heading, foe.pos, b.arcs),
        ).length;
    }
    if (activeShips(g).some((s) => s !== ship && sameSquare(s.pos, pos))) score -= 5;
    score -= 0.05 * Math.abs(p.speed - 3);
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return { ...best, jump };
}

/** The square a squadron is trying to reach, and the unit there. */
function squadronGoal(g: Game, sq: SquadronState): { pos: Square; attack: boolean } | null {
  const foesSq = activeSquadrons(g).filter((s) => s.player !== sq.player);
  const foesShip = enemyShips(g, sq.player);
  const spent = sq.cls.torpedoes && !sq.torpedoLoaded && sq.cls.vsShips === null;
  if (spent) {
    const home = activeShips(g).filter((s) => s.player === sq.player && s.hangar.length < s.cls.bays);
    const h = nearest(sq.pos, home);
    return h ? { pos: h.pos, attack: false } : null;
  }
  const hunter = sq.cls.dogfight && (sq.cls.vsFighters ?? 0) >= (sq.cls.vsShips ?? 0);
  const prey = hunter
    ? (nearest(sq.pos, foesSq) ?? nearest(sq.pos, foesShip))
    : (nearest(sq.pos, foesShip) ?? nearest(sq.pos, foesSq));
  return prey ? { pos: prey.pos, attack: true } : null;
}

/** A squadron's plot for its first or reaction move. */
export function autoFighterPlot(g: Game, sq: SquadronState): FighterPlot {
  // Dogfight-capable squadrons engage adjacent enemy fighters, dogfighters first (they must deal with each other).
  if (sq.cls.dogfight) {
    const near = activeSquadrons(g)
      .filter((e) => e.player !== sq.player && !dogfightProblem(g, sq, e.id))
      .sort(
        (a, b) =>
          Number(b.cls.dogfight) - Number(a.cls.dogfight) || b.fighters - a.fighters || compareCodePoints(a.id, b.id),
      );
    if (near[0]) return { dogfight: near[0].id };
  }
  const goal = squadronGoal(g, sq);
  let best: FighterMove = { heading: sq.heading, speed: 0 };
  let bestScore = -Infinity;
  for (let dh = -Math.min(4, sq.cls.maxTurnSteps); dh <= Math.min(4, sq.cls.maxTurnSteps); dh++) {
    const heading = mod8(sq.heading + dh);
    if (dh === 4) continue; // the same heading as −4
    for (let speed = 0; speed <= sq.cls.maxSpeed; speed++) {
      const score = scoreFighterMove(g, sq, heading, speed, goal);
      if (score > bestScore) {
        bestScore = score;
        best = { heading, speed };
      }
    }
  }
  return best;
}

function scoreFighterMove(
  g: Game,
  sq: SquadronState,
  heading: Heading,
  speed: number,
  goal: { pos: Square; attack: boolean } | null,
): number {
  let pos = sq.pos;
  let score = 0;
  for (let i = 0; i < speed; i++) {
    pos = stepAhead(pos, heading);
    if (!onMap(pos, g.cols, g.rows)) return -1000;
    const hz = isHazard(g, pos);
    if (hz === 'planet') return -1000;
    if (hz === 'asteroid' && !sq.cls.hero) score -= 3;
    if (activeSquadrons(g).some((e) => e.player !== sq.player && sameSquare(e.pos, pos))) break;
  }
  const edge = Math.min(pos.col, pos.row, g.cols - 1 - pos.col, g.rows - 1 - pos.row);
  if (edge < 1) score -= 2;
  if (!goal) return score - 0.1 * speed;
  const d = range(pos, goal.pos);
  if (!goal.attack) return score - d;
  score -= Math.max(0, d - 1) * 1.5;
  if (d <= sq.cls.attackRange && inArcs(pos, heading, goal.pos, ['F'])) score += 4;
  return score - 0.01 * speed;
}

/** Expected damage (hull boxes or fighters) a squadron's attack does to a unit. */
function squadronValue(sq: SquadronState, t: ShipState | SquadronState): number {
  const dice = sq.fighters + (sq.cls.ace ? 1 : 0);
  if (isShip(t)) {
    if (sq.cls.torpedoes && sq.torpedoLoaded) return dice * 0.5 * 3.5;
    return sq.cls.vsShips === null ? 0 : dice * expectedHitsPerDie(sq.cls.vsShips, shieldLevel(t));
  }
  const per = sq.cls.vsFighters === null ? 1 / 6 : expectedHitsPerDie(sq.cls.vsFighters, t.cls.shields);
  return 1.5 * Math.min(t.fighters, dice * per);
}

/** A squadron's attack target: its dogfight target or engager first, else the most damage expected. */
export function autoFighterTarget(g: Game, sq: SquadronState): string | null {
  const candidates = [...activeSquadrons(g), ...activeShips(g)].filter(
    (t) => t.player !== sq.player && !fighterTargetProblem(g, sq, t.id),
  );
  const [first] = candidates;
  if (first === undefined) return null;
  const engagers = engagersOf(g, sq);
  const preferred =
    candidates.find((t) => t.id === sq.dogfight) ?? candidates.find((t) => engagers.some((e) => e.id === t.id));
  if (preferred) return preferred.id;
  let best = first;
  for (const t of candidates) if (squadronValue(sq, t) > squadronValue(sq, best)) best = t;
  return squadronValue(sq, best) > 0 ? best.id : null;
}

/** Expected damage of one battery against a ship at the current positions. */
function batteryValue(ship: ShipState, i: number, t: ShipState): number {
  const kind = batteryOf(ship, i).kind;
  const r = range(ship.pos, t.pos);
  if (kind === 'torpedo') {
    const need = diceAtRange(TORPEDO_TO_HIT, r);
    return need ? ((7 - need) / 6) * 3.5 : 0;
  }
  if (kind === 'pd' || kind === 'adaf' || r > maxRange(kind)) return 0;
  const v = diceAtRange(BEAM_BANDS[kind], r) * expectedHitsPerDie(0, shieldLevel(t));
  return kind === 'ion' ? v * 0.6 : v;
}

/** A ship's fire plan: the targets worth most (one per fire control), every battery at its best of them. */
export function autoFire(g: Game, ship: ShipState): FireOrder[] {
  const fc = fireControls(ship);
  if (fc === 0) return [];
  const options = ship.cls.batteries
    .map((_, i) => i)
    .flatMap((i) => enemyShips(g, ship.player).map((t) => ({ battery: i, target: t.id, t })))
    .filter((o) => !fireProblem(g, ship, o));
  const byTarget = new Map<string, number>();
  for (const o of options) {
    const v = batteryValue(ship, o.battery, o.t) * (1 + 2 / Math.max(1, hullLeft(o.t)));
    byTarget.set(o.target, (byTarget.get(o.target) ?? 0) + v);
  }
  const chosen = [...byTarget.entries()]
    .sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0]))
    .slice(0, fc)
    .map(([id]) => id);
  const out: FireOrder[] = [];
  for (const i of new Set(options.map((o) => o.battery))) {
    const mine = options.filter((o) => o.battery === i && chosen.includes(o.target));
    let best: (typeof mine)[number] | undefined;
    for (const o of mine) if (!best || batteryValue(ship, i, o.t) > batteryValue(ship, i, best.t)) best = o;
    if (best && batteryValue(ship, i, best.t) > 0) out.push({ battery: i, target: best.target });
  }
  return out;
}

/**
 * Defence against the squadrons attacking a ship: its PD, its blasters left over (while fire controls last),
 * and friendly ADAF within range 3, each at the attacker with the most craft.
 */
export function autoDefence(
  g: Game,
  defended: ShipState,
  fire: readonly FireOrder[],
  used: ReadonlySet<string>,
): DefenceOrder[] {
  const attackers = activeSquadrons(g)
    .filter((s) => s.target === defended.id)
    .sort((a, b) => b.fighters - a.fighters || compareCodePoints(a.id, b.id));
  if (!attackers.length) return [];
  const out: DefenceOrder[] = [];
  const fireTargets = new Set(fire.map((f) => f.target)).size;
  const blasterTargets = new Set<string>();
  const friends = activeShips(g).filter((s) => s.player === defended.player);
  for (const owner of friends) {
    owner.cls.batteries.forEach((b, i) => {
      if (b.kind !== 'pd' && b.kind !== 'adaf' && b.kind !== 'blaster') return;
      if (!batteryWorks(owner, i)) return;
      if (b.kind === 'blaster' && fire.some((f) => f.battery === i && owner === defended)) return;
      for (const sq of attackers) {
        const o = { ship: owner.id, battery: i, target: sq.id };
        if (defenceProblem(g, defended, o, used)) continue;
        if (b.kind === 'blaster') {
          const extra = blasterTargets.has(sq.id) ? 0 : 1;
          if (fireTargets + blasterTargets.size + extra > fireControls(owner)) continue;
          blasterTargets.add(sq.id);
        }
        out.push(o);
        break;
      }
    });
  }
  return out;
}

/** The next ship to fire for a side: the one with the most expected damage now. */
export function autoNextShooter(g: Game, candidates: readonly ShipState[]): ShipState {
  let best = itemAt(candidates, 0, 'ships left to fire');
  let bestV = -1;
  for (const s of candidates) {
    const v = autoFire(g, s).reduce((a, o) => a + batteryValue(s, o.battery, shipById(g, o.target)), 0);
    if (v > bestV) {
      best = s;
      bestV = v;
    }
  }
  return best;
}

/** Squares adjacent to a carrier where a squadron may be launched, best first (ahead, free, no hazard). */
export function launchSquares(g: Game, carrier: ShipState): Square[] {
  const foe = nearest(carrier.pos, enemyShips(g, carrier.player));
  return neighbours(carrier.pos)
    .filter((s) => onMap(s, g.cols, g.rows) && !isHazard(g, s))
    .map((s, i) => ({
      s,
      i,
      d: foe ? range(s, foe.pos) : 0,
      busy: activeSquadrons(g).some((q) => sameSquare(q.pos, s)),
    }))
    .sort((a, b) => Number(a.busy) - Number(b.busy) || a.d - b.d || a.i - b.i)
    .map((x) => x.s);
}

/** The system a ship tries to repair: fire control, then thrust, then any ion-hit system. */
export function autoRepair(ship: ShipState): string | null {
  const fc = ship.systems.find((s) => s.kind === 'fireControl' && s.damage > 0);
  if (fc) return fc.key;
  if (currentThrust(ship) < ship.cls.thrust) return 'thrust';
  return ship.systems.find((s) => s.ion && s.damage > 0)?.key ?? null;
}
