/**
 * One game round (rules: ROUND): Planning, Activation, Combat and End phases, then the end-of-game check
 * (rules: WINNING THE GAME, ROUND LIMIT AND TIME LIMIT). A pure function of the state, the round as the file
 * records it and the policy: the state passed in is not changed.
 */
import type { TimelineBuilder } from '../../battle/timeline.ts';
import { activateShip, decloakStep } from './activation.ts';
import { applyAdjustments } from './adjustments.ts';
import { combatPhase } from './combat.ts';
import { RoundContext } from './context.ts';
import type { Policy, RoundRecord } from './decisions.ts';
import { activationOrder } from './effective.ts';
import { cloneState, type GameState, shipsInPlay } from './state.ts';
import { assignableDial } from './damageCards.ts';
import { endPhaseCards } from './abilities/upgradeTriggers.ts';
import { startOfEndPhase } from './abilities/endPhaseStart.ts';
import { keepsFocus } from './abilities/wave1to4Triggers.ts';
import { fleetRedToWhite } from './abilities/phaseStartCards.ts';
import { detonateAtEndOfActivation } from './bombs/triggers.ts';
import { activationPhaseSkill } from './abilities/maneuverCards.ts';
import { endOfEndPhase } from './abilities/damageFlips.ts';
import { endPhaseActionTokens } from './actionBar/roundTokens.ts';
import { endOfActivationPilots } from './abilities/activationEnd.ts';
import { endPhaseAttacks, runCardAttacks } from './abilities/cardAttacks.ts';
import { endOfActivationTractor, endPhaseTractor } from './abilities/tractor.ts';
import { conditionsAtCombatEnd, planningStartConditions } from './abilities/conditions.ts';

/** What playing a round produced. */
export interface RoundResult {
  state: GameState;
  record: RoundRecord;
}

/** Plays round `state.round + 1`. `path` names the round in the file for error messages. */
export function playRound(
  before: GameState,
  recorded: RoundRecord | undefined,
  policy: Policy,
  timeline: TimelineBuilder,
  path: string,
): RoundResult {
  const state = cloneState(before);
  state.round++;
  const ctx = new RoundContext(state, timeline, policy, recorded, path);
  timeline.push({ kind: 'round', round: state.round });

  applyAdjustments(ctx, { at: 'start-of-round' });
  timeline.push({ kind: 'phase', round: state.round, phase: 'planning' });
  // Targeting Scrambler: "At the start of the Planning phase" (conditions.ts).
  planningStartConditions(ctx);
  planningPhase(ctx);

  timeline.push({ kind: 'phase', round: state.round, phase: 'activation' });
  ctx.phase = 'activation';
  applyAdjustments(ctx, { at: 'before-activation' });
  activationPhaseSkill(state, true);
  decloakStep(ctx);
  fleetRedToWhite(ctx);
  for (const ship of activationOrder(state)) {
    if (!ship.destroyed) activateShip(ctx, ship);
    // "Quickdraw", Chewbacca (Resistance): attacks a shield lost or a friend destroyed in the activation triggered.
    runCardAttacks(ctx, null);
  }
  detonateAtEndOfActivation(ctx);
  activationPhaseSkill(state, false);
  endOfActivationPilots(ctx);
  // Unkar Plutt: "At the end of the Activation phase, you must assign a tractor beam token to each ship you are
  // touching."
  endOfActivationTractor(ctx);
  runCardAttacks(ctx, null);

  timeline.push({ kind: 'phase', round: state.round, phase: 'combat' });
  ctx.phase = 'combat';
  combatPhase(ctx);
  // Suppressive Fire: "At the end of the Combat phase, if "Captain Rex" did not perform an attack this phase…"
  conditionsAtCombatEnd(ctx);

  timeline.push({ kind: 'phase', round: state.round, phase: 'end' });
  ctx.phase = 'end';
  endPhase(ctx);
  applyAdjustments(ctx, { at: 'end-of-round' });
  checkGameEnd(state);
  const record = ctx.finish();
  return { state, record };
}

/** Planning: every ship that is not ionized gets a maneuver from its dial (rules: PLANNING PHASE, ION TOKEN). */
function planningPhase(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    if (ship.ion >= (ship.size === 'large' ? 2 : 1)) continue;
    const recorded = ctx.decisions.entry('dials', ship.id);
    // Shaken Pilot: "During the Planning phase, you cannot be assigned straight maneuvers" (the policy sees the
    // dial without them).
    const dial = assignableDial(ship);
    const maneuver = recorded ?? ctx.policy.dial(ctx.state, dial === ship.dial ? ship : { ...ship, dial });
    if (!dial.some((d) => d.maneuver === maneuver)) {
      const on = dial.map((d) => d.maneuver).join(', ');
      const shaken = dial === ship.dial ? '' : ' (Shaken Pilot: no straight maneuvers)';
      throw ctx.error(
        `dials.${ship.id}`,
        `expected a maneuver on the ${ship.shipName} dial${shaken} (${on}), got ${JSON.stringify(maneuver)}`,
      );
    }
    ctx.out.dials[ship.id] = maneuver;
  }
  if (ctx.recorded) {
    for (const id of Object.keys(ctx.recorded.dials)) {
      if (!Object.hasOwn(ctx.out.dials, id))
        throw ctx.error(`dials.${id}`, `no ship "${id}" in play needs a dial this round`);
    }
  }
}

/** End phase: unspent focus and evade tokens are removed; per-round flags reset (rules: END PHASE). */
function endPhase(ctx: RoundContext): void {
  // Corran Horn: "At the start of the End phase, you may perform one attack."
  endPhaseAttacks(ctx);
  // 4-LOM, Lieutenant Colzet: "At the start of the End phase".
  startOfEndPhase(ctx);
  endPhaseCards(ctx);
  // Tractor beam tokens go (but those Ketsu Onyo's crew card keeps).
  endPhaseTractor(ctx);
  for (const ship of shipsInPlay(ctx.state)) {
    // Moldy Crow: "During the End phase, do not remove unused focus tokens from your ship."
    const keep = keepsFocus(ship);
    if (ship.focus && !keep) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: 0 }, 0.1);
    if (ship.evade) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: 0 }, 0.1);
    endPhaseActionTokens(ctx, ship);
    if (!keep) ship.focus = 0;
    ship.evade = 0;
    ship.actionsDone = [];
    ship.attacked = false;
    ship.skipAction = false;
    ship.roundFlags = [];
  }
  // R2-D2 (crew): "At the end of the End phase".
  endOfEndPhase(ctx);
}

/** Squad points of the enemy ships each player destroyed (rules: ROUND LIMIT AND TIME LIMIT). */
export function scores(state: GameState): [number, number] {
  const lost = (p: 0 | 1) => state.ships.filter((s) => s.player === p && s.destroyed).reduce((n, s) => n + s.points, 0);
  return [lost(1), lost(0)];
}

/** Ends the game when a side has no ships left, or the round limit is reached. */
export function checkGameEnd(state: GameState): void {
  const alive = [0, 1].map((p) => state.ships.some((s) => s.player === p && !s.destroyed));
  const sc = scores(state);
  if (!alive[0] || !alive[1]) {
    const winner = alive[0] ? 0 : alive[1] ? 1 : null;
    state.result = {
      winner,
      reason:
        winner === null
          ? 'both sides destroyed in the same round: a draw'
          : `${state.sideNames[winner === 0 ? 1 : 0]} has no ships left`,
      scores: sc,
    };
    return;
  }
  if (state.roundLimit !== null && state.round >= state.roundLimit) {
    const winner = sc[0] > sc[1] ? 0 : sc[1] > sc[0] ? 1 : null;
    state.result = {
      winner,
      reason: `round limit ${state.roundLimit}: ${sc[0]}–${sc[1]} points destroyed`,
      scores: sc,
    };
  }
}
