/**
 * A ship's values after its face-up Damage cards and tokens (rules: CRITICAL DAMAGE, CLOAK, AGILITY): the core
 * damage deck's effects that need no card-text engine.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import { effectsOf, statBonus } from './abilities/active.ts';
import type { GameState, ShipState } from './state.ts';

/** True when the ship has a face-up Damage card of that name. */
export function hasCrit(ship: ShipState, name: string): boolean {
  return ship.damage.some((c) => c.faceUp && c.name === name);
}

/** The round flag of a ship whose pilot skill is 0 while the Activation phase lasts (Enhanced Scopes). */
export const SKILL_ZERO = 'skill-0';

/**
 * Pilot skill: with card bonuses (Veteran Instincts); 0 from the round after Damaged Cockpit was dealt; another
 * ship's during the Combat phase when Swarm Tactics chose this one.
 */
export function effectiveSkill(ship: ShipState, round: number): number {
  // Enhanced Scopes: "During the Activation phase, treat your pilot skill value as "0"" (round.ts sets the flag).
  if (ship.roundFlags.includes(SKILL_ZERO)) return 0;
  // Swarm Tactics: "treat the chosen ship as if its pilot skill were equal to your pilot skill" (this phase).
  const swarm = ship.roundFlags.find((f) => f.startsWith('swarm-skill:'));
  if (swarm) return Number(swarm.slice('swarm-skill:'.length));
  // Epsilon Ace: "While you do not have any Damage cards, treat your pilot skill value as "12.""
  const undamaged = ship.damage.length === 0 ? effectsOf(ship, 'skill-while-undamaged')[0] : undefined;
  if (undamaged) return undamaged.effect.skill;
  const cockpit = ship.damage.some((c) => c.faceUp && c.name === 'Damaged Cockpit' && c.round < round);
  return cockpit ? 0 : ship.skill + statBonus(ship, 'skill');
}

/** How many face-up Damage cards of that name the ship has (each copy's effect applies). */
export function critCount(ship: ShipState, name: string): number {
  return ship.damage.filter((c) => c.faceUp && c.name === name).length;
}

/** Primary weapon value: −1 for each Weapon Malfunction (never below 0). */
export function effectiveAttack(ship: ShipState): number {
  // Expose: "Until the end of the round, increase your primary weapon value by 1".
  const expose = ship.roundFlags.includes('expose') ? 1 : 0;
  // Punishing One: "Increase your primary weapon value by 1."
  return Math.max(0, ship.attack + expose + statBonus(ship, 'attack') - critCount(ship, 'Weapon Malfunction'));
}

/** The round flag of +1 agility until the end of the round (Countermeasures; Bodyguard's on the ship it chose). */
export const AGILITY_THIS_ROUND = 'agility+1';

/**
 * Agility: +2 while cloaked, −1 for each Structural Damage, card bonuses (R2-F2 this round); `extra` adds an
 * attacker's modifier (Wedge Antilles). All modifiers are cumulative and below 0 counts as 0 (rules: AGILITY).
 */
export function effectiveAgility(ship: ShipState, extra = 0): number {
  // R2-F2: "Increase your agility value by 1 until the end of this game round"; Expose: "decrease your agility by 1".
  const cards =
    statBonus(ship, 'agility') +
    (ship.roundFlags.includes('r2f2') ? 1 : 0) +
    ship.roundFlags.filter((f) => f === AGILITY_THIS_ROUND).length -
    (ship.roundFlags.includes('expose') ? 1 : 0);
  return Math.max(0, ship.agility + (ship.cloak > 0 ? 2 : 0) - critCount(ship, 'Structural Damage') + cards + extra);
}

/** Damage counted against hull: Direct Hit! counts twice (rules: DESTROYING SHIPS). */
export function hullDamage(ship: ShipState): number {
  return ship.damage.reduce((n, c) => n + (c.faceUp && c.name === 'Direct Hit!' ? 2 : 1), 0);
}

/** Hull remaining (never below 0). */
export function hullLeft(ship: ShipState): number {
  return Math.max(0, ship.hull - hullDamage(ship));
}

/** Difficulty of a dial option after Damaged Engine (turns count as red). */
export function effectiveDifficulty(ship: ShipState, maneuver: string): 'green' | 'white' | 'red' | null {
  const opt = ship.dial.find((d) => d.maneuver === maneuver);
  if (!opt) return null;
  // Damaged Engine is applied after R2 Astromech: a speed-2 turn stays red (the engine's reading).
  if (hasCrit(ship, 'Damaged Engine') && maneuver.startsWith('turn-')) return 'red';
  const speed = Number(/-(\d)$/.exec(maneuver)?.[1] ?? NaN);
  const kind = maneuver.split('-')[0] ?? '';
  const cards = effectsOf(ship, 'difficulty').filter(
    ({ effect: e }) =>
      (e.speeds?.includes(speed) || e.maneuvers?.includes(kind)) && !(e.whileUnstressed && ship.stress > 0),
  );
  if (cards.some((e) => e.effect.becomes === 'green')) return 'green';
  // Ello Asty: "you may treat your [Tallon Roll] maneuvers as white maneuvers" (always taken: white is never worse).
  return opt.difficulty === 'red' && cards.length > 0 ? 'white' : opt.difficulty;
}

/** Difficulty of a maneuver already checked to be on the ship's dial; throws naming both if it is not. */
export function dialDifficulty(ship: ShipState, maneuver: string): 'green' | 'white' | 'red' {
  const difficulty = effectiveDifficulty(ship, maneuver);
  if (difficulty === null) throw new Error(`${maneuver} is not on ${ship.id}'s dial`);
  return difficulty;
}

/** Activation order key: ascending skill, and on ties the player with initiative first (rules: ACTIVATION PHASE). */
export function activationOrder(s: GameState): ShipState[] {
  return s.ships
    .filter((x) => !x.destroyed)
    .sort(
      (a, b) =>
        effectiveSkill(a, s.round) - effectiveSkill(b, s.round) ||
        (a.player === s.initiative ? 0 : 1) - (b.player === s.initiative ? 0 : 1) ||
        compareCodePoints(a.id, b.id),
    );
}

/** Blinded Pilot: after the attack that rolled no dice, the card is flipped face down. */
export function flipBlinded(ship: ShipState): void {
  ship.blinded = false;
  const card = ship.damage.find((c) => c.faceUp && c.name === 'Blinded Pilot');
  if (card) card.faceUp = false;
}
