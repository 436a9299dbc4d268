/**
 * The hazard phase (rules 4.3, 7): each ship makes a piloting roll against the total difficulty of its planned
 * actions; a failure reads the Hazard Table (assumed, see data/actions.ts) by the worst hazard code planned.
 */
import { itemAt } from '../../battle/lookup.ts';
import { actionDef, HAZARD_RESULT_TEXT, HAZARD_TABLE, type HazardCode, type HazardResult } from './data/actions.ts';
import type { TurnContext } from './context.ts';
import { damageBody } from './damage.ts';
import { turnFacing } from './hex.ts';
import { planDifficulty } from './plan.ts';
import { activeShips, type ShipState } from './state.ts';

/** Every ship in play rolls against its plan's difficulty; failures read the Hazard Table. */
export function hazardPhase(ctx: TurnContext): void {
  for (const s of activeShips(ctx.state)) {
    const difficulty = planDifficulty(s, s.plan);
    const roll = ctx.skillRoll(s, 'hazard', s.piloting, `vs difficulty ${difficulty}`, 'effect');
    if (roll >= difficulty) continue;
    const code = worstHazardCode(s);
    const face = itemAt(ctx.dice.roll('hazardTable', s.id, HAZARD_TABLE.dice), 0, 'hazard table roll');
    const bump = Math.floor((difficulty - roll) / HAZARD_TABLE.marginStep);
    // Rolls past the last row read the last row.
    const column = HAZARD_TABLE.rows[code];
    const row = Math.min(column.length, face + bump);
    const result = itemAt(column, row - 1, `hazard table column ${code}`);
    ctx.tl.push({
      kind: 'caption',
      unit: s.id,
      text: `${s.name} fails its hazard roll (${roll} < ${difficulty}); hazard ${code}, ${face}${bump ? `+${bump}` : ''}: ${HAZARD_RESULT_TEXT[result]}`,
    });
    applyHazard(ctx, s, result);
  }
}

/** The worst hazard code among a ship's planned actions (C worst). */
function worstHazardCode(s: ShipState): HazardCode {
  const codes = s.plan.map((p) => actionDef(p.action).hazardCode);
  return codes.includes('C') ? 'C' : codes.includes('B') ? 'B' : 'A';
}

/** The index of the hardest planned action (the last of equals), or -1 for an empty plan. */
function hardestAction(s: ShipState): number {
  let worst = -1;
  let worstDifficulty = 0;
  s.plan.forEach((p, i) => {
    const d = (s.data.difficulty[p.action] ?? 0) * (p.double ? 2 : 1);
    if (worst < 0 || d >= worstDifficulty) {
      worst = i;
      worstDifficulty = d;
    }
  });
  return worst;
}

/** Applies a Hazard Table result. */
function applyHazard(ctx: TurnContext, s: ShipState, result: HazardResult): void {
  if (result === 'recovered') return;
  if (result === 'loseAction') {
    const worst = hardestAction(s);
    if (worst >= 0) s.plan = s.plan.filter((_, i) => i !== worst);
    return;
  }
  s.plan = [];
  if (result === 'spin') {
    const face = itemAt(ctx.dice.roll('spin', s.id, 1), 0, 'spin roll');
    const from = { ...s.pose };
    s.pose = { hex: s.pose.hex, facing: turnFacing(s.pose.facing, face <= 3 ? 1 : -1) };
    s.throttle = Math.max(1, s.throttle - 1);
    ctx.tl.push(
      {
        kind: 'move',
        unit: s.id,
        from: ctx.pose(from),
        to: ctx.pose(s.pose),
        path: { kind: 'waypoints', poses: [] },
      },
      0.6,
    );
  }
  if (result === 'stress') damageBody(ctx, s, 1, 'overstressed in a hazard');
}
