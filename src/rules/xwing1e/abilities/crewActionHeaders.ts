/**
 * The "Action:" headers of the wave 1–4 crew (cardActions.ts performs them): Lando Calrissian's tokens from 2
 * defence dice and Fleet Officer's focus tokens for friends. The autopilot's choices are in each comment.
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { friendsInRange } from './triggers.ts';

/**
 * Lando Calrissian (crew): "Roll 2 defense dice. For each [Focus] result, assign 1 focus token to your ship. For each
 * [Evade] result, assign 1 evade token to your ship."
 */
export function landoCrew(ctx: RoundContext, ship: ShipState): void {
  const card = 'Lando Calrissian';
  const faces = ctx.effectRoll(ship, card, 2, card, 'defence');
  const focus = faces.filter((f) => f === 'focus').length;
  const evade = faces.filter((f) => f === 'evade').length;
  ship.focus += focus;
  ship.evade += evade;
  if (focus) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  if (evade) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
}

/**
 * Fleet Officer: "Choose up to 2 friendly ships within Range 1-2 and assign 1 focus token to each of those ships.
 * Then receive 1 stress token." Each ship is one use naming it (`target`); a use declined ends the choosing. The
 * autopilot chooses friends without a focus token first, in the order the state lists them, then any.
 */
export function fleetOfficer(ctx: RoundContext, ship: ShipState): void {
  const card = 'Fleet Officer';
  const chosen: ShipState[] = [];
  for (let i = 0; i < 2; i++) {
    const left = friendsInRange(ctx, ship, [1, 2]).filter((f) => !chosen.includes(f));
    const best = left.find((f) => f.focus === 0) ?? left[0];
    if (!best) break;
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: true, target: best.id }),
        choices: left.map((f) => ({ ship: ship.id, card, use: true, target: f.id })),
      },
      (u) =>
        left.some((f) => f.id === u.target)
          ? null
          : {
              field: 'target',
              message: `expected another friendly ship at Range 1-2 not chosen yet (${left.map((f) => f.id).join(', ')}), got ${JSON.stringify(u.target)}`,
            },
    );
    const to = use.use ? left.find((f) => f.id === use.target) : undefined;
    if (!to) break;
    chosen.push(to);
    to.focus++;
    ctx.timeline.push({ kind: 'token', unit: to.id, token: 'focus', count: to.focus });
  }
  receiveStress(ctx, ship);
}
