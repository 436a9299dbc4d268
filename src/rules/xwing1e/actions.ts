/**
 * The Perform Action step (rules: ACTIONS, FOCUS, EVADE, ACQUIRE A TARGET LOCK, BARREL ROLL, BOOST, CLOAK):
 * the legal options for a ship, and performing one. One action of each kind per round; none while stressed.
 * Face-up Damage cards with an "Action:" header add their repair action.
 */
import { isMoveAction, type MoveActionName, resolveAction, shipRange } from '../../kernel/index.ts';
import type { RoundContext } from './context.ts';
import type { ActionChoice, ActionOption } from './decisions.ts';
import { flipDown } from './damage.ts';
import { hasCrit } from './effective.ts';
import { type ShipState, shipsInPlay, tableOf } from './state.ts';

/** Action-bar names as the engine spells them (xwing-data's names, lower case and hyphenated). */
export function actionKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** The actions this engine performs; other action-bar entries are listed as not applied. */
export const SUPPORTED_ACTIONS = ['focus', 'evade', 'target-lock', 'barrel-roll', 'boost', 'cloak'] as const;

/** Repair actions of face-up Damage cards: the card, and the die faces that flip it (null: no roll). */
const REPAIRS: Record<string, { card: string; flipOn: string[] | null }> = {
  'repair-console-fire': { card: 'Console Fire', flipOn: null },
  'repair-damaged-sensor-array': { card: 'Damaged Sensor Array', flipOn: ['hit'] },
  'repair-structural-damage': { card: 'Structural Damage', flipOn: ['hit'] },
  'repair-weapon-malfunction': { card: 'Weapon Malfunction', flipOn: ['hit', 'crit'] },
};

const MOVES: Record<string, MoveActionName[]> = {
  'barrel-roll': ['barrel-roll-left', 'barrel-roll-right'],
  boost: ['boost-straight', 'boost-bank-left', 'boost-bank-right'],
};

/** Every legal action for the ship now (empty while stressed). Moving actions carry the position reached. */
export function actionOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  if (ship.stress > 0) return [];
  const out: ActionOption[] = [];
  const done = new Set(ship.actionsDone);
  for (const [key, repair] of Object.entries(REPAIRS)) {
    if (!done.has(key) && hasCrit(ship, repair.card)) out.push({ choice: { action: key } });
  }
  // Damaged Sensor Array: "You cannot perform any actions except the action listed on this card."
  if (hasCrit(ship, 'Damaged Sensor Array'))
    return out.filter((o) => o.choice.action === 'repair-damaged-sensor-array');
  const table = tableOf(ctx.state);
  for (const raw of ship.actionBar) {
    const key = actionKey(raw);
    if (done.has(key)) continue;
    if (key === 'focus' || key === 'evade') out.push({ choice: { action: key } });
    if (key === 'cloak' && ship.cloak === 0) out.push({ choice: { action: key } });
    if (key === 'target-lock') {
      for (const enemy of shipsInPlay(ctx.state)) {
        if (enemy.player === ship.player) continue;
        const band = shipRange(ship.pose, ship.size, enemy.pose, enemy.size).band;
        if (band !== null) out.push({ choice: { action: key, target: enemy.id } });
      }
    }
    for (const move of MOVES[key] ?? []) {
      const r = resolveAction(table, ship.id, move);
      if (r.legal)
        out.push({
          choice: { action: move, ...(r.slideMm !== undefined ? { slide: r.slideMm } : {}) },
          final: r.final,
        });
    }
  }
  return out;
}

/** The key an action counts under for "one of each per round" (both barrel rolls are one barrel roll). */
function familyOf(action: string): string {
  if (action.startsWith('barrel-roll')) return 'barrel-roll';
  if (action.startsWith('boost')) return 'boost';
  return action;
}

/**
 * Performs a chosen action. A recorded choice that is not legal now is an error naming its field; a moving
 * action with a slide takes exactly that slide when legal.
 */
export function performAction(ctx: RoundContext, ship: ShipState, choice: ActionChoice, field: string): void {
  const options = actionOptions(ctx, ship);
  const match = options.find(
    (o) => o.choice.action === choice.action && (o.choice.target ?? null) === (choice.target ?? null),
  );
  if (!match) {
    const legal =
      options.map((o) => o.choice.action + (o.choice.target ? `:${o.choice.target}` : '')).join(', ') || 'none';
    throw ctx.error(
      field,
      `action ${JSON.stringify(choice.action)}${choice.target ? ` on ${choice.target}` : ''} is not possible now (legal: ${legal})`,
    );
  }
  ship.actionsDone.push(familyOf(choice.action));
  const tl = ctx.timeline;
  if (isMoveAction(choice.action)) {
    const r = resolveAction(tableOf(ctx.state), ship.id, choice.action, choice.slide);
    if (!r.legal || (choice.slide !== undefined && Math.abs((r.slideMm ?? 0) - choice.slide) > 1e-9)) {
      throw ctx.error(`${field}.slide`, `slide ${choice.slide} mm is not legal for ${choice.action}`);
    }
    tl.push({ kind: 'action', unit: ship.id, action: choice.action });
    const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
    ship.pose = { ...r.final };
    const to = { x: r.final.x, y: r.final.y, heading: r.final.headingDeg };
    const path =
      r.template.kind === 'forward'
        ? {
            kind: 'template' as const,
            maneuver: templateName(choice.action),
            size: ship.size,
            progress: 1,
            rotationDeg: 0,
          }
        : { kind: 'slide' as const, template: `straight-${r.template.lengthMm / 40}` };
    tl.push({ kind: 'move', unit: ship.id, from, to, path }, 1.2);
    leaveTouching(ctx, ship);
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
      ship.focus++;
      tl.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
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
      ship.lockOn = choice.target!;
      tl.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 1 });
      break;
    default: {
      const repair = REPAIRS[choice.action]!;
      const face = repair.flipOn ? ctx.effectRoll(ship, choice.action, 1)[0]! : null;
      if (face === null || repair.flipOn!.includes(face)) {
        flipDown(ship, repair.card);
        tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} repairs ${repair.card}` });
      }
    }
  }
}

/** The maneuver template a forward action uses, as a kernel maneuver name. */
function templateName(action: string): string {
  if (action === 'boost-bank-left') return 'bank-left-1';
  if (action === 'boost-bank-right') return 'bank-right-1';
  return action === 'decloak-forward' ? 'straight-2' : 'straight-1';
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
  const table = tableOf(ctx.state);
  const out: ActionOption[] = [];
  for (const move of ['decloak-left', 'decloak-right', 'decloak-forward'] as const) {
    const r = resolveAction(table, ship.id, move);
    if (r.legal)
      out.push({ choice: { action: move, ...(r.slideMm !== undefined ? { slide: r.slideMm } : {}) }, final: r.final });
  }
  return out;
}

/** Performs a decloak: spend the cloak token and move (a decloak is not an action; rules: CLOAK). */
export function performDecloak(ctx: RoundContext, ship: ShipState, choice: ActionChoice, field: string): void {
  if (!decloakOptions(ctx, ship).some((o) => o.choice.action === choice.action)) {
    throw ctx.error(field, `${choice.action} is not possible now`);
  }
  const r = resolveAction(tableOf(ctx.state), ship.id, choice.action as MoveActionName, choice.slide);
  const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
  ship.pose = { ...r.final };
  ship.cloak = 0;
  ctx.timeline.push({ kind: 'action', unit: ship.id, action: choice.action });
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'cloak', count: 0 }, 0);
  const path =
    choice.action === 'decloak-forward'
      ? { kind: 'template' as const, maneuver: 'straight-2', size: ship.size, progress: 1, rotationDeg: 0 }
      : { kind: 'slide' as const, template: 'straight-2' };
  ctx.timeline.push(
    { kind: 'move', unit: ship.id, from, to: { x: r.final.x, y: r.final.y, heading: r.final.headingDeg }, path },
    1.2,
  );
  leaveTouching(ctx, ship);
}
