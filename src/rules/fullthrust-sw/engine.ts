/**
 * Plays a Star Wars Full Thrust battle file round by round in the document's turn sequence, taking each
 * decision from the file when it gives one (checked against the rules) and from the autopilot otherwise, and
 * records the timeline and the completed file (every decision and every die), which replays to the same
 * timeline.
 */
import type { Timeline, TimelineUnit } from '../../battle/timeline.ts';
import { entryOf, itemAt, valueOf } from '../../battle/lookup.ts';
import { InputError } from '../../battle/validationError.ts';
import {
  autoDefence,
  autoFighterPlot,
  autoFighterTarget,
  autoFire,
  autoNextShooter,
  autoShipPlot,
} from './autopilot.ts';
import type { FighterPlot, FtBattleFile, FtRoundRecord } from './battleFile.ts';
import {
  type DefenceOrder,
  defenceProblem,
  fighterAttackShip,
  fighterCombat,
  fighterTargetProblem,
  fireBattery,
  fireDefence,
  type FireOrder,
  firePlanProblems,
} from './combat.ts';
import { CAPITAL_CLASSES, SQUADRON_CLASSES } from './data/classes.ts';
import { damageControlPhase, hyperspacePhase, launchPhase, recoveryPhase } from './endPhases.ts';
import {
  dogfightProblem,
  plotCost,
  fighterMoveProblem,
  moveShip,
  moveSquadrons,
  plotProblem,
  type SquadronOrder,
} from './movement.ts';
import { type Heading, type Square, SQUARE_MM } from './grid.ts';
import { unitPose } from './present.ts';
import {
  activeShips,
  activeSquadrons,
  currentThrust,
  emit,
  type Game,
  hullBoxes,
  newGame,
  shipById,
  type ShipState,
  systemsOf,
} from './state.ts';

/** How a battle ended. */
export interface BattleResult {
  winner: 0 | 1 | null;
  reason: string;
  scores: [number, number];
  rounds: number;
}

/** A played battle: the timeline, the completed file and the final state. */
export interface BattleOutcome {
  timeline: Timeline;
  file: FtBattleFile;
  state: Game;
  result: BattleResult;
}

/** Default number of rounds when the file gives no limit. */
export const DEFAULT_ROUND_LIMIT = 10;

/** Throws an input error naming a field of this round's record. */
function fail(g: Game, path: string, message: string): never {
  throw new InputError([{ path: `rounds[${g.roundIndex}].${path}`, message }]);
}

/** Creates the game state from a parsed file: ships, squadrons (on the map or aboard), the map. */
export function setupGame(file: FtBattleFile): Game {
  const g = newGame(file.map.cols, file.map.rows, file.seed);
  g.asteroids = (file.map.asteroids ?? []).map((s) => ({ ...s }));
  g.planets = (file.map.planets ?? []).map((s) => ({ ...s }));
  for (const s of file.ships) {
    const cls = entryOf(CAPITAL_CLASSES, s.class, 'capital classes');
    g.ships.push({
      id: s.id,
      name: s.name ?? cls.name,
      cls,
      player: s.player,
      pos: { col: s.col, row: s.row },
      heading: s.heading as Heading,
      speed: s.speed ?? 0,
      hullHits: 0,
      systems: systemsOf(cls),
      status: 'active',
      hangar: [],
      jump: false,
    });
  }
  for (const s of file.squadrons ?? []) {
    const cls = entryOf(SQUADRON_CLASSES, s.class, 'squadron classes');
    const carrier = s.aboard ? shipById(g, s.aboard) : undefined;
    const start = carrier ? { pos: { ...carrier.pos }, heading: carrier.heading } : placedSquadron(s);
    g.squadrons.push({
      id: s.id,
      name: s.name ?? cls.name,
      cls,
      player: s.player,
      pos: start.pos,
      heading: start.heading,
      fighters: cls.fighters,
      status: carrier ? 'aboard' : 'active',
      torpedoLoaded: cls.torpedoes,
      ...(carrier ? { carrier: carrier.id } : {}),
    });
    carrier?.hangar.push(s.id);
  }
  g.ships.forEach((s, i) => {
    const over = s.hangar.length - s.cls.bays;
    if (over > 0)
      throw new InputError([
        { path: `ships[${i}]`, message: `${s.name} has ${s.cls.bays} bays, ${s.hangar.length} squadrons aboard` },
      ]);
  });
  return g;
}

/** Where a squadron that starts on the map stands (the file was checked to give col, row and heading). */
function placedSquadron(s: NonNullable<FtBattleFile['squadrons']>[number]): { pos: Square; heading: Heading } {
  if (s.col === undefined || s.row === undefined || s.heading === undefined)
    throw new Error(`squadron ${s.id} is neither aboard nor placed`);
  return { pos: { col: s.col, row: s.row }, heading: s.heading as Heading };
}

/** The timeline's roster. */
function timelineUnits(g: Game): TimelineUnit[] {
  const ships: TimelineUnit[] = g.ships.map((s) => ({
    id: s.id,
    name: s.name,
    side: s.player,
    type: s.cls.model,
    size: 'capital',
    hull: hullBoxes(s.cls),
    shields: s.cls.shields,
    pose: unitPose(s),
    info: {
      class: s.cls.name,
      thrust: s.cls.thrust,
      maxSpeed: s.cls.maxSpeed,
      speed: s.speed,
      hullRows: s.cls.hullRows.join(','),
      lengthMm: s.cls.lengthMm,
      fireControls: s.cls.fireControls,
    },
  }));
  const squadrons: TimelineUnit[] = g.squadrons.map((s) => ({
    id: s.id,
    name: s.name,
    side: s.player,
    type: s.cls.model,
    size: 'squadron',
    hull: s.cls.fighters,
    shields: s.cls.shields,
    pose: unitPose(s),
    info: {
      class: s.cls.name,
      fighters: s.fighters,
      maxSpeed: s.cls.maxSpeed,
      ...(s.cls.ace ? { ace: 1 } : {}),
      ...(s.cls.hero ? { hero: 1 } : {}),
      ...(s.cls.dogfight ? { dogfight: 1 } : {}),
    },
  }));
  return [...ships, ...squadrons];
}

/** Plays a parsed battle file to the end. */
export function playBattle(file: FtBattleFile): BattleOutcome {
  const g = setupGame(file);
  const limit = file.roundLimit ?? DEFAULT_ROUND_LIMIT;
  const rounds: FtRoundRecord[] = [];
  emit(g, { kind: 'phase', round: 0, phase: 'setup' });
  for (const u of [...g.ships, ...g.squadrons])
    if (u.status === 'active') emit(g, { kind: 'place', unit: u.id, pose: unitPose(u) }, 0.15);
  for (const u of g.squadrons)
    if (u.status === 'aboard') emit(g, { kind: 'token', unit: u.id, token: 'aboard', count: 1 }, 0);
  let result: Omit<BattleResult, 'scores' | 'rounds'> | null = null;
  for (let i = 0; i < limit && !result; i++) {
    g.round = i + 1;
    g.roundIndex = i;
    g.given = file.rounds?.[i] ?? {};
    g.record = {};
    g.dice.startRound(g.given.dice);
    playRound(g);
    g.record.dice = g.dice.rolled();
    rounds.push(g.record);
    result = endCheck(g);
  }
  result ??= byScore(g, `the round limit (${limit}) is reached`);
  emit(g, { kind: 'end', winner: result.winner, reason: result.reason, scores: [...g.scores] });
  const timeline = g.timeline.build({
    system: 'fullthrust-sw',
    playArea: { width: g.cols * SQUARE_MM, height: g.rows * SQUARE_MM },
    sides: file.players.map((p) => ({ name: p.name, faction: p.faction })),
    units: timelineUnits(g),
    grid: {
      kind: 'square',
      cellMm: SQUARE_MM,
      cols: g.cols,
      rows: g.rows,
      blocked: [
        ...g.asteroids.map((s) => ({ ...s, kind: 'asteroid' })),
        ...g.planets.map((s) => ({ ...s, kind: 'planet' })),
      ],
    },
  });
  const completed: FtBattleFile = { ...file, roundLimit: limit, rounds };
  return { timeline, file: completed, state: g, result: { ...result, scores: g.scores, rounds: g.round } };
}

function playRound(g: Game): void {
  emit(g, { kind: 'round', round: g.round });
  // 1. Plot movement.
  emit(g, { kind: 'phase', round: g.round, phase: 'plot movement' });
  const plots = new Map<string, { heading: Heading; speed: number }>();
  for (const ship of activeShips(g)) {
    const given = g.given.plots?.[ship.id];
    const plot = given
      ? { heading: given.heading as Heading, speed: given.speed, jump: !!given.jump }
      : autoShipPlot(g, ship);
    const problem = plotProblem(ship, plot);
    if (problem) fail(g, `plots.${ship.id}`, problem);
    ship.jump = plot.jump;
    plots.set(ship.id, plot);
    (g.record.plots ??= {})[ship.id] = {
      heading: plot.heading,
      speed: plot.speed,
      ...(plot.jump ? { jump: true } : {}),
    };
    emit(
      g,
      {
        kind: 'reveal',
        unit: ship.id,
        maneuver: `heading ${plot.heading * 45}° · speed ${plot.speed}`,
        note: `thrust ${currentThrust(ship) - plotCost(ship, plot)} of ${currentThrust(ship)} left${plot.jump ? ' · hyperspace jump plotted' : ''}`,
      },
      0.35,
    );
  }
  const firstMoves = squadronOrders(g, 'moves');
  // 2. Move ships and fighters.
  emit(g, { kind: 'phase', round: g.round, phase: 'movement' });
  for (const ship of activeShips(g)) moveShip(g, ship, valueOf(plots, ship.id, 'ship plots'));
  moveSquadrons(g, firstMoves);
  // 3–4. Fighters plot and make their reaction move.
  emit(g, { kind: 'phase', round: g.round, phase: 'reaction move' });
  moveSquadrons(g, squadronOrders(g, 'reactions'));
  // 5. Fighters designate targets.
  emit(g, { kind: 'phase', round: g.round, phase: 'fighter targets' });
  for (const sq of activeSquadrons(g)) {
    const given = g.given.targets?.[sq.id];
    const target = given === undefined ? autoFighterTarget(g, sq) : given;
    if (target !== null) {
      const problem = fighterTargetProblem(g, sq, target);
      if (problem) fail(g, `targets.${sq.id}`, problem);
      emit(g, { kind: 'action', unit: sq.id, action: 'attack run', target }, 0.3);
    }
    sq.target = target;
    (g.record.targets ??= {})[sq.id] = target;
  }
  // 6. Fighter on fighter combat, simultaneous damage.
  const dogfighters = activeSquadrons(g).filter((s) => s.target && g.squadrons.some((t) => t.id === s.target));
  if (dogfighters.length) {
    emit(g, { kind: 'phase', round: g.round, phase: 'fighter combat' });
    fighterCombat(g, dogfighters);
  }
  // 7–10. Fire initiative, then alternating capital-ship fire with point defence and the fighters' attacks.
  capitalFire(g);
  // 11–14.
  emit(g, { kind: 'phase', round: g.round, phase: 'launch and recovery' });
  launchPhase(g);
  recoveryPhase(g);
  emit(g, { kind: 'phase', round: g.round, phase: 'hyperspace and damage control' });
  hyperspacePhase(g);
  damageControlPhase(g);
  for (const sq of g.squadrons) sq.target = undefined;
}

/** Every active squadron's plot for a movement step (file first, else autopilot), checked and recorded. */
function squadronOrders(g: Game, step: 'moves' | 'reactions'): SquadronOrder[] {
  const out: SquadronOrder[] = [];
  for (const sq of activeSquadrons(g)) {
    const given = g.given[step]?.[sq.id];
    const plot: FighterPlot = given ?? autoFighterPlot(g, sq);
    const path = `${step}.${sq.id}`;
    if ('dogfight' in plot) {
      const p = dogfightProblem(g, sq, plot.dogfight);
      if (p) fail(g, path, p);
      out.push({ sq, dogfight: plot.dogfight });
    } else {
      const m = { heading: plot.heading as Heading, speed: plot.speed };
      const p = fighterMoveProblem(sq, m);
      if (p) fail(g, path, p);
      out.push({ sq, move: m });
    }
    (g.record[step] ??= {})[sq.id] = plot;
  }
  return out;
}

/** Steps 7–10: initiative, then each capital ship fires in turn, alternating sides. */
function capitalFire(g: Game): void {
  if (!activeShips(g).length) return;
  emit(g, { kind: 'phase', round: g.round, phase: 'capital ship fire' });
  let first: 0 | 1;
  for (;;) {
    const [a, b] = g.dice.roll(2) as [number, number];
    emit(g, {
      kind: 'dice',
      unit: itemAt(g.ships, 0, 'ships').id,
      role: 'effect',
      rolled: [String(a), String(b)],
      modified: [String(a), String(b)],
      modifications: ['fire initiative: players[0], players[1]'],
    });
    if (a !== b) {
      first = a > b ? 0 : 1;
      break;
    }
  }
  emit(g, { kind: 'caption', text: `players[${first}] wins the fire initiative` });
  const fired = new Set<string>();
  const usedDefence = new Set<string>();
  const order: string[] = [];
  let side: 0 | 1 = first;
  for (let k = 0; ; k++) {
    const unfired = (p: number) => activeShips(g).filter((s) => s.player === p && !fired.has(s.id));
    if (!unfired(0).length && !unfired(1).length) break;
    if (!unfired(side).length) side = side === 0 ? 1 : 0;
    const givenId = g.given.fireOrder?.[k];
    let ship: ShipState;
    if (givenId !== undefined) {
      const s = unfired(side).find((x) => x.id === givenId);
      if (!s) fail(g, `fireOrder[${k}]`, `expected an unfired ship of players[${side}], got "${givenId}"`);
      ship = s;
    } else ship = autoNextShooter(g, unfired(side));
    fired.add(ship.id);
    order.push(ship.id);
    shipFires(g, ship, usedDefence);
    side = side === 0 ? 1 : 0;
  }
  // An entry past the last shooter would otherwise vanish from the completed file without a word.
  const extra = g.given.fireOrder?.[order.length];
  if (extra !== undefined)
    fail(g, `fireOrder[${order.length}]`, `expected no more ships (every ship has fired), got "${extra}"`);
  g.record.fireOrder = order;
}

/** One capital ship's fire: its batteries, then the defence against its attackers, then those attackers. */
function shipFires(g: Game, ship: ShipState, usedDefence: Set<string>): void {
  emit(g, { kind: 'activation', unit: ship.id });
  const given = g.given.fire?.[ship.id];
  const fire: FireOrder[] = given ?? autoFire(g, ship);
  const givenDefence = g.given.defence?.[ship.id];
  const blasterTargets = new Set(
    (givenDefence ?? [])
      .filter((d) => d.ship === ship.id && ship.cls.batteries[d.battery]?.kind === 'blaster')
      .map((d) => d.target),
  ).size;
  const problems = firePlanProblems(g, ship, fire, blasterTargets);
  if (problems.length) fail(g, `fire.${ship.id}`, problems.join('; '));
  if (fire.length) (g.record.fire ??= {})[ship.id] = fire;
  for (const o of fire) fireBattery(g, ship, o);
  if (ship.status !== 'active') return;
  const defence: DefenceOrder[] = givenDefence ?? autoDefence(g, ship, fire, usedDefence);
  defence.forEach((o, i) => {
    if (o.ship === ship.id && fire.some((f) => f.battery === o.battery))
      fail(g, `defence.${ship.id}[${i}]`, `battery ${o.battery} already fired at a ship this round`);
    const p = defenceProblem(g, ship, o, usedDefence);
    if (p) fail(g, `defence.${ship.id}[${i}]`, p);
  });
  if (defence.length) (g.record.defence ??= {})[ship.id] = defence;
  for (const o of defence) {
    usedDefence.add(`${o.ship}#${o.battery}`);
    fireDefence(g, o);
  }
  for (const sq of activeSquadrons(g).filter((s) => s.target === ship.id)) fighterAttackShip(g, sq, ship);
}

/** The battle ends when a side has no capital ship left on the map. */
function endCheck(g: Game): Omit<BattleResult, 'scores' | 'rounds'> | null {
  const left = [0, 1].map((p) => activeShips(g).some((s) => s.player === p));
  if (left[0] && left[1]) return null;
  if (!left[0] && !left[1]) return byScore(g, 'no capital ship is left on either side');
  const winner = left[0] ? 0 : 1;
  return { winner, reason: `players[${winner}] has the last capital ships on the map` };
}

/** The side that did more damage (hull boxes and fighters) wins; equal damage is a draw. */
function byScore(g: Game, why: string): Omit<BattleResult, 'scores' | 'rounds'> {
  const [a, b] = g.scores;
  if (a === b) return { winner: null, reason: `${why}; equal damage dealt (${a}): a draw` };
  const winner = a > b ? 0 : 1;
  return { winner, reason: `${why}; players[${winner}] dealt more damage (${Math.max(a, b)} to ${Math.min(a, b)})` };
}
