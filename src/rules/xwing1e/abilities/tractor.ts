/**
 * Tractor beam tokens (issue 18), as the Tractor Beam Token reference card rules them: "A ship with at least one
 * tractor beam token assigned to it follows special rules during these phases: Combat Phase: The agility value of
 * that ship is reduced by 1 for each tractor beam token, to a minimum of 0. End Phase: Remove all tractor beam tokens
 * from the ship. The first time a small ship receives a tractor beam token each round, the opposing player may choose
 * one of the following effects: Perform a barrel roll using the [Straight 1] maneuver template. The opposing player
 * selects the direction of the barrel roll and the final position of the ship. Perform a boost using the [Straight 1]
 * maneuver template. This is not an action or a maneuver, and can cause the ship to overlap obstacles (but not other
 * ships). The ship suffers the effect of any obstacle it overlaps."
 *
 * How it works: the move is the kernel's boost or barrel roll (src/kernel/actions.ts) on the table without its
 * obstacles, so ships and the play area's edge still stop it and obstacles do not. Overlapping an asteroid where it
 * ends, the ship rolls the asteroid's die at once and cannot attack while it stays there; a debris cloud gives a
 * stress token and its die (rules: OBSTACLES). Mines the template or base overlaps detonate. The move is the
 * ability use "Tractor beam token" of the tractored ship (`action`: `boost-straight`, `barrel-roll-left` or
 * `barrel-roll-right` with its `slide`; `use: false`: no move).
 */
import { type ActionOutcome, type MoveActionName, resolveAction } from '../../../kernel/index.ts';
import { piecesOverlapObstacle } from '../../../kernel/collide.ts';
import { basePieces } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { ActionOption, AbilityUse } from '../decisions.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { actionMovePath, MOVE_DURATION_S } from '../movePaths.ts';
import { keptTable, obstacleKinds } from '../spatial.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { obstacleNames } from '../names.ts';
import { leaveTouching } from '../actions.ts';
import { minesOverlapped } from '../bombs/triggers.ts';
import { effectsOf } from './active.ts';
import { afterStress, bandBetween, destructionDelayed } from './triggers.ts';
import type { AttackInfo } from './types.ts';
import { insideFiringArc } from '../combat.ts';

/** The ability use that moves a tractored ship, by the reference card's name. */
export const TRACTOR_CARD = 'Tractor beam token';

/** The round flag of a small ship already moved by a tractor beam token this round. */
const MOVED = 'tractor-moved';

/** The round flag of a ship whose tractor beam tokens stay at the End phase (Ketsu Onyo, crew). */
const KEPT = 'tractor-kept';

/** The moves a tractor beam token offers. */
const MOVES: readonly MoveActionName[] = ['boost-straight', 'barrel-roll-left', 'barrel-roll-right'];

/** "Combat Phase: The agility value of that ship is reduced by 1 for each tractor beam token" (combat.ts). */
export function tractorPenalty(info: AttackInfo): number {
  return (info.phase ?? 'combat') === 'combat' ? (info.defender.tractor ?? 0) : 0;
}

/**
 * The ship receives 1 tractor beam token from `by`'s card; the first a small ship receives each round lets the
 * opposing player move it (Spacetug Tractor Array on a friendly ship: its own player, "as though it were an enemy
 * ship": the same move).
 */
export function assignTractor(ctx: RoundContext, ship: ShipState, by: ShipState): void {
  if (ship.destroyed) return;
  ship.tractor = (ship.tractor ?? 0) + 1;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'tractor', count: ship.tractor });
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${by.name} catches ${ship.name} in a tractor beam` }, 0);
  if (ship.size !== 'small' || ship.roundFlags.includes(MOVED)) return;
  ship.roundFlags.push(MOVED);
  tractorMove(ctx, ship);
}

/** The kernel's outcome of a tractor move: the boost or barrel roll on the table without obstacles. */
function moveOutcome(ctx: RoundContext, ship: ShipState, move: MoveActionName, slide?: number): ActionOutcome {
  const table = { ...keptTable(ctx.state), obstacles: [] };
  return resolveAction(table, ship.id, move, slide);
}

/** The obstacles the ship's base would overlap at `pose`, asteroids first (their die matters most). */
function obstaclesUnder(ctx: RoundContext, ship: ShipState, pose: ShipState['pose']): string[] {
  const pieces = basePieces(pose, ship.size, true);
  const kinds = obstacleKinds(ctx.state);
  const under = ctx.state.obstacles.filter((o) => piecesOverlapObstacle(pieces, o.placed)).map((o) => o.id);
  return [...under.filter((id) => kinds.get(id) === 'asteroid'), ...under.filter((id) => kinds.get(id) !== 'asteroid')];
}

/**
 * The legal moves, each once: the boost, and each barrel roll at its rearmost, centred and foremost legal slides (the
 * slides the autopilot weighs; a file may name any legal one).
 */
function moveOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  const out: ActionOption[] = [];
  for (const move of MOVES) {
    const centred = moveOutcome(ctx, ship, move);
    if (!centred.legal) continue;
    const slides = centred.legalSlides ?? [];
    const ends = slides.length ? [slides[0]?.[0] ?? 0, centred.slideMm ?? 0, slides[slides.length - 1]?.[1] ?? 0] : [];
    const outcomes =
      move === 'boost-straight' ? [centred] : [...new Set(ends)].map((s) => moveOutcome(ctx, ship, move, s));
    for (const r of outcomes)
      out.push({
        choice: { action: move, ...(r.slideMm !== undefined ? { slide: r.slideMm } : {}) },
        final: r.final,
        outcome: r,
      });
  }
  return out;
}

/**
 * The autopilot's tractor move: onto an asteroid if a move ends on one (the ship cannot attack while it overlaps it,
 * and rolls its die), else onto a debris cloud (a stress token and its die), else no move.
 */
function suggestedMove(ctx: RoundContext, ship: ShipState, options: readonly ActionOption[]): AbilityUse {
  const kinds = obstacleKinds(ctx.state);
  const onto = (kind: string) =>
    options.find((o) => o.final && obstaclesUnder(ctx, ship, { ...o.final }).some((id) => kinds.get(id) === kind));
  const best = onto('asteroid') ?? onto('debris');
  return { ship: ship.id, card: TRACTOR_CARD, use: best !== undefined, ...(best ? { action: best.choice } : {}) };
}

/** Why a recorded tractor move is not legal now, or null. */
function moveProblem(ctx: RoundContext, ship: ShipState, u: AbilityUse): { field: string; message: string } | null {
  const a = u.action;
  if (!a || !(MOVES as readonly string[]).includes(a.action))
    return { field: 'action', message: `expected ${MOVES.join(', ')}, got ${JSON.stringify(a?.action)}` };
  const r = moveOutcome(ctx, ship, a.action as MoveActionName, a.slide);
  if (r.legal && (a.slide === undefined || Math.abs((r.slideMm ?? 0) - a.slide) <= 1e-9)) return null;
  const at = a.slide === undefined ? '' : ` at slide ${a.slide} mm`;
  return { field: 'action', message: `${a.action}${at} is not legal now (${r.reason ?? 'not a legal slide'})` };
}

/** The opposing player's boost or barrel roll of the tractored small ship (module comment), or none. */
function tractorMove(ctx: RoundContext, ship: ShipState): void {
  const options = moveOptions(ctx, ship);
  if (options.length === 0) return;
  const { use } = ctx.choose(
    ship,
    { card: TRACTOR_CARD, suggested: () => suggestedMove(ctx, ship, options), actions: options },
    (u) => moveProblem(ctx, ship, u),
  );
  if (!use.use || !use.action) return;
  moveTractored(ctx, ship, moveOutcome(ctx, ship, use.action.action as MoveActionName, use.action.slide));
}

/** Moves the tractored ship as the kernel placed it, then what it overlaps: obstacles, mines. */
function moveTractored(ctx: RoundContext, ship: ShipState, r: ActionOutcome): void {
  const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
  ship.pose = { ...r.final };
  const to = { x: r.final.x, y: r.final.y, heading: r.final.headingDeg };
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `The tractor beam pulls ${ship.name}` }, 0);
  ctx.timeline.push(
    { kind: 'move', unit: ship.id, from, to, path: actionMovePath(r.action, ship.size) },
    MOVE_DURATION_S.action,
  );
  leaveTouching(ctx, ship);
  minesOverlapped(ctx, ship, r.laid);
  if (ship.destroyed) return;
  overlapEffects(ctx, ship);
}

/**
 * "The ship suffers the effect of any obstacle it overlaps" (rules: OBSTACLES): an asteroid's die (a hit: 1 damage,
 * a crit: 1 critical damage) and no attack while on it; a debris cloud's stress token and die (a crit: 1 critical
 * damage). A tractor move is no maneuver, so no Perform Action step is skipped.
 */
function overlapEffects(ctx: RoundContext, ship: ShipState): void {
  const under = obstaclesUnder(ctx, ship, ship.pose);
  const kinds = obstacleKinds(ctx.state);
  ship.onAsteroid = under.some((id) => kinds.get(id) === 'asteroid');
  if (under.length === 0) return;
  const names = obstacleNames(ctx.state.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind })));
  ctx.timeline.push({
    kind: 'caption',
    unit: ship.id,
    text: `${ship.name} overlaps ${under.map((id) => names.get(id) ?? id).join(', ')}`,
  });
  for (const id of under) {
    const asteroid = kinds.get(id) === 'asteroid';
    if (!asteroid) {
      ship.stress++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
      afterStress(ctx, ship);
    }
    const face = ctx.effectRoll(ship, `${asteroid ? 'asteroid' : 'debris'} ${id}`, 1, names.get(id) ?? id)[0];
    if (face === 'hit' && asteroid) sufferDamage(ctx, ship, 1, 0);
    if (face === 'crit') sufferDamage(ctx, ship, 0, 1);
  }
  if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, 'destroyed');
}

/**
 * Unkar Plutt: "At the end of the Activation phase, you must assign a tractor beam token to each ship you are
 * touching." Every Unkar Plutt in play, as the state lists them; the ships touched in the order they touched.
 */
export function endOfActivationTractor(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { effect } of effectsOf(ship, 'tractor-op'))
      if (effect.op === 'touching')
        for (const id of [...ship.touching]) {
          const other = ctx.state.ships.find((s) => s.id === id);
          if (other && !other.destroyed) assignTractor(ctx, other, ship);
        }
}

/**
 * End phase: Ketsu Onyo (crew): "At the start of the End phase, you may choose 1 enemy ship inside your firing arc
 * at Range 1-2. That ship does not remove its tractor beam tokens." (the use's `target`; the autopilot picks the first
 * such enemy holding a token). Then every other ship's tokens go.
 */
export function endPhaseTractor(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of effectsOf(ship, 'tractor-op'))
      if (effect.op === 'keep-tokens') keepTokens(ctx, ship, card);
  for (const ship of shipsInPlay(ctx.state)) {
    if (!ship.tractor || ship.roundFlags.includes(KEPT)) continue;
    ship.tractor = 0;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'tractor', count: 0 }, 0.1);
  }
}

/** Ketsu Onyo (crew)'s choice: an enemy inside the ship's firing arc at Range 1–2 keeps its tractor beam tokens. */
function keepTokens(ctx: RoundContext, ship: ShipState, card: string): void {
  const enemies = shipsInPlay(ctx.state).filter((e) => {
    const band = e.player === ship.player ? null : bandBetween(ship, e);
    return band !== null && band <= 2 && insideFiringArc(ship, e);
  });
  if (enemies.length === 0) return;
  const best = enemies.find((e) => (e.tractor ?? 0) > 0);
  const { use } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) }),
      choices: enemies.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
    },
    (u) =>
      enemies.some((e) => e.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected an enemy inside the firing arc at Range 1-2 (${enemies.map((e) => e.id).join(', ')}), got ${JSON.stringify(u.target)}`,
          },
  );
  const chosen = use.use ? enemies.find((e) => e.id === use.target) : undefined;
  if (!chosen) return;
  chosen.roundFlags.push(KEPT);
  ctx.timeline.push(
    { kind: 'caption', unit: chosen.id, text: `${card}: ${chosen.name} keeps its tractor beam tokens` },
    0,
  );
}
