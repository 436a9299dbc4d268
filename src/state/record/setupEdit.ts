/**
 * Editing the set-up of a recording before round 1 is recorded: a ship or an obstacle moved to a measured spot
 * (typed in mm or dragged on the table, snap-free), or the whole table set up again as the engine would. The
 * engine checks the set-up rules when it plays the edited file (obstacles not at range 1 of each other nor at
 * range 1–2 of an edge, every ship wholly within range 1 of its player's edge, no two bases overlapping); a
 * breach is refused with every problem named by the pieces' names, and the recording keeps its table.
 */
import { InputError } from '../../battle/validationError.ts';
import { type BattleFile, parseBattleFile } from '../../rules/xwing1e/battleFile.ts';
import { obstacleNames } from '../../rules/xwing1e/names.ts';
import type { GameState } from '../../rules/xwing1e/state.ts';
import { explicitSetup } from './newRecording.ts';
import { probe } from './probe.ts';
import { shipDisplayNames } from './shipNames.ts';

/** A piece of the set-up: a ship or an obstacle, by id. */
export interface SetupPiece {
  kind: 'ship' | 'obstacle';
  id: string;
}

/** Where a piece goes: centre in mm, and heading (a ship) or rotation (an obstacle) in degrees. */
export interface SetupPose {
  x: number;
  y: number;
  heading: number;
}

/** Whether the set-up can still be edited: nothing of round 1 recorded yet. */
export function setupEditable(file: BattleFile): boolean {
  return !file.rounds?.some((r) => Object.keys(r.dials).length > 0 || (r.adjustments?.length ?? 0) > 0);
}

/** The file with one piece moved (the file is plain JSON; the engine checks the result). */
export function withPiecePlaced(file: BattleFile, piece: SetupPiece, pose: SetupPose): BattleFile {
  if (piece.kind === 'ship')
    return {
      ...file,
      ships: (file.ships ?? []).map((s) =>
        s.id === piece.id ? { ...s, x: pose.x, y: pose.y, heading: pose.heading } : s,
      ),
    };
  return {
    ...file,
    obstacles: (file.obstacles ?? []).map((o) =>
      o.id === piece.id ? { ...o, x: pose.x, y: pose.y, rotation: pose.heading } : o,
    ),
  };
}

/** The file set up again as the engine sets up a new game from its seed: obstacles, then ships along the edges. */
export function engineSetup(file: BattleFile): BattleFile {
  const { obstacles: _o, initiative: _i, rounds: _r, ...rest } = file;
  const bare = parseBattleFile({
    ...rest,
    ships: (file.ships ?? []).map(({ x: _x, y: _y, heading: _h, ...s }) => s),
  });
  const at = probe(bare);
  return explicitSetup(bare, at.over ? at.outcome.state : at.state);
}

/** The engine's set-up problems in words, each piece named as on the table (never by id), one per line. */
export function setupBreaches(e: InputError, state: GameState): string {
  const names = new Map([
    ...shipDisplayNames(state),
    ...obstacleNames(state.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind }))),
  ]);
  // Longest ids first, so that "rock1" never replaces the start of "rock10".
  const ids = [...names.keys()].sort((a, b) => b.length - a.length);
  return e.problems
    .map((p) => ids.reduce((text, id) => text.split(id).join(names.get(id) ?? id), p.message))
    .map((text) => text.replace(/^(ship|obstacles?) /, ''))
    .join('; ');
}
