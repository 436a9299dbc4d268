/**
 * A new recording from two squads: the battle file's header, the players with their XWS squads, and the set-up
 * the engine makes (initiative, obstacles, ships along their edges) written out explicitly, so that the set-up
 * screen edits plain fields and every later step replays from exactly that table. Obstacles the XWS files name
 * are the ones placed (xwsObstacles.ts); without any, the engine's six.
 */
import { InputError } from '../../battle/validationError.ts';
import type { BattleFile } from '../../rules/xwing1e/battleFile.ts';
import { parseBattleFile } from '../../rules/xwing1e/battleFile.ts';
import { fileShips } from '../../rules/xwing1e/engine.ts';
import { checkXwsSquad } from '../../rules/xwing1e/xws.ts';
import type { GameState } from '../../rules/xwing1e/state.ts';
import { deriveRng, Rng } from '../../battle/rng.ts';
import { placeObstacles } from '../../rules/xwing1e/setup.ts';
import { probe } from './probe.ts';
import { broughtObstacles, squadObstacles } from './xwsObstacles.ts';

/** What the new-recording form gives. */
export interface NewRecording {
  title: string;
  seed: number;
  /** Rounds the game lasts at most (tournament games: 12 or a time limit); null: until a side is gone. */
  roundLimit: number | null;
  players: [NewPlayer, NewPlayer];
}

/** One player: the name shown and the squad as XWS (parsed JSON). */
export interface NewPlayer {
  name: string;
  squad: unknown;
}

const FACTION_OF_SIDE = { rebel: 'rebel', imperial: 'imperial', scum: 'scum' } as const;

/** The set-up written out from the state the engine made. */
export function explicitSetup(file: BattleFile, state: GameState): BattleFile {
  const ships = fileShips(file).map((s) => {
    const placed = state.ships.find((x) => x.id === s.id);
    return placed ? { ...s, x: placed.pose.x, y: placed.pose.y, heading: placed.pose.headingDeg } : s;
  });
  return {
    ...file,
    initiative: state.initiative,
    obstacles: state.obstacles.map((o) => ({
      id: o.id,
      shape: o.shape,
      x: o.x,
      y: o.y,
      rotation: o.rotation,
      flipped: o.flipped,
    })),
    ships,
  };
}

/** The battle file a recording starts from; throws an InputError naming the squad field that is wrong. */
export function newRecordingFile(n: NewRecording): BattleFile {
  const brought: [string[], string[]] = [[], []];
  const players = n.players.map((p, i) => {
    const { squad, problems } = checkXwsSquad(p.squad);
    if (!squad)
      throw new InputError(problems.map((q) => ({ path: `players[${i}].squad.${q.path}`, message: q.message })));
    const obstacles = squadObstacles(p.squad, `players[${i}].squad`);
    if (obstacles.problems.length) throw new InputError(obstacles.problems);
    brought[i] = obstacles.shapes;
    return { name: p.name.trim() || `Player ${i + 1}`, faction: FACTION_OF_SIDE[squad.faction], squad: p.squad };
  });
  const file = parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    ...(n.title.trim() ? { title: n.title.trim() } : {}),
    seed: n.seed,
    roundLimit: n.roundLimit,
    players,
  });
  const at = probe(file);
  const state = at.over ? at.outcome.state : at.state;
  const shapes = broughtObstacles(brought, state.initiative);
  if (shapes.length === 0) return explicitSetup(file, state);
  // The squads' own obstacles, placed where the engine would place obstacles (the set-up screen moves them).
  const obstacles = placeObstacles(new Rng(deriveRng(n.seed, 'obstacles')), state.playArea, shapes);
  return explicitSetup(file, { ...state, obstacles });
}
