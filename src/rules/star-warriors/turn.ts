/**
 * One game-turn (rules 4, the game sequence): initiative, planning, hazards, markers, the ship phases and
 * bookkeeping. Each phase takes the file's recorded decisions when it has them (checked against the rules) and
 * the autopilot's otherwise, and writes what was decided back into the turn's record.
 */
import { autopilotChoice, autopilotPlan, autopilotTarget } from './autopilot.ts';
import type { TurnContext } from './context.ts';
import { codePips, skillCodeOf } from './dice.ts';
import { hazardPhase } from './hazard.ts';
import { hexDistance } from './hex.ts';
import { adjustMap } from './mapAdjustment.ts';
import { describePlan, formatPlan, parsePlan, planDifficulty, throttleAfter } from './plan.ts';
import { shipPhase } from './shipPhase.ts';
import { activeOf, activeShips, type GameState, type ShipState, timesPlanned } from './state.ts';

/** Plays game-turn `state.round` (already counted) through all its phases. */
export function playTurn(ctx: TurnContext): void {
  const { tl, state } = ctx;
  const r = state.round;
  checkShipKeys(ctx);
  tl.push({ kind: 'round', round: r });
  tl.push({ kind: 'phase', round: r, phase: 'initiative' });
  const initiative = initiativePhase(ctx);
  tl.push({ kind: 'phase', round: r, phase: 'planning' });
  planningPhase(ctx);
  tl.push({ kind: 'phase', round: r, phase: 'hazard' });
  hazardPhase(ctx);
  tl.push({ kind: 'phase', round: r, phase: 'markers' });
  for (const s of activeShips(state)) markers(ctx, s);
  tl.push({ kind: 'phase', round: r, phase: 'ships' });
  shipPhases(ctx, initiative);
  tl.push({ kind: 'phase', round: r, phase: 'bookkeeping' });
  bookkeepingPhase(ctx);
}

/** Ship ids a round record names must be ships of the battle. */
function checkShipKeys(ctx: TurnContext): void {
  for (const field of ['plans', 'shields', 'targets', 'moves', 'fire'] as const) {
    for (const id of Object.keys(ctx.rec[field] ?? {}))
      if (!ctx.ship(id)) throw ctx.error(`${field}.${id}`, 'no ship of the battle has this id');
  }
}

/** A player's best pilot (the first of equals), who rolls for initiative. */
function bestPilot(state: GameState, p: 0 | 1): ShipState {
  const pips = (s: ShipState) => codePips(skillCodeOf(s.piloting));
  return activeOf(state, p).reduce((a, b) => (pips(b) > pips(a) ? b : a));
}

/** 4.1 / 5.2: each player's best pilot rolls; ties go to the faster ship, then re-roll. Returns the winner. */
function initiativePhase(ctx: TurnContext): 0 | 1 {
  const best = [bestPilot(ctx.state, 0), bestPilot(ctx.state, 1)] as const;
  let initiative: 0 | 1 | null = null;
  for (let attempt = 0; initiative === null; attempt++) {
    if (attempt > 50) throw new Error('initiative: 50 tied re-rolls in a row');
    const r0 = ctx.skillRoll(best[0], 'initiative', best[0].piloting, '', 'effect');
    const r1 = ctx.skillRoll(best[1], 'initiative', best[1].piloting, '', 'effect');
    if (r0 !== r1) initiative = r0 > r1 ? 0 : 1;
    else if (best[0].throttle !== best[1].throttle) initiative = best[0].throttle > best[1].throttle ? 0 : 1;
    const how = r0 !== r1 ? `${r0} against ${r1}` : `tied at ${r0}`;
    ctx.tl.push({
      kind: 'caption',
      text:
        initiative === null
          ? `Initiative tied at ${r0} with equal speeds: re-roll`
          : `${ctx.sideName(initiative)} has the initiative (${how}${r0 === r1 ? ', faster best pilot' : ''})`,
    });
  }
  return initiative;
}

/** 4.2 / 6: secret plans (recorded or the autopilot's), revealed together once all are made. */
function planningPhase(ctx: TurnContext): void {
  for (const s of activeShips(ctx.state)) {
    const recorded = ctx.decisions.entry('plans', s.id);
    const plan = recorded ? parsePlan(s, recorded) : autopilotPlan(ctx.state, s);
    if (typeof plan === 'string') throw ctx.error(`plans.${s.id}`, plan);
    s.plan = plan;
  }
  for (const s of activeShips(ctx.state)) {
    s.redMarkers = 0;
    ctx.out.plans[s.id] = formatPlan(s.plan);
    ctx.tl.push({
      kind: 'reveal',
      unit: s.id,
      maneuver: describePlan(s.plan),
      difficulty: `difficulty ${planDifficulty(s, s.plan)}`,
    });
  }
}

/** 4.4 / 8: one ship's markers: its throttle, angled shields and tracking marker. */
function markers(ctx: TurnContext, s: ShipState): void {
  const throttle = throttleAfter(s, s.plan);
  if (throttle !== s.throttle) {
    ctx.tl.push({ kind: 'caption', unit: s.id, text: `${s.name}: throttle ${s.throttle} → ${throttle}` }, 0.5);
    s.throttle = throttle;
  }
  const angle = timesPlanned(s, 'angleShields');
  if (angle) angleShields(ctx, s, angle);
  if (timesPlanned(s, 'targeting')) targeting(ctx, s);
}

/** Angle Deflectors: moves up to `angle` shields to the side the file names (else to the emptier side). */
function angleShields(ctx: TurnContext, s: ShipState, angle: number): void {
  const to = ctx.decisions.entry('shields', s.id) ?? (s.shields.rear > 0 ? 'front' : 'rear');
  const from = to === 'front' ? 'rear' : 'front';
  const moved = Math.min(angle, s.shields[from]);
  s.shields[from] -= moved;
  s.shields[to] += moved;
  ctx.out.shields[s.id] = to;
  ctx.tl.push(
    {
      kind: 'caption',
      unit: s.id,
      text: `${s.name} angles ${moved} shield(s) ${to}: front ${s.shields.front}, rear ${s.shields.rear}`,
    },
    0.5,
  );
}

/** Targeting (8.4): a tracking marker on an enemy in play within 15 hexes, or none. */
function targeting(ctx: TurnContext, s: ShipState): void {
  const target = ctx.decisions.entry('targets', s.id) ?? autopilotTarget(ctx.state, s);
  if (target === null) return;
  const t = ctx.ship(target);
  if (!t || t.player === s.player || t.destroyed || t.disengaged || hexDistance(s.pose.hex, t.pose.hex) > 15)
    throw ctx.error(`targets.${s.id}`, `expected an enemy ship in play within 15 hexes, got ${JSON.stringify(target)}`);
  s.tracking = target;
  ctx.out.targets[s.id] = target;
  ctx.tl.push({ kind: 'token', unit: s.id, token: 'tracking', count: 1, target });
}

/** 4.5–4.7 / 9: players alternately choose ANY unmoved ship, their own or the opponent's, which then moves. */
function shipPhases(ctx: TurnContext, initiative: 0 | 1): void {
  let chooser: 0 | 1 = initiative;
  for (let k = 0; activeShips(ctx.state).some((s) => !s.moved); k++) {
    const s = chosenShip(ctx, k, chooser);
    ctx.out.order.push(s.id);
    ctx.tl.push({
      kind: 'caption',
      unit: s.id,
      text: `${ctx.sideName(chooser)} chooses ${s.name}${s.player !== chooser ? ' (an enemy ship)' : ''}`,
    });
    ctx.tl.push({ kind: 'activation', unit: s.id });
    shipPhase(ctx, s);
    s.moved = true;
    chooser = chooser === 0 ? 1 : 0;
  }
}

/** The k-th ship chosen: the file's (an unmoved ship in play), or the autopilot's for the chooser. */
function chosenShip(ctx: TurnContext, k: number, chooser: 0 | 1): ShipState {
  const recorded = ctx.decisions.item('order', k);
  if (recorded === undefined) return autopilotChoice(ctx.state, chooser);
  const c = ctx.ship(recorded);
  if (!c || c.moved || c.destroyed || c.disengaged)
    throw ctx.error(`order[${k}]`, `expected an unmoved ship in play, got ${JSON.stringify(recorded)}`);
  return c;
}

/** 4.8: flip counters, clear markers; keep the fight on the map (10.4). */
function bookkeepingPhase(ctx: TurnContext): void {
  for (const s of ctx.state.ships) {
    s.moved = false;
    s.plan = [];
    if (s.tracking) ctx.tl.push({ kind: 'token', unit: s.id, token: 'tracking', count: 0, target: s.tracking }, 0);
    s.tracking = null;
  }
  const shift = adjustMap(ctx.state);
  if (!shift) return;
  ctx.tl.push({ kind: 'caption', text: `Map adjustment: every counter shifts ${shift.text}` });
  for (const m of shift.moves)
    ctx.tl.push(
      {
        kind: 'move',
        unit: m.ship.id,
        from: ctx.pose(m.from),
        to: ctx.pose(m.to),
        path: { kind: 'waypoints', poses: [] },
      },
      0.3,
    );
}
