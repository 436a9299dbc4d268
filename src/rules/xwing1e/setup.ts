/**
 * Setup (rules: SETUP, INITIATIVE): gather forces from the file, determine initiative, place obstacles
 * alternately with the spacing rules, and place ships within range 1 of their edge in pilot-skill order.
 * Whatever the file leaves open is decided with the seeded generator and written back.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import { entryOf, itemAt, valueOf } from '../../battle/lookup.ts';
import { InputError, type InputProblem } from '../../battle/validationError.ts';
import { deriveRng, Rng } from '../../battle/rng.ts';
import {
  type ArcKind,
  basePieces,
  obstacleSetupProblems,
  OBSTACLE_OUTLINES,
  PLAY_AREA_MM,
  placeNamedObstacle,
  shipSetupProblem,
} from '../../kernel/index.ts';
import type { BattleFile, BattleShip } from './battleFile.ts';
import {
  damageDeckNames,
  pilotByXws,
  printedStats,
  shipByXws,
  sideOf,
  type ShipStats,
  type Upgrade,
  upgradeByXws,
} from './catalog.ts';
import { UPGRADE_ABILITIES } from './abilities/cards.ts';
import { rollAttack } from './dice.ts';
import type { EquippedUpgrade, GameState, ObstacleState, ShipState } from './state.ts';
import { piecesOverlap } from '../../kernel/collide.ts';
import { upgradesPoints } from './squadRules.ts';
import { placedAnywhere } from './abilities/pilotSetup.ts';
import { setupConditions } from './abilities/setupConditions.ts';

/** Ships of a file as state, with printed values from the catalog; unknown names are errors with their path. */
export function shipsFromFile(file: BattleFile, ships: BattleShip[]): ShipState[] {
  const problems: InputProblem[] = [];
  const out: ShipState[] = [];
  ships.forEach((s, i) => {
    const type = shipByXws(s.ship);
    const side = itemAt(file.players, s.player, 'players').faction;
    if (!type) {
      problems.push({
        path: `ships[${i}].ship`,
        message: `unknown ship ${JSON.stringify(s.ship)} (expected an xws ship id such as "xwing" or "tiefighter")`,
      });
      return;
    }
    if (!type.supported || type.size === 'huge') {
      problems.push({
        path: `ships[${i}].ship`,
        message: `${type.name} is a huge ship (Epic play), which the engine does not support`,
      });
      return;
    }
    const pilot = pilotByXws(side, s.ship, s.pilot);
    if (!pilot) {
      problems.push({
        path: `ships[${i}].pilot`,
        message: `unknown pilot ${JSON.stringify(s.pilot)} for ship "${s.ship}" (${side})`,
      });
      return;
    }
    const { points, upgrades } = equipped(pilot.points ?? 0, s.upgrades ?? [], `ships[${i}]`, problems);
    const stats = withCardStats(printedStats(pilot, type), upgrades);
    out.push({
      id: s.id,
      player: s.player,
      name: pilot.name,
      pilotXws: pilot.xws,
      shipXws: type.xws,
      shipName: type.name,
      points,
      size: type.size,
      skill: pilot.skill ?? 0,
      attack: stats.attack,
      agility: stats.agility,
      hull: stats.hull,
      shieldsMax: stats.shields,
      actionBar: [...type.actions, ...stats.actions.filter((a) => !(type.actions as readonly string[]).includes(a))],
      arcs: type.arcs.filter((a): a is ArcKind => a !== 'mobile'),
      dial: type.dial.map((d) => ({ ...d })),
      pose: { x: s.x ?? 0, y: s.y ?? 0, headingDeg: s.heading ?? 0 },
      shields: stats.shields,
      damage: [],
      stress: 0,
      focus: 0,
      evade: 0,
      ion: 0,
      cloak: 0,
      lockOn: null,
      touching: [],
      destroyed: false,
      doomed: false,
      actionsDone: [],
      attacked: false,
      onAsteroid: false,
      skipAction: false,
      blinded: false,
      pilotKey: `${sideOf(pilot.faction)}/${type.xws}/${pilot.xws}`,
      upgrades,
      roundFlags: [],
      gameFlags: [],
    });
  });
  if (problems.length) throw new InputError(problems);
  return out;
}

/** A ship's upgrade cards and its points with them; an unknown upgrade is a problem naming its path. */
function equipped(
  pilotPoints: number,
  xws: readonly string[],
  path: string,
  problems: InputProblem[],
): { points: number; upgrades: EquippedUpgrade[] } {
  const cards: Upgrade[] = [];
  xws.forEach((u, k) => {
    const card = upgradeByXws(u);
    if (!card) problems.push({ path: `${path}.upgrades[${k}]`, message: `unknown upgrade ${JSON.stringify(u)}` });
    else cards.push(card);
  });
  const upgrades = cards.map((c) => ({ xws: c.xws, name: c.name, slot: c.slot, faceUp: true }));
  return { points: pilotPoints + upgradesPoints(cards), upgrades };
}

/** Printed values with the upgrades' hull, shield and action-bar changes (Hull Upgrade, Engine Upgrade…). */
function withCardStats(printed: ShipStats, upgrades: readonly EquippedUpgrade[]): ShipStats & { actions: string[] } {
  const out = { ...printed, actions: [] as string[] };
  for (const u of upgrades)
    for (const e of UPGRADE_ABILITIES.get(u.xws)?.effects ?? []) {
      if (e.kind !== 'stats') continue;
      out.hull += e.hull ?? 0;
      out.shields += e.shields ?? 0;
      for (const a of e.actions ?? []) out.actions.push(a);
    }
  return out;
}

/**
 * Initiative (rules: INITIATIVE): the player with the lower squad total chooses; on a tie player 1 rolls an
 * attack die and chooses on a hit or critical, else the opponent chooses. The chooser takes initiative.
 */
export function decideInitiative(ships: ShipState[], rng: Rng): 0 | 1 {
  const total = (p: 0 | 1) => ships.filter((s) => s.player === p).reduce((n, s) => n + s.points, 0);
  const [a, b] = [total(0), total(1)];
  if (a !== b) return a < b ? 0 : 1;
  const face = rollAttack(rng, 1)[0];
  return face === 'hit' || face === 'crit' ? 0 : 1;
}

/** The six core-set asteroids, the default obstacle set. */
const DEFAULT_OBSTACLES = ['asteroid-1', 'asteroid-2', 'asteroid-3', 'asteroid-4', 'asteroid-5', 'asteroid-6'];

/** Places an obstacle as the file describes it. */
export function obstacleState(o: {
  id: string;
  shape: string;
  x: number;
  y: number;
  rotation?: number;
  flipped?: boolean;
}): ObstacleState {
  const rotation = o.rotation ?? 0;
  const flipped = o.flipped ?? false;
  return {
    id: o.id,
    shape: o.shape,
    x: o.x,
    y: o.y,
    rotation,
    flipped,
    placed: placeNamedObstacle(o.id, o.shape, { x: o.x, y: o.y, rotationDeg: rotation, flipped }),
  };
}

/**
 * Six obstacles placed alternately, each at a random legal spot (rules: SETUP step 4: not at range 1 of
 * another, not at range 1–2 of an edge). Tries random spots; the legal area is large, so this ends quickly.
 * `shapes`: the obstacles the players brought, in placing order (absent: the core set's six, shuffled).
 */
export function placeObstacles(
  rng: Rng,
  area: { width: number; height: number },
  shapes?: readonly string[],
): ObstacleState[] {
  const placed: ObstacleState[] = [];
  for (const shape of shapes ?? rng.shuffle(DEFAULT_OBSTACLES)) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const outline = entryOf(OBSTACLE_OUTLINES, shape, 'obstacle outlines').outlineMm;
      const margin = 200 + outline.reduce((m, [x, y]) => Math.max(m, Math.hypot(x, y)), -Infinity);
      const spanX = area.width - 2 * margin;
      const spanY = area.height - 2 * margin;
      if (spanX <= 0 || spanY <= 0) break;
      const candidate = obstacleState({
        id: `rock${placed.length + 1}`,
        shape,
        x: Math.round(margin + (rng.int(10_000) / 10_000) * spanX),
        y: Math.round(margin + (rng.int(10_000) / 10_000) * spanY),
        rotation: rng.int(360),
        flipped: rng.int(2) === 1,
      });
      const all = [...placed, candidate].map((o) => o.placed);
      if (obstacleSetupProblems({ widthMm: area.width, heightMm: area.height }, all).length === 0) {
        placed.push(candidate);
        break;
      }
    }
  }
  return placed;
}

/**
 * Default placement: ships spread along their edge in pilot-skill order (ties by id, in code-point order),
 * facing the enemy edge.
 */
export function placeShips(ships: ShipState[], area: { width: number; height: number }): void {
  for (const player of [0, 1] as const) {
    const mine = ships
      .filter((s) => s.player === player)
      .sort((a, b) => a.skill - b.skill || compareCodePoints(a.id, b.id));
    const gap = area.width / (mine.length + 1);
    mine.forEach((s, k) => {
      const depth = s.size === 'large' ? 45 : 55;
      s.pose =
        player === 0
          ? { x: gap * (k + 1), y: depth, headingDeg: 90 }
          : { x: gap * (k + 1), y: area.height - depth, headingDeg: 270 };
    });
  }
}

/**
 * Checks the ships' starting positions: within range 1 of their edge (Han Solo, Resistance: or anywhere beyond Range 3
 * of the enemies placed before him, `initiative` deciding ties), not overlapping each other.
 */
export function shipPlacementProblems(
  ships: ShipState[],
  area: { width: number; height: number },
  indexOf: (id: string) => number,
  initiative: 0 | 1 = 0,
): InputProblem[] {
  const problems: InputProblem[] = [];
  const table = { widthMm: area.width, heightMm: area.height };
  for (const s of ships) {
    const p = shipSetupProblem(table, s.id, s.pose, s.size, s.player === 0 ? 'south' : 'north');
    const anywhere = p ? placedAnywhere(s, ships, area, initiative) : null;
    const message = anywhere ? anywhere.problem : (p?.message ?? null);
    if (message) problems.push({ path: `ships[${indexOf(s.id)}]`, message });
  }
  for (const [i, a] of ships.entries()) {
    for (const b of ships.slice(i + 1)) {
      if (piecesOverlap(basePieces(a.pose, a.size), basePieces(b.pose, b.size))) {
        problems.push({ path: `ships[${indexOf(b.id)}]`, message: `ship ${b.id} overlaps ship ${a.id}` });
      }
    }
  }
  return problems;
}

/** The starting game state of a file: forces, initiative, obstacles, placement, shields, damage deck. */
export function setupGame(file: BattleFile, ships: BattleShip[]): GameState {
  // Each step draws from its own stream, so a step the file gives does not change what the others draw.
  const stream = (purpose: string) => new Rng(deriveRng(file.seed, purpose));
  const area = file.playArea ?? { width: PLAY_AREA_MM, height: PLAY_AREA_MM };
  const shipStates = shipsFromFile(file, ships);
  const initiative = file.initiative ?? decideInitiative(shipStates, stream('initiative'));
  const obstacles = file.obstacles ? file.obstacles.map(obstacleState) : placeObstacles(stream('obstacles'), area);
  if (file.obstacles) {
    const problems = obstacleSetupProblems(
      { widthMm: area.width, heightMm: area.height },
      obstacles.map((o) => o.placed),
    );
    const indexOf = new Map(obstacles.map((o, i) => [o.id, i]));
    if (problems.length)
      throw new InputError(
        problems.map((p) => ({
          path: `obstacles[${valueOf(indexOf, itemAt(p.ids, 0, 'obstacle ids'), 'obstacle indices')}]`,
          message: p.message,
        })),
      );
  }
  if (ships.some((s) => s.x === undefined)) {
    const fixed = new Set(ships.filter((s) => s.x !== undefined).map((s) => s.id));
    const free = shipStates.filter((s) => !fixed.has(s.id));
    placeShips(free, area);
  }
  const problems = shipPlacementProblems(shipStates, area, (id) => ships.findIndex((s) => s.id === id), initiative);
  if (problems.length) throw new InputError(problems);
  const deck = stream('deck').shuffle(damageDeckNames(file.damageDeck ?? 'core'));
  const state: GameState = {
    round: 0,
    initiative,
    edges: ['south', 'north'],
    playArea: area,
    obstacles,
    ships: shipStates,
    deck,
    discard: [],
    rng: deriveRng(file.seed, 'game'),
    roundLimit: file.roundLimit ?? null,
    sideNames: [itemAt(file.players, 0, 'players').name, itemAt(file.players, 1, 'players').name],
    result: null,
    ...(file.damageDeck ? { damageDeck: file.damageDeck } : {}),
  };
  // A Score to Settle: "During setup, before the "Place Forces" step, choose 1 enemy ship…" (setupConditions.ts).
  const chosen = setupConditions(state, file.setupChoices);
  if (chosen.length) throw new InputError(chosen);
  return state;
}
