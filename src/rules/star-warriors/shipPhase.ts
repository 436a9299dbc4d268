/**
 * One ship phase (rules 4.5, 9–11): the ship's speed and turn number, its move along a path of hex steps
 * (recorded, or the autopilot's best), its shots (snap fire pauses the move at a step), and leaving the map
 * when no move stays on it.
 */
import { itemAt, lastItem } from '../../battle/lookup.ts';
import { InputError } from '../../battle/validationError.ts';
import { autopilotShots, bestMove } from './autopilot.ts';
import { fire } from './attack.ts';
import type { Shot, TurnContext } from './context.ts';
import { onMap } from './hex.ts';
import { type CounterPose, legalMoves, type MoveAllowance, tracePath } from './movement.ts';
import { describePlan, moveAllowance } from './plan.ts';
import { activeShips, type ShipState, timesPlanned } from './state.ts';

/** Seconds of playback per hex of movement. */
const STEP_S = 0.35;

/** A ship's move this phase: its path, the poses it passes through, and whether it leaves the map. */
interface Move {
  path: string;
  poses: CounterPose[];
  leaves: boolean;
}

/** Plays one ship's phase: its move with any snap fire, its fire at the end, and leaving the map if it must. */
export function shipPhase(ctx: TurnContext, s: ShipState): void {
  const allowance = moveAllowance(s);
  ctx.tl.push(
    {
      kind: 'caption',
      unit: s.id,
      text: `${s.name}: speed ${allowance.speed}, turn number ${allowance.turnNumber}${s.plan.length ? `; ${describePlan(s.plan)}` : ''}`,
    },
    0.8,
  );
  const move = chooseMove(ctx, s, allowance);
  const shots = chooseShots(ctx, s, move);
  flyAndFire(ctx, s, move, shots);
  if (move.leaves) {
    s.disengaged = true;
    ctx.tl.push({ kind: 'destroyed', unit: s.id, cause: 'left the map: no move stayed on it' });
  }
}

/** The recorded move, checked, or the autopilot's (straight off the map when no move stays on it). */
function chooseMove(ctx: TurnContext, s: ShipState, allowance: MoveAllowance): Move {
  const { state } = ctx;
  const enemies = activeShips(state).filter((e) => e.player !== s.player);
  const onTheMap = legalMoves(s.pose, allowance, (h) => onMap(state.map, h)).length > 0;
  let path = ctx.decisions.entry('moves', s.id);
  if (path === undefined) {
    const best = onTheMap ? bestMove(state, s, enemies) : null;
    path = best ? best.path : offMapPath(allowance);
  }
  const traced = tracePath(s.pose, allowance, path);
  if ('error' in traced) throw ctx.error(`moves.${s.id}`, traced.error);
  const leaves = traced.poses.some((p) => !onMap(state.map, p.hex));
  // Leaving the map is the last resort of a ship that cannot stay on it, never a choice.
  if (leaves && onTheMap) throw ctx.error(`moves.${s.id}`, 'leaves the map, though a move on the map exists');
  ctx.out.moves[s.id] = path;
  return { path, poses: traced.poses, leaves };
}

/** The recorded shots, checked against the planned snap fire, or the autopilot's. */
function chooseShots(ctx: TurnContext, s: ShipState, move: Move): Shot[] {
  const snap = timesPlanned(s, 'snapFire');
  let shots = ctx.decisions.entry('fire', s.id);
  if (shots === undefined) shots = move.leaves ? [] : autopilotShots(ctx.state, s, move.poses, snap);
  checkShots(shots, snap, move.path.length, `${ctx.base}.fire.${s.id}`);
  ctx.out.fire[s.id] = shots;
  return shots;
}

/** Moves the ship along its path, pausing for each shot at its step (the end unless snap fire says otherwise). */
function flyAndFire(ctx: TurnContext, s: ShipState, move: Move, shots: readonly Shot[]): void {
  const { path, poses } = move;
  let at = 0;
  const moveTo = (k: number) => {
    if (k <= at) return;
    const legs = poses.slice(at, k + 1);
    ctx.tl.push(
      {
        kind: 'move',
        unit: s.id,
        from: ctx.pose(itemAt(legs, 0, 'a move leg')),
        to: ctx.pose(lastItem(legs, 'a move leg')),
        path: { kind: 'waypoints', poses: legs.slice(1, -1).map((p) => ctx.pose(p)) },
      },
      Math.max(0.5, STEP_S * (legs.length - 1)),
    );
    at = k;
  };
  const ordered = [...shots].sort((a, b) => (a.afterStep ?? path.length) - (b.afterStep ?? path.length));
  for (const shot of ordered) {
    const k = shot.afterStep ?? path.length;
    moveTo(k);
    s.pose = itemAt(poses, k, 'the traced move');
    if (shot.target !== null)
      fire(ctx, s, s.pose, shot.target, `fire.${s.id}[${shots.indexOf(shot)}]`, k < path.length);
  }
  moveTo(path.length);
  s.pose = lastItem(poses, 'the traced move');
}

/** A path straight off the map for a ship with no move that stays on it: its ½ loop and slips, then ahead. */
function offMapPath(a: MoveAllowance): string {
  const used = a.halfLoop ? Math.min(a.speed, 2) : 0;
  const slips = Math.min(a.slips, a.speed - used);
  return `${a.halfLoop ? 'H' : ''}${'l'.repeat(slips)}${'F'.repeat(a.speed - used - slips)}`;
}

/** Checks recorded shots against snap fire (11.12): one shot, or a second one when snap fire is doubled. */
function checkShots(shots: readonly Shot[], snap: number, steps: number, path: string): void {
  const fail = (message: string) => {
    throw new InputError([{ path, message }]);
  };
  if (shots.length > (snap === 2 ? 2 : 1))
    fail(`expected at most ${snap === 2 ? 2 : 1} shot(s) (two only with doubled snap fire), got ${shots.length}`);
  const during = shots.filter((s) => s.afterStep !== undefined && s.afterStep < steps);
  if (during.length && !snap) fail('firing during movement (afterStep) needs planned snap fire');
  if (during.length > 1) fail('at most one snap-fire pause per move');
  if (shots.some((s) => s.afterStep !== undefined && s.afterStep > steps))
    fail(`afterStep must be at most the path's ${steps} steps`);
  if (shots.length === 2 && during.length !== 1) fail('with doubled snap fire, one shot during movement and one after');
}
