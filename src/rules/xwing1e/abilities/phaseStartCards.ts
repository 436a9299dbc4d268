/**
 * Cards at the start of a phase: Leia Organa (crew) at the start of the Activation phase, Ysanne
 * Isard (crew) and Decoy at the start of the Combat phase. The autopilot's policy is in each comment.
 */
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import { effectiveDifficulty, effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { SWARM_SKILL } from './combatStart.ts';
import { withLentIcon } from './freeActions.ts';
import { friendsInRange } from './triggers.ts';

/** The round flag of a ship whose red maneuvers are white this Activation phase (Leia Organa, crew). */
export const FLEET_WHITE = 'fleet-red-to-white';

/**
 * Leia Organa (crew), at the start of the Activation phase: discard her to make every friendly ship's red maneuver
 * white this phase. The autopilot does when a friendly ship's dial (as assigned) is red.
 */
export function fleetRedToWhite(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card } of effectsOf(ship, 'fleet-red-to-white')) {
      const friends = shipsInPlay(ctx.state).filter((f) => f.player === ship.player);
      const red = friends.some((f) => {
        const dial = ctx.out.dials[f.id];
        return dial !== undefined && effectiveDifficulty(f, dial) === 'red';
      });
      const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: red }) }, () => null);
      if (!use.use) continue;
      const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
      if (upgrade) upgrade.faceUp = false;
      for (const f of friends) f.roundFlags.push(FLEET_WHITE);
      ctx.timeline.push({
        kind: 'caption',
        unit: ship.id,
        text: `${ship.name} discards ${card}: red maneuvers are white`,
      });
    }
  }
}

/**
 * Ysanne Isard (crew), at the start of the Combat phase (highest pilot skill first): with no shields and a Damage
 * card, a free evade action, the icon lent where the bar lacks it; the autopilot's action policy decides.
 */
export function evadeWhenBare(ctx: RoundContext): void {
  const round = ctx.state.round;
  const order = shipsInPlay(ctx.state).sort(
    (a: ShipState, b: ShipState) => effectiveSkill(b, round) - effectiveSkill(a, round),
  );
  for (const ship of order)
    for (const { card } of effectsOf(ship, 'evade-when-bare'))
      if (ship.shields === 0 && ship.damage.length > 0) withLentIcon(ctx, ship, card, 'evade');
}

/**
 * Decoy: exchange pilot skills with a friend at Range 1–2 for the Combat phase (the same round flag as Swarm
 * Tactics). The autopilot exchanges with the friend of lower pilot skill whose primary weapon value is highest, when
 * it beats its own (the stronger gun attacks first); the first listed of equals.
 */
export function offerDecoy(ctx: DamageContext, ship: ShipState): void {
  const round = ctx.state.round;
  for (const { card } of effectsOf(ship, 'swap-skill')) {
    const friends = friendsInRange(ctx, ship, [1, 2]);
    if (friends.length === 0) continue;
    const mine = effectiveSkill(ship, round);
    const best = friends
      .filter((f) => effectiveSkill(f, round) < mine && f.attack > ship.attack)
      .reduce<ShipState | undefined>((a, f) => (a === undefined || f.attack > a.attack ? f : a), undefined);
    const suggested = { ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) };
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => suggested,
        choices: friends.map((f) => ({ ship: ship.id, card, use: true, target: f.id })),
      },
      (u) =>
        friends.some((f) => f.id === u.target)
          ? null
          : {
              field: 'target',
              message: `expected a friendly ship at Range 1-2 (${friends.map((f) => f.id).join(', ')}), got ${JSON.stringify(u.target)}`,
            },
    );
    const chosen = use.use ? friends.find((f) => f.id === use.target) : undefined;
    if (!chosen) continue;
    const theirs = effectiveSkill(chosen, round);
    for (const [s, skill] of [
      [ship, theirs],
      [chosen, mine],
    ] as const) {
      s.roundFlags = s.roundFlags.filter((f) => !f.startsWith(SWARM_SKILL));
      s.roundFlags.push(`${SWARM_SKILL}${skill}`);
    }
    ctx.timeline.push({
      kind: 'caption',
      unit: ship.id,
      text: `${card}: ${ship.name} (now ${theirs}) and ${chosen.name} (now ${mine}) exchange pilot skills`,
    });
  }
}
