/**
 * The focus action (rules: FOCUS) with the cards that change what it assigns: Recon Specialist's extra focus token,
 * and Jan Ors (crew), aboard a friendly ship at Range 1–3, who may assign an evade token instead, once per round. The
 * autopilot's policy for Jan Ors is in the comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { focusActionBonus } from './upgradeTriggers.ts';
import { bandBetween } from './triggers.ts';
import type { CardAbility } from './types.ts';

/** True when `target` is at Range 1–3 of `from` and inside its primary firing arc. */
function inArcOf(from: ShipState, target: ShipState): boolean {
  return (
    bandBetween(from, target) !== null &&
    attackGeometry(from.pose, from.size, 'primary', target.pose, target.size, []).inArc
  );
}

/**
 * Jan Ors (crew) for a focus action of `ship`: true when a friendly ship at Range 1–3 with her (the ship itself
 * included) assigns an evade token instead. The autopilot does when an enemy has the ship in its firing arc and no
 * enemy is in the ship's (the token then only defends, and an evade token always cancels).
 */
function evadeInstead(ctx: RoundContext, ship: ShipState): boolean {
  const enemies = shipsInPlay(ctx.state).filter((e) => e.player !== ship.player);
  const defensive = enemies.some((e) => inArcOf(e, ship)) && !enemies.some((e) => inArcOf(ship, e));
  for (const friend of shipsInPlay(ctx.state)) {
    if (friend.player !== ship.player || (friend !== ship && bandBetween(friend, ship) === null)) continue;
    for (const { card } of effectsOf(friend, 'evade-for-focus')) {
      const flag = `used:${card}`;
      if (friend.roundFlags.includes(flag) || !yesNo(ctx, friend, card, defensive)) continue;
      friend.roundFlags.push(flag);
      return true;
    }
  }
  return false;
}

/** Performs the focus action's tokens: 1 focus token and Recon Specialist's extra, one of them an evade with Jan Ors. */
export function focusAction(ctx: RoundContext, ship: ShipState): void {
  const evade = evadeInstead(ctx, ship) ? 1 : 0;
  ship.focus += 1 - evade + focusActionBonus(ship);
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  if (evade === 0) return;
  ship.evade++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
}

/** Jan Ors (crew), keyed by xws. */
export const FOCUS_ACTION_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Jan Ors (crew): "Once per round, when a friendly ship at Range 1-3 performs a focus action or would be assigned a
  // focus token, you may assign that ship an evade token instead."
  [
    'janors',
    {
      effects: [{ kind: 'evade-for-focus', window: 'perform-action' }],
      missing: 'the focus tokens other cards assign (she acts on focus actions)',
    },
  ],
];
