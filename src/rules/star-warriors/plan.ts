/**
 * Planning (rules 6) and what a plan implies: parsing recorded plans, checking them against the control sheet,
 * the hazard difficulty (7.1), the turn number (10.1) and the movement allowance.
 */
import { ACTION_MARKERS_PER_SHIP, ACTION_PENALTY, ACTIONS, type ActionId, actionDef } from './data/actions.ts';
import { speedTrack } from './controlSheet.ts';
import type { MoveAllowance } from './movement.ts';
import { type PlannedAction, type ShipState, timesPlanned } from './state.ts';

/** A plan as a battle file records it: "accelerate", "slip x2". */
export function formatPlan(plan: readonly PlannedAction[]): string[] {
  return plan.map((p) => (p.double ? `${p.action} x2` : p.action));
}

/** A plan as the viewer shows it: "Accelerate, Slip ×2" or "no actions". */
export function describePlan(plan: readonly PlannedAction[]): string {
  if (!plan.length) return 'no actions';
  return plan.map((p) => `${actionDef(p.action).name}${p.double ? ' ×2' : ''}`).join(', ');
}

/** Action markers a plan uses (a doubled action uses two, rules 6.2). */
export function markersUsed(plan: readonly PlannedAction[]): number {
  return plan.reduce((n, p) => n + (p.double ? 2 : 1), 0);
}

/** Action markers a ship may place this game-turn. */
export function markersAvailable(s: ShipState): number {
  return Math.max(0, ACTION_MARKERS_PER_SHIP.value - s.redMarkers);
}

/** Parses and checks a recorded plan for a ship; a message naming the problem when it breaks the rules. */
export function parsePlan(s: ShipState, entries: readonly string[]): PlannedAction[] | string {
  const out: PlannedAction[] = [];
  for (const e of entries) {
    const m = /^([A-Za-z]+)( x2)?$/.exec(e);
    const def = ACTIONS.find((a) => a.id === m?.[1]);
    if (!m || !def)
      return `expected actions such as "accelerate" or "slip x2" (${ACTIONS.map((a) => a.id).join(', ')}), got ${JSON.stringify(e)}`;
    const id = def.id;
    if (s.data.difficulty[id] === undefined) return `a ${s.data.name} cannot plan ${id} (no difficulty number)`;
    if (id === 'angleShields' && s.shields.front + s.shields.rear === 0) return `${s.id} has no shields to angle`;
    if (out.some((p) => p.action === id)) return `${id} is planned twice; double it with "${id} x2"`;
    out.push({ action: id, double: m[2] !== undefined });
  }
  const names = out.map((p) => p.action);
  if (names.includes('accelerate') && names.includes('decelerate')) return 'cannot both accelerate and decelerate';
  if (names.includes('decelerate') && names.includes('overspeed')) return 'cannot both decelerate and overspeed';
  if (markersUsed(out) > markersAvailable(s))
    return `uses ${markersUsed(out)} action markers; ${s.id} has ${markersAvailable(s)} this game-turn`;
  return out;
}

/** The hazard difficulty of a plan (7.1): its actions' difficulty numbers, doubled ones twice, plus penalties. */
export function planDifficulty(s: ShipState, plan: readonly PlannedAction[]): number {
  let d = 0;
  for (const p of plan) d += (s.data.difficulty[p.action] ?? 0) * (p.double ? 2 : 1);
  d += ACTION_PENALTY.value * Math.max(0, markersUsed(plan) - 1);
  if (s.stabilizerDamage) d += s.data.damageDifficulty.stabilizerDamage;
  return d;
}

/** The turn number at the current throttle (10.1): the track's box, action modifiers, lateral control damage. */
export function turnNumber(s: ShipState): number {
  const box = speedTrack(s.data)[s.throttle - 1];
  let t = box?.turn ?? 6;
  for (const p of s.plan) t += actionDef(p.action).turnModifier[p.double ? 1 : 0];
  if (s.lateralControlDamage) t += 1;
  return Math.max(0, t);
}

/** What the ship may do in its movement segment. */
export function moveAllowance(s: ShipState): MoveAllowance {
  return {
    speed: s.throttle,
    turnNumber: turnNumber(s),
    slips: timesPlanned(s, 'slip'),
    halfLoop: timesPlanned(s, 'halfLoop') > 0,
  };
}

/** The throttle after the markers phase (8.1): accelerate/decelerate/overspeed by 1 a marker, within the track. */
export function throttleAfter(s: ShipState, plan: readonly PlannedAction[]): number {
  const times = (a: ActionId) => {
    const p = plan.find((x) => x.action === a);
    return p ? (p.double ? 2 : 1) : 0;
  };
  const over = times('overspeed');
  const engineLoss = s.data.maxSpeed - s.maxSpeed;
  const top = speedTrack(s.data).filter((b) => b.turn !== null).length - engineLoss;
  const cap = over ? Math.max(s.maxSpeed, top) : s.maxSpeed;
  const t = s.throttle + times('accelerate') + over - times('decelerate');
  return Math.max(1, Math.min(cap, t));
}
