/**
 * The ship types the dispute editor offers (every supported 1st-edition ship on a small or large base), so the
 * page reaches the X-Wing catalogue through the state and never imports the rule system itself.
 */
import type { ScenarioShip } from '../../rules/xwing1e/scenario/scenario.ts';
import { allShips, type ShipType } from '../../rules/xwing1e/catalog.ts';

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
