/**
 * Start of the Combat phase (rules: COMBAT PHASE): Biggs Darklighter's once-per-game guard and Swarm Tactics'
 * shared pilot skill, each decided by the ship's owner in descending pilot skill (initiative first on ties), and
 * how they act while the phase lasts.
 */
import { compareCodePoints } from '../../../battle/codePointOrder.ts';
import type { DamageContext } from '../damage.ts';
import { effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { bandBetween, friendsInRange } from './triggers.ts';
import { pilotCombatStart } from './pilotCombatStart.ts';
import { offerDecoy } from './phaseStartCards.ts';
import { combatStartCards } from './combatPhaseCards.ts';

/** The round flag of a ship treated as having another pilot skill this phase (Swarm Tactics). */
export const SWARM_SKILL = 'swarm-skill:';
/** The round flag of a ship guarding its friends this round (Biggs Darklighter). */
export const GUARD = 'guard';

/** Offers every start-of-Combat ability, highest pilot skill first. */
export function combatStartAbilities(ctx: DamageContext): void {
  const s = ctx.state;
  const order = shipsInPlay(s).sort(
    (a, b) =>
      effectiveSkill(b, s.round) - effectiveSkill(a, s.round) ||
      (a.player === s.initiative ? 0 : 1) - (b.player === s.initiative ? 0 : 1) ||
      compareCodePoints(a.id, b.id),
  );
  for (const ship of order) {
    offerGuard(ctx, ship);
    offerSwarmTactics(ctx, ship);
    offerDecoy(ctx, ship);
    pilotCombatStart(ctx, ship);
    combatStartCards(ctx, ship);
  }
}

/**
 * Biggs Darklighter, once per game. The autopilot uses it the first time an enemy is within range 3 of him and
 * another friendly ship is at range 1 of him.
 */
function offerGuard(ctx: DamageContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'guard')) {
    if (ship.gameFlags.includes(card)) continue;
    const friends = friendsInRange(ctx, ship, [1, 1]);
    const enemyNear = shipsInPlay(ctx.state).some((e) => e.player !== ship.player && bandBetween(e, ship) !== null);
    const { use } = ctx.choose(
      ship,
      { card, suggested: () => ({ ship: ship.id, card, use: friends.length > 0 && enemyNear }) },
      () => null,
    );
    if (!use.use) continue;
    ship.gameFlags.push(card);
    ship.roundFlags.push(GUARD);
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} draws the fire from friends at range 1` });
  }
}

/**
 * Swarm Tactics: the autopilot picks the friend at range 1 with the lowest pilot skill below this ship's, if any.
 */
function offerSwarmTactics(ctx: DamageContext, ship: ShipState): void {
  const round = ctx.state.round;
  for (const { card } of effectsOf(ship, 'share-skill')) {
    const skill = effectiveSkill(ship, round);
    const friends = friendsInRange(ctx, ship, [1, 1]);
    if (friends.length === 0) continue;
    const lower = friends.filter((f) => effectiveSkill(f, round) < skill);
    const best = lower.sort((a, b) => effectiveSkill(a, round) - effectiveSkill(b, round))[0];
    const suggested = { ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) };
    const choices = friends.map((f) => ({ ship: ship.id, card, use: true, target: f.id }));
    const { use } = ctx.choose(ship, { card, suggested: () => suggested, choices }, (u) =>
      friends.some((f) => f.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected a friendly ship at range 1 (${friends.map((f) => f.id).join(', ')}), got ${JSON.stringify(u.target)}`,
          },
    );
    const chosen = use.use ? friends.find((f) => f.id === use.target) : undefined;
    if (!chosen) continue;
    chosen.roundFlags = chosen.roundFlags.filter((f) => !f.startsWith(SWARM_SKILL));
    chosen.roundFlags.push(`${SWARM_SKILL}${skill}`);
    ctx.timeline.push({
      kind: 'caption',
      unit: chosen.id,
      text: `${chosen.name} attacks at pilot skill ${skill} (${card}, ${ship.name})`,
    });
  }
}

/** End of the Combat phase: Swarm Tactics' and Decoy's pilot skills end. */
export function endSwarmTactics(ctx: DamageContext): void {
  for (const ship of ctx.state.ships) ship.roundFlags = ship.roundFlags.filter((f) => !f.startsWith(SWARM_SKILL));
}
