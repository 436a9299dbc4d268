/**
 * The ship types the dispute editor offers (every supported 1st-edition ship on a small or large base), so the
 * page reaches the X-Wing catalogue through the state and never imports the rule system itself.
 */
import type { ScenarioShip } from '../../rules/xwing1e/scenario/scenario.ts';
import { allShips, type Faction, pilotsForShip, type ShipType } from '../../rules/xwing1e/catalog.ts';

/** A ship type the editor can place: its printed name, xws id, base size and factions. */
export interface ShipChoice {
  readonly name: string;
  readonly xws: string;
  readonly size: 'small' | 'large';
  readonly factions: ShipType['factions'];
}

function choicesOf(types: readonly ShipType[]): [ShipChoice, ...ShipChoice[]] {
  const choices: ShipChoice[] = [];
  for (const t of types) {
    if (t.supported && (t.size === 'small' || t.size === 'large')) {
      choices.push({ name: t.name, xws: t.xws, size: t.size, factions: t.factions });
    }
  }
  const [first, ...rest] = choices;
  if (!first) throw new Error('shipChoices: the X-Wing catalogue has no supported small or large ship');
  return [first, ...rest];
}

/** The ship types offered, in catalogue order (never empty). */
export const SHIP_CHOICES: readonly [ShipChoice, ...ShipChoice[]] = choicesOf(allShips());

/** The offered ship type with this printed name; throws naming it when it is not offered. */
export function shipChoiceNamed(name: string): ShipChoice {
  const choice = SHIP_CHOICES.find((c) => c.name === name);
  if (!choice) throw new Error(`shipChoices: no supported ship type named ${JSON.stringify(name)}`);
  return choice;
}

/** A new scenario ship of this type at (x, y), facing +y, in the type's first faction (when it has one). */
export function newScenarioShip(choice: ShipChoice, id: string, x: number, y: number): ScenarioShip {
  const faction = choice.factions[0];
  return { id, size: choice.size, ship: choice.name, ...(faction ? { faction } : {}), x, y, heading: 90 };
}

/** The offered ship type a scenario ship flies, or undefined (no type given, or one the editor does not offer). */
export function shipChoiceOf(ship: Pick<ScenarioShip, 'ship'>): ShipChoice | undefined {
  return SHIP_CHOICES.find((c) => c.name === ship.ship);
}

/** The pilots of a ship type, by printed name (each once), of the given faction's side when one is given. */
export function pilotNamesFor(choice: ShipChoice, faction?: Faction): string[] {
  return [...new Set(pilotsForShip(choice.xws, faction).map((p) => p.name))];
}

/**
 * The change that makes a scenario ship fly another type: its name and base size, and a faction the type
 * flies for (the ship's own when the new type has it, else the type's first). Its name and pose are kept.
 */
export function retypePatch(ship: ScenarioShip, choice: ShipChoice): Partial<Omit<ScenarioShip, 'id'>> {
  const keeps = ship.faction !== undefined && choice.factions.includes(ship.faction);
  const faction = keeps ? ship.faction : choice.factions[0];
  return { ship: choice.name, size: choice.size, faction };
}
