/**
 * The Damage card effects that differ between the two decks (rules: DAMAGE DECK): the Core Set deck and The
 * Force Awakens Core Set deck print some cards under the same name with other text (Blinded Pilot, Damaged
 * Sensor Array, Structural Damage), and the latter adds cards of its own (Shaken Pilot, Major Explosion, Weapons
 * Failure, Major Hull Breach, Loose Stabilizer). Which text applies follows the game's deck.
 */
import type { DamageDeckName } from './catalog.ts';
import { hasCrit } from './effective.ts';
import type { GameState, ShipState } from './state.ts';

/** The deck the game deals from (absent: the Core Set deck). */
export function deckOf(state: GameState): DamageDeckName {
  return state.damageDeck ?? 'core';
}

/** A face-up Damage card's "Action:" header: the card it flips, and the die faces that flip it (null: no roll). */
export interface Repair {
  readonly card: string;
  readonly flipOn: readonly string[] | null;
}

const CORE_REPAIRS: ReadonlyMap<string, Repair> = new Map([
  // "Action: Flip this card facedown."
  ['repair-console-fire', { card: 'Console Fire', flipOn: null }],
  // "Action: Roll 1 attack die. On a [Hit] results, flip this card facedown."
  ['repair-damaged-sensor-array', { card: 'Damaged Sensor Array', flipOn: ['hit'] }],
  // "Action: Roll 1 attack die. On a [Hit] result, flip this card facedown."
  ['repair-structural-damage', { card: 'Structural Damage', flipOn: ['hit'] }],
  // "Action: Roll 1 attack die. On a [Hit] or [Critical Hit] result, flip this card facedown."
  ['repair-weapon-malfunction', { card: 'Weapon Malfunction', flipOn: ['hit', 'crit'] }],
]);

const TFA_REPAIRS: ReadonlyMap<string, Repair> = new Map([
  ['repair-console-fire', { card: 'Console Fire', flipOn: null }],
  // The Force Awakens deck: "On a [Hit] or [Critical Hit] result, flip this card facedown." for all three.
  ['repair-damaged-sensor-array', { card: 'Damaged Sensor Array', flipOn: ['hit', 'crit'] }],
  ['repair-structural-damage', { card: 'Structural Damage', flipOn: ['hit', 'crit'] }],
  ['repair-weapons-failure', { card: 'Weapons Failure', flipOn: ['hit', 'crit'] }],
  // "Action: Flip this card facedown."
  ['repair-major-hull-breach', { card: 'Major Hull Breach', flipOn: null }],
  ['repair-loose-stabilizer', { card: 'Loose Stabilizer', flipOn: null }],
]);

/** The repair actions of the game's deck, by action name (Maps: a name from a file finds nothing inherited). */
export function repairsOf(state: GameState): ReadonlyMap<string, Repair> {
  return deckOf(state) === 'tfa' ? TFA_REPAIRS : CORE_REPAIRS;
}

/**
 * Damaged Sensor Array. Core: "You cannot perform the actions listed in your action bar" (card actions stay);
 * The Force Awakens: "You cannot perform any actions except actions listed on Damage cards".
 */
export function sensorArrayLimit(state: GameState, ship: ShipState): 'none' | 'no-bar' | 'damage-cards-only' {
  if (!hasCrit(ship, 'Damaged Sensor Array')) return 'none';
  return deckOf(state) === 'tfa' ? 'damage-cards-only' : 'no-bar';
}

/** Blinded Pilot of The Force Awakens deck: "You cannot perform attacks." */
export function cannotAttack(state: GameState, ship: ShipState): boolean {
  return deckOf(state) === 'tfa' && hasCrit(ship, 'Blinded Pilot');
}

/**
 * Blinded Pilot of The Force Awakens deck: "After your next opportunity to attack (even if there was no target for
 * an attack), flip this card facedown." Called after the ship's attack opportunity.
 */
export function afterAttackOpportunity(state: GameState, ship: ShipState): boolean {
  if (!cannotAttack(state, ship)) return false;
  flipFaceDown(ship, 'Blinded Pilot');
  return true;
}

/** Weapons Failure: "When attacking, roll 1 fewer attack die." (each copy face up counts). */
export function attackDicePenalty(ship: ShipState): number {
  return ship.damage.filter((c) => c.faceUp && c.name === 'Weapons Failure').length;
}

/**
 * Major Hull Breach: "Starting the round after you receive this card, all Damage cards dealt to you are dealt
 * faceup."
 */
export function dealtFaceUp(ship: ShipState, round: number): boolean {
  return ship.damage.some((c) => c.faceUp && c.name === 'Major Hull Breach' && c.round < round);
}

/** Shaken Pilot: "During the Planning phase, you cannot be assigned straight ([Straight]) maneuvers." */
export function assignableDial(ship: ShipState): ShipState['dial'] {
  if (!hasCrit(ship, 'Shaken Pilot')) return ship.dial;
  return ship.dial.filter((d) => !d.maneuver.startsWith('straight-'));
}

/** Shaken Pilot: "When you reveal your dial, flip this card facedown." True when a card was flipped. */
export function afterDialRevealed(ship: ShipState): boolean {
  if (!hasCrit(ship, 'Shaken Pilot')) return false;
  flipFaceDown(ship, 'Shaken Pilot');
  return true;
}

/** Loose Stabilizer: "After you execute a white maneuver, receive 1 stress token." (each copy face up counts). */
export function stressAfterManeuver(ship: ShipState, difficulty: 'green' | 'white' | 'red'): number {
  if (difficulty !== 'white') return 0;
  return ship.damage.filter((c) => c.faceUp && c.name === 'Loose Stabilizer').length;
}

/** Turns one face-up card of that name face down (its effect ends). */
function flipFaceDown(ship: ShipState, name: string): void {
  const card = ship.damage.find((c) => c.faceUp && c.name === name);
  if (card) card.faceUp = false;
}
