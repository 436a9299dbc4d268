/**
 * Pilots acting around their own actions (issue 18): Leevan Tenza's evade token for a stress token after a boost,
 * Benthic Two Tubes' focus token handed on after a focus action (both from afterActions.ts), and Sabine Wren's free
 * boost or barrel roll just before her dial is revealed (activation.ts). Each function says the autopilot's policy.
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { yesNo } from './cardUse.ts';
import { offerFreeAction } from './freeActions.ts';
import { pick } from './pilotCombatStart.ts';
import { shipsNear } from './pilotConditions.ts';
import { pilotRule } from './pilotRules.ts';
import { receiveStress } from './upgradeTriggers.ts';

/**
 * Leevan Tenza: "After you perform a boost action, you may receive 1 stress token to receive 1 evade token." The
 * autopilot does while he has no stress token (a second would only cost more of his next actions).
 */
function leevanTenza(ctx: RoundContext, ship: ShipState): void {
  const card = pilotRule(ship, 'stress-for-evade');
  if (!card || !yesNo(ctx, ship, card, ship.stress === 0)) return;
  receiveStress(ctx, ship);
  ship.evade++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
}

/**
 * Benthic Two Tubes: "After you perform a focus action, you may remove 1 of your focus tokens to assign it to a friendly
 * ship at Range 1-2." The use names the friend (`target`); the autopilot hands it to the first friend holding no focus
 * token, and keeps it when every friend there holds one.
 */
function benthicTwoTubes(ctx: RoundContext, ship: ShipState): void {
  const card = pilotRule(ship, 'pass-focus-after-focus');
  if (!card || ship.focus === 0) return;
  const friends = shipsNear(ctx.state, ship, true, [1, 2]);
  if (friends.length === 0) return;
  const best = friends.find((f) => f.focus === 0);
  const to = pick(ctx, ship, card, friends, best, 'another friendly ship at Range 1–2');
  if (!to) return;
  ship.focus--;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  to.focus++;
  ctx.timeline.push({ kind: 'token', unit: to.id, token: 'focus', count: to.focus });
}

/** After the ship performed an action of `family` (afterActions.ts): Leevan Tenza, Benthic Two Tubes. */
export function afterOwnAction(ctx: RoundContext, ship: ShipState, family: string): void {
  if (family === 'boost') leevanTenza(ctx, ship);
  if (family === 'focus') benthicTwoTubes(ctx, ship);
}

/**
 * Sabine Wren (Attack Shuttle, TIE fighter): "Immediately before you reveal your maneuver, you may perform a free boost
 * or barrel roll action." The card grants both, so an icon her action bar lacks (the boost) is lent for it; unlike
 * Advanced Sensors her Perform Action step stays. The autopilot takes what its action policy chooses among them.
 */
export function moveBeforeReveal(ctx: RoundContext, ship: ShipState): void {
  const card = pilotRule(ship, 'move-before-reveal');
  if (!card) return;
  const lent = ['boost', 'barrel-roll'].filter(
    (a) => !ship.actionBar.some((b) => b.toLowerCase().replace(/\s+/g, '-') === a),
  );
  for (const a of lent) ship.actionBar.push(a);
  try {
    offerFreeAction(ctx, ship, card, ['boost', 'barrel-roll']);
  } finally {
    ship.actionBar.splice(ship.actionBar.length - lent.length, lent.length);
  }
}
