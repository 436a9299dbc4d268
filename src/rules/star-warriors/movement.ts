/**
 * Movement on the hex map (rules 10, whose wording is not in the document; README "Star Warriors"): a ship moves
 * exactly its speed in hexes, straight ahead along its facing; once it has moved at least its turn number of
 * hexes since its start or its last turn it may turn one hex side in the hex it is in (one turn per hex, and a
 * turn number of 0 allows a turn before moving). A planned slip moves it into the hex ahead-left or ahead-right
 * without turning; a planned ½ loop reverses its facing at the start of the move and uses two hexes of movement.
 */
import { type Facing, type Hex, hexNeighbor, turnFacing } from './hex.ts';

/** Where a counter is: its hex and the hex side it faces. */
export interface CounterPose {
  hex: Hex;
  facing: Facing;
}

/** What a ship may do this move, from its speed, turn number and planned actions. */
export interface MoveAllowance {
  speed: number;
  turnNumber: number;
  /** Planned slips (each must be made). */
  slips: number;
  /** A planned ½ loop (must be made, as the first step). */
  halfLoop: boolean;
}

/** Hexes of movement a ½ loop uses (assumed). */
export const HALF_LOOP_HEXES = 2;

/** One step of a move's path: F forward, L/R turn a hex side left/right, l/r slip ahead-left/right, H ½ loop. */
export type MoveStep = 'F' | 'L' | 'R' | 'l' | 'r' | 'H';

interface Cursor {
  pose: CounterPose;
  moved: number;
  sinceTurn: number;
  turnedHere: boolean;
  slips: number;
  halfLooped: boolean;
}

/** Applies one step; a message saying why when the step is not allowed. */
function step(c: Cursor, s: MoveStep, a: MoveAllowance): Cursor | string {
  const { hex, facing } = c.pose;
  switch (s) {
    case 'H':
      if (!a.halfLoop) return 'a ½ loop (H) needs a planned ½ loop';
      if (c.moved > 0 || c.halfLooped) return 'the ½ loop (H) comes first';
      return {
        ...c,
        pose: { hex, facing: turnFacing(facing, 3) },
        moved: Math.min(a.speed, HALF_LOOP_HEXES),
        sinceTurn: 0,
        turnedHere: true,
        halfLooped: true,
      };
    case 'F':
    case 'l':
    case 'r': {
      if (c.moved >= a.speed) return `the ship has already moved its speed (${a.speed} hexes)`;
      if (s !== 'F' && c.slips >= a.slips) return `more slips than the ${a.slips} planned`;
      const dir = s === 'F' ? facing : turnFacing(facing, s === 'l' ? 1 : -1);
      return {
        ...c,
        pose: { hex: hexNeighbor(hex, dir), facing },
        moved: c.moved + 1,
        sinceTurn: c.sinceTurn + 1,
        turnedHere: false,
        slips: c.slips + (s === 'F' ? 0 : 1),
      };
    }
    case 'L':
    case 'R':
      if (a.halfLoop && !c.halfLooped) return 'the ½ loop (H) comes first';
      if (c.turnedHere) return 'only one turn per hex';
      if (c.sinceTurn < a.turnNumber)
        return `turn number ${a.turnNumber}: only ${c.sinceTurn} hexes moved since the last turn`;
      return {
        ...c,
        pose: { hex, facing: turnFacing(facing, s === 'L' ? 1 : -1) },
        sinceTurn: 0,
        turnedHere: true,
      };
  }
}

const start = (pose: CounterPose): Cursor => ({
  pose,
  moved: 0,
  sinceTurn: 0,
  turnedHere: false,
  slips: 0,
  halfLooped: false,
});

/** Is the move finished as the rules require (all speed used, planned slips and ½ loop made)? */
function complete(c: Cursor, a: MoveAllowance): string | undefined {
  if (a.halfLoop && !c.halfLooped) return 'the planned ½ loop (H) was not made';
  if (c.moved !== a.speed) return `moves ${c.moved} hexes; it must move its speed, ${a.speed}`;
  if (c.slips !== a.slips) return `makes ${c.slips} slips; ${a.slips} were planned`;
  return undefined;
}

/**
 * The poses a path passes through (start first, one per step), or the reason it breaks the movement rules.
 * Whether the hexes are on the map is the caller's check.
 */
export function tracePath(
  from: CounterPose,
  a: MoveAllowance,
  path: string,
): { poses: CounterPose[] } | { error: string } {
  let c = start(from);
  const poses = [from];
  for (let i = 0; i < path.length; i++) {
    const next = step(c, path[i] as MoveStep, a);
    if (typeof next === 'string') return { error: `step ${i + 1} (${path[i]}): ${next}` };
    c = next;
    poses.push(c.pose);
  }
  const bad = complete(c, a);
  return bad ? { error: bad } : { poses };
}

/**
 * Every legal path, one per distinct final pose, found breadth-first in a fixed step order so the result is
 * deterministic. `allowed` filters the hexes a path may enter (e.g. the map).
 */
export function legalMoves(
  from: CounterPose,
  a: MoveAllowance,
  allowed: (h: Hex) => boolean,
): { path: string; poses: CounterPose[] }[] {
  const key = (c: Cursor) =>
    `${c.pose.hex.q},${c.pose.hex.r},${c.pose.facing},${Math.min(c.sinceTurn, a.turnNumber)},${c.turnedHere},${c.moved},${c.slips},${c.halfLooped}`;
  const seen = new Set<string>();
  const ends = new Map<string, { path: string; poses: CounterPose[] }>();
  let frontier: { c: Cursor; path: string; poses: CounterPose[] }[] = [{ c: start(from), path: '', poses: [from] }];
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const f of frontier) {
      if (!complete(f.c, a)) {
        const k = `${f.c.pose.hex.q},${f.c.pose.hex.r},${f.c.pose.facing}`;
        if (!ends.has(k)) ends.set(k, { path: f.path, poses: f.poses });
      }
      for (const s of ['H', 'F', 'l', 'r', 'L', 'R'] as const) {
        const c = step(f.c, s, a);
        if (typeof c === 'string' || !allowed(c.pose.hex)) continue;
        const k = key(c);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push({ c, path: f.path + s, poses: [...f.poses, c.pose] });
      }
    }
    frontier = next;
  }
  return [...ends.values()];
}
