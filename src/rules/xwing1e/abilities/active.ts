/**
 * The card abilities active on a ship now: its pilot card, its face-up upgrades and its Condition cards, less what Injured Pilot
 * silences ("All players must ignore your pilot ability and all of your [Elite] Upgrade cards").
 */
import type { ShipState } from '../state.ts';
import { PILOT_ABILITIES, UPGRADE_ABILITIES } from './cards.ts';
import type { Effect } from './types.ts';
import { CONDITION_ABILITIES } from './conditions.ts';

/** An effect with the name of the card that gives it. */
export interface CardEffect<E extends Effect = Effect> {
  /** The card's printed name (what battle files name in `abilities`). */
  card: string;
  effect: E;
}

/** True while the ship has a face-up Injured Pilot. */
function injured(ship: ShipState): boolean {
  return ship.damage.some((c) => c.faceUp && c.name === 'Injured Pilot');
}

/** Every effect of the ship's active cards, pilot first, then upgrades in file order. */
export function activeEffects(ship: ShipState): CardEffect[] {
  const out: CardEffect[] = [];
  const silenced = injured(ship);
  const pilot = silenced ? undefined : PILOT_ABILITIES.get(ship.pilotKey);
  for (const effect of pilot?.effects ?? []) out.push({ card: ship.name, effect });
  for (const u of ship.upgrades) {
    if (!u.faceUp || (silenced && u.slot === 'Elite')) continue;
    for (const effect of UPGRADE_ABILITIES.get(u.xws)?.effects ?? []) out.push({ card: u.name, effect });
  }
  // Condition cards the ship holds (conditions.ts): their text applies to it as its own cards' do.
  for (const c of ship.conditions ?? [])
    for (const effect of CONDITION_ABILITIES.get(c.xws)?.effects ?? []) out.push({ card: c.name, effect });
  return out;
}

/** The ship's active effects of one kind. */
export function effectsOf<K extends Effect['kind']>(
  ship: ShipState,
  kind: K,
): CardEffect<Extract<Effect, { kind: K }>>[] {
  return activeEffects(ship).filter((e): e is CardEffect<Extract<Effect, { kind: K }>> => e.effect.kind === kind);
}

/** True when the ship has an active card granting this `card-action` (Marksmanship, R2-F2, R5-D8). */
export function hasCardAction(ship: ShipState, action: string): boolean {
  return effectsOf(ship, 'card-action').some((e) => e.effect.action === action);
}

/** The sum of one stat over the ship's active `stats` effects. */
export function statBonus(ship: ShipState, stat: 'skill' | 'attack' | 'agility' | 'hull' | 'shields'): number {
  return effectsOf(ship, 'stats').reduce((n, e) => n + (e.effect[stat] ?? 0), 0);
}
