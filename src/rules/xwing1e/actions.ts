/**
 * The Perform Action step (rules: ACTIONS, FOCUS, EVADE, ACQUIRE A TARGET LOCK, BARREL ROLL, BOOST, CLOAK):
 * the legal options for a ship, and performing one. One action of each kind per round; none while stressed.
 * Face-up Damage cards with an "Action:" header add their repair action.
 */
import {
  type ActionOutcome,
  isMoveAction,
  type MoveActionName,
  resolveAction,
  shipRange,
  type TableState,
} from '../../kernel/index.ts';
import type { RoundContext } from './context.ts';
import { actionMovePath, MOVE_DURATION_S } from './movePaths.ts';
import type { ActionChoice, ActionOption } from './decisions.ts';
import { flipDown } from './damage.ts';
import { hasCrit } from './effective.ts';
import { repairsOf, sensorArrayLimit } from './damageCards.ts';
import { effectsOf, hasCardAction } from './abilities/active.ts';
import { cardActionAvailable, performCardAction } from './abilities/cardActions.ts';
import { afterLockAcquired, jammedBy, lockTouched } from './abilities/triggers.ts';
import { stressForbidsActions } from './abilities/stressedActions.ts';
import { focusAction } from './abilities/focusAction.ts';
import { afterActionPerformed } from './abilities/afterActions.ts';
import { keptTable, kernelView, withinRange3 } from './spatial.ts';
import { type ShipState, shipsInPlay } from './state.ts';
import { minesOverlapped } from './bombs/triggers.ts';
import { stressedActionOptions } from './bombs/stressedActions.ts';
import { choiceWords, barActionOptions, performBarAction, sameChoice } from './actionBar/perform.ts';
import { settleJam } from './actionBar/jam.ts';
import { forcedLock, lockFilter } from './abilities/pilotLocks.ts';
import { actionTable, poseAfterAction } from './abilities/pilotObstacles.ts';
import { canPerformCardAction, lentCardActions } from './abilities/lentActions.ts';

/** Action-bar names as the engine spells them (xwing-data's names, lower case and hyphenated). */
export function actionKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** The actions this engine performs; other action-bar entries are listed as not applied. */
export const SUPPORTED_ACTIONS = [
  'focus',
  'evade',
  'target-lock',
  'barrel-roll',
  'boost',
  'cloak',
  'slam',
  'coordinate',
  'jam',
  'reload',
  'reinforce',
] as const;

const MOVES = new Map<string, readonly MoveActionName[]>([
  ['barrel-roll', ['barrel-roll-left', 'barrel-roll-right']],
  ['boost', ['boost-straight', 'boost-bank-left', 'boost-bank-right']],
]);

/**
 * Every legal action for the ship now (while stressed none, but R4-E1's). Moving actions carry the position reached.
 */
export function actionOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  // R4-E1: a stressed ship may still perform its [Torpedo] and [Bomb] cards' actions.
  if (stressForbidsActions(ship))
    return stressedActionOptions(ctx, ship, (action) => cardActionAvailable(ctx, ship, action));
  const out: ActionOption[] = [];
  const done = new Set(ship.actionsDone);
  for (const [key, repair] of repairsOf(ctx.state)) {
    if (!done.has(key) && hasCrit(ship, repair.card)) out.push({ choice: { action: key } });
  }
  // "Action:" headers of upgrade cards (Marksmanship, R2-F2, R5-D8): not on the action bar, so Damaged Sensor
  // Array ("You cannot perform the actions listed in your action bar") leaves them.
  for (const { effect } of effectsOf(ship, 'card-action'))
    if (!done.has(effect.action) && cardActionAvailable(ctx, ship, effect.action))
      out.push({ choice: { action: effect.action } });
  // "Youngster" lends a TIE fighter his [Elite] card's action.
  for (const action of lentCardActions(ctx.state, ship))
    if (!done.has(action) && !hasCardAction(ship, action) && cardActionAvailable(ctx, ship, action))
      out.push({ choice: { action } });
  // Damaged Sensor Array: "You cannot perform the actions listed in your action bar." (Core Set deck); "You cannot
  // perform any actions except actions listed on Damage cards." (The Force Awakens deck).
  const sensorArray = sensorArrayLimit(ctx.state, ship);
  if (sensorArray === 'damage-cards-only') return out.filter((o) => o.choice.action.startsWith('repair-'));
  if (sensorArray === 'no-bar')
    return out.filter(
      (o) => o.choice.action.startsWith('repair-') || canPerformCardAction(ctx.state, ship, o.choice.action),
    );
  // Dash Rendar's moving actions ignore obstacles.
  const table = actionTable(ctx.state, ship);
  const jammed = jammedBy(ctx.state, ship) !== null;
  for (const raw of ship.actionBar) {
    const key = actionKey(raw);
    if (done.has(key)) continue;
    if ((key === 'focus' || key === 'evade') && !jammed) out.push({ choice: { action: key } });
    if (key === 'cloak' && ship.cloak === 0) out.push({ choice: { action: key } });
    if (key === 'target-lock') {
      // Only ships the broad phase finds within range 3 can be locked (in the scan's order); with ST-321, any enemy.
      const anywhere = effectsOf(ship, 'lock-anywhere').length > 0;
      const near = anywhere ? shipsInPlay(ctx.state) : withinRange3(kernelView(ctx.state), ship.pose, ship.size);
      const lockable = near.filter((e) => e.player !== ship.player && (anywhere || canLock(ship, e)));
      // Captain Kagi: "it must lock onto your ship if able".
      for (const enemy of lockFilter(ctx.state, ship, lockable))
        out.push({ choice: { action: key, target: enemy.id } });
    }
    for (const move of movesOf(key)) {
      const option = moveOption(table, ship, move);
      if (option) out.push(option);
    }
    // SLAM, coordinate, jam, reload, reinforce (actionBar/).
    for (const option of barActionOptions(ctx, ship, key)) out.push(option);
  }
  return out;
}

/** Why a focus or evade action is refused when Carnor Jax forbids it (empty otherwise). */
function jamNote(ctx: RoundContext, ship: ShipState, action: string): string {
  const by = action === 'focus' || action === 'evade' ? jammedBy(ctx.state, ship) : null;
  return by ? `; ${by} at Range 1 forbids focus and evade actions` : '';
}

/** Target lock: the enemy is at range 1–3 (rules: ACQUIRE A TARGET LOCK). */
function canLock(ship: ShipState, enemy: ShipState): boolean {
  return shipRange(ship.pose, ship.size, enemy.pose, enemy.size).band !== null;
}

/** The moving actions an action-bar entry gives. */
function movesOf(key: string): readonly MoveActionName[] {
  return MOVES.get(key) ?? [];
}

/**
 * Checks one choice against the rules of actionOptions without listing every option: a replayed file records
 * its choice, and listing all of them costs a kernel slide search per moving action. Returns null when the
 * choice is not among actionOptions; for a moving action, the kernel outcome at the choice's slide.
 */
function checkChoice(ctx: RoundContext, ship: ShipState, choice: ActionChoice): { outcome?: ActionOutcome } | null {
  if (stressForbidsActions(ship))
    return choice.target === undefined && actionOptions(ctx, ship).some((o) => o.choice.action === choice.action)
      ? {}
      : null;
  const done = new Set(ship.actionsDone);
  const target = choice.target ?? null;
  const sensorArray = sensorArrayLimit(ctx.state, ship);
  const repair = repairsOf(ctx.state).get(choice.action);
  if (repair) return target === null && !done.has(choice.action) && hasCrit(ship, repair.card) ? {} : null;
  if (sensorArray !== 'damage-cards-only' && canPerformCardAction(ctx.state, ship, choice.action))
    return target === null && !done.has(choice.action) && cardActionAvailable(ctx, ship, choice.action) ? {} : null;
  if (sensorArray !== 'none') return null;
  for (const raw of ship.actionBar) {
    const key = actionKey(raw);
    if (done.has(key)) continue;
    if ((key === 'focus' || key === 'evade') && choice.action === key && target === null)
      return jammedBy(ctx.state, ship) === null ? {} : null;
    if (key === 'cloak' && ship.cloak === 0 && choice.action === key && target === null) return {};
    if (key === 'target-lock' && choice.action === key && target !== null) {
      const enemy = shipsInPlay(ctx.state).find((e) => e.id === target);
      const anywhere = effectsOf(ship, 'lock-anywhere').length > 0;
      const reach = (e: ShipState) => e.player !== ship.player && (anywhere || canLock(ship, e));
      const kagi = forcedLock(ctx.state, ship, reach);
      if (enemy && reach(enemy) && (kagi === null || kagi === enemy)) return {};
    }
    if (target === null && movesOf(key).includes(choice.action as MoveActionName)) {
      // Legality does not depend on the slide asked for (the nearest legal one is taken), so this one kernel
      // call both checks the choice and gives the position performAction needs.
      const r = resolveAction(actionTable(ctx.state, ship), ship.id, choice.action as MoveActionName, choice.slide);
      if (r.legal) return { outcome: r };
    }
    if (familyOf(choice.action) === key && barActionOptions(ctx, ship, key).some((o) => sameChoice(o.choice, choice)))
      return {};
  }
  return null;
}

/** The key an action counts under for "one of each per round" (both barrel rolls are one barrel roll). */
function familyOf(action: string): string {
  if (action.startsWith('barrel-roll')) return 'barrel-roll';
  if (action.startsWith('boost')) return 'boost';
  if (action.startsWith('reinforce')) return 'reinforce';
  return action;
}

/** The error for an action that is not legal now, naming its field and listing the legal ones. */
function illegalAction(
  ctx: RoundContext,
  ship: ShipState,
  choice: ActionChoice,
  field: string,
  options?: readonly ActionOption[],
): Error {
  const legal = (options ?? actionOptions(ctx, ship)).map((o) => choiceWords(o.choice)).join(', ') || 'none';
  const maneuver = choice.maneuver === undefined ? '' : ` (${choice.maneuver})`;
  // A free action's field (abilities[k].action) does not name the ship: the message does.
  const who = field === `actions.${ship.id}` ? '' : `${ship.id}: `;
  return ctx.error(
    field,
    `${who}action ${JSON.stringify(choice.action)}${maneuver}${choice.target ? ` on ${choice.target}` : ''} is not possible now (legal: ${legal})${jamNote(ctx, ship, choice.action)}`,
  );
}

/**
 * Performs a chosen action. A recorded choice that is not legal now is an error naming its field; a moving
 * action with a slide takes exactly that slide when legal. `options`: the ship's actionOptions now, when
 * already listed (the choice is then looked up there instead of checked on its own).
 */
export function performAction(
  ctx: RoundContext,
  ship: ShipState,
  choice: ActionChoice,
  field: string,
  options?: readonly ActionOption[],
): void {
  const match = options ? options.find((o) => sameChoice(o.choice, choice)) : checkChoice(ctx, ship, choice);
  if (!match) throw illegalAction(ctx, ship, choice, field, options);
  ship.actionsDone.push(familyOf(choice.action));
  const tl = ctx.timeline;
  const stressedBefore = ship.stress > 0;
  if (isMoveAction(choice.action)) {
    const r =
      reusable(match.outcome, choice) ??
      resolveAction(actionTable(ctx.state, ship), ship.id, choice.action, choice.slide);
    if (!r.legal || (choice.slide !== undefined && Math.abs((r.slideMm ?? 0) - choice.slide) > 1e-9)) {
      throw ctx.error(`${field}.slide`, `slide ${choice.slide} mm is not legal for ${choice.action}`);
    }
    tl.push({ kind: 'action', unit: ship.id, action: choice.action });
    const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
    ship.pose = poseAfterAction(ctx.state, ship, r.final);
    const to = { x: r.final.x, y: r.final.y, heading: r.final.headingDeg };
    const path = actionMovePath(choice.action, ship.size);
    tl.push({ kind: 'move', unit: ship.id, from, to, path }, MOVE_DURATION_S.action);
    leaveTouching(ctx, ship);
    minesOverlapped(ctx, ship, r.laid);
    afterActionPerformed(ctx, ship, familyOf(choice.action), stressedBefore);
    return;
  }
  tl.push({
    kind: 'action',
    unit: ship.id,
    action: choice.action,
    ...(choice.target ? { target: choice.target } : {}),
  });
  switch (choice.action) {
    case 'focus':
      // Recon Specialist's extra token, Jan Ors (crew)'s evade token instead.
      focusAction(ctx, ship);
      break;
    case 'evade':
      ship.evade++;
      tl.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
      break;
    case 'cloak':
      ship.cloak = 1;
      tl.push({ kind: 'token', unit: ship.id, token: 'cloak', count: 1 });
      break;
    case 'target-lock':
      // A ship maintains one target lock: a new one replaces the old (rules: ACQUIRE A TARGET LOCK).
      if (ship.lockOn) tl.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 0 }, 0);
      ship.lockOn = choice.target ?? null;
      if (ship.lockOn) tl.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 1 });
      lockTouched(ctx, ship);
      afterLockAcquired(ctx, ship);
      break;
    default: {
      if (performBarAction(ctx, ship, choice)) break;
      if (canPerformCardAction(ctx.state, ship, choice.action)) {
        performCardAction(ctx, ship, choice.action);
        break;
      }
      const repair = repairsOf(ctx.state).get(choice.action);
      if (!repair) break;
      const face = repair.flipOn ? (ctx.effectRoll(ship, choice.action, 1)[0] ?? null) : null;
      if (face === null || repair.flipOn?.includes(face)) {
        flipDown(ship, repair.card);
        tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} repairs ${repair.card}` });
      }
    }
  }
  // A jammed ship that gained a focus, evade or target lock token loses one (actionBar/jam.ts).
  settleJam(ctx, ship);
  // IG-88C, Jake Farrell: a free action after this one.
  afterActionPerformed(ctx, ship, choice.action, stressedBefore);
}

/**
 * A kernel outcome already computed for this moving action that equals what resolveAction would give for the
 * choice's slide: the same call when no slide is asked for, and the kernel takes a slide inside the legal set
 * as it is. Undefined when it has to be computed.
 */
function reusable(outcome: ActionOutcome | undefined, choice: ActionChoice): ActionOutcome | undefined {
  if (!outcome || outcome.action !== choice.action) return undefined;
  return choice.slide === undefined || choice.slide === outcome.slideMm ? outcome : undefined;
}

/** A ship that moves stops touching the ships it touched (rules: TOUCHING). */
export function leaveTouching(ctx: RoundContext, ship: ShipState): void {
  for (const id of ship.touching) {
    const other = ctx.state.ships.find((x) => x.id === id);
    if (other) other.touching = other.touching.filter((t) => t !== ship.id);
  }
  ship.touching = [];
}

/** The decloak options of a cloaked ship (rules: CLOAK): sideways with straight-2 either way, or forward. */
export function decloakOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  const table = keptTable(ctx.state);
  const out: ActionOption[] = [];
  for (const move of DECLOAKS) {
    const option = moveOption(table, ship, move);
    if (option) out.push(option);
  }
  return out;
}

/** A moving action (barrel roll, boost, decloak) as an option with the kernel's outcome, or null if illegal. */
function moveOption(table: TableState, ship: ShipState, move: MoveActionName): ActionOption | null {
  const r = resolveAction(table, ship.id, move);
  if (!r.legal) return null;
  return {
    choice: { action: move, ...(r.slideMm !== undefined ? { slide: r.slideMm } : {}) },
    final: r.final,
    outcome: r,
  };
}

const DECLOAKS = ['decloak-left', 'decloak-right', 'decloak-forward'] as const;

/**
 * Performs a decloak: spend the cloak token and move (a decloak is not an action; rules: CLOAK). `options`:
 * the ship's decloakOptions now, when already listed.
 */
export function performDecloak(
  ctx: RoundContext,
  ship: ShipState,
  choice: ActionChoice,
  field: string,
  options?: readonly ActionOption[],
): void {
  const resolve = () => resolveAction(keptTable(ctx.state), ship.id, choice.action as MoveActionName, choice.slide);
  let r: ActionOutcome | null = null;
  if (options) {
    const listed = options.find((o) => o.choice.action === choice.action);
    if (listed) r = reusable(listed.outcome, choice) ?? resolve();
  } else if ((DECLOAKS as readonly string[]).includes(choice.action)) {
    // Legality does not depend on the slide asked for, so resolving at the chosen slide is the whole check.
    r = resolve();
  }
  if (!r || !r.legal) throw ctx.error(field, `${choice.action} is not possible now`);
  const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
  ship.pose = { ...r.final };
  ship.cloak = 0;
  ctx.timeline.push({ kind: 'action', unit: ship.id, action: choice.action });
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'cloak', count: 0 }, 0);
  const to = { x: r.final.x, y: r.final.y, heading: r.final.headingDeg };
  const path = actionMovePath(r.action, ship.size);
  ctx.timeline.push({ kind: 'move', unit: ship.id, from, to, path }, MOVE_DURATION_S.action);
  leaveTouching(ctx, ship);
  minesOverlapped(ctx, ship, r.laid);
}
