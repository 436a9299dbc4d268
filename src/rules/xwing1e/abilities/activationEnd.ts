/**
 * Pilot abilities at the end of the Activation phase (issue 18), after every ship has moved and the bombs set to go
 * off then have: Torkil Mux (pilotTypes.ts quotes the card), in the order ships were set up.
 */
import type { RoundContext } from '../context.ts';
import { effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { SWARM_SKILL } from './combatStart.ts';
import { shipsNear } from './pilotConditions.ts';

/** Every end-of-Activation pilot ability of the ships in play. */
export function endOfActivationPilots(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of effectsOf(ship, 'activation-end'))
      if (effect.does === 'skill-0') torkilMux(ctx, ship, card);
}

/**
 * Torkil Mux: "choose 1 enemy ship at Range 1-2. Until the end of the Combat phase, treat that ship's pilot skill
 * value as "0"." The choice is not optional when an enemy is in range. The autopilot chooses the enemy of highest pilot
 * skill (the one that loses most: it now attacks after every friend of Torkil's). The skill is a round flag that
 * effective.ts reads and the end of the Combat phase clears, as Swarm Tactics' is (combatStart.ts).
 */
function torkilMux(ctx: RoundContext, ship: ShipState, card: string): void {
  const enemies = shipsNear(ctx.state, ship, false, [1, 2]);
  if (enemies.length === 0) return;
  const round = ctx.state.round;
  const best = [...enemies].sort((a, b) => effectiveSkill(b, round) - effectiveSkill(a, round))[0];
  const { use, at } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, ...(best ? { target: best.id } : {}) }),
      choices: enemies.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
    },
    (u) =>
      enemies.some((e) => e.id === u.target)
        ? null
        : { field: 'target', message: `expected an enemy ship at range 1–2 (${enemies.map((e) => e.id).join(', ')})` },
  );
  const to = enemies.find((e) => e.id === use.target);
  if (!use.use || !to)
    throw ctx.error(`${at}.use`, `${card}: the choice is not optional ("choose 1 enemy ship at Range 1-2")`);
  to.roundFlags = to.roundFlags.filter((f) => !f.startsWith(SWARM_SKILL));
  to.roundFlags.push(`${SWARM_SKILL}0`);
  ctx.timeline.push({
    kind: 'caption',
    unit: to.id,
    text: `${to.name} has pilot skill 0 until the end of the Combat phase (${card})`,
  });
}
