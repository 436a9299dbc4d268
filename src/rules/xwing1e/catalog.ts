/**
 * Typed access to the X-Wing 1st-edition cards: ship types, pilots, upgrades and damage decks, read from the
 * JSON that scripts/import-xwing-data.mjs generates from xwing-data (MIT), so nothing reads node_modules at
 * run time. The data is frozen: copy before changing anything.
 */
import type { ArcKind, BaseSize } from '../../kernel/index.ts';
import conditionsData from './data/conditions.json' with { type: 'json' };
import damageCoreData from './data/damageDeckCore.json' with { type: 'json' };
import damageTfaData from './data/damageDeckTfa.json' with { type: 'json' };
import pilotsData from './data/pilots.json' with { type: 'json' };
import shipsData from './data/ships.json' with { type: 'json' };
import upgradesData from './data/upgrades.json' with { type: 'json' };
import type { DialEntry } from './dial.ts';
import { type Faction, type Side, sideOf } from './factions.ts';

// Re-exported so callers get the whole card vocabulary from one module.
export {
  type Difficulty,
  type DialEntry,
  type HasDial,
  IONIZED_MANEUVER,
  difficultyOf,
  hasManeuver,
  maneuversOfDifficulty,
} from './dial.ts';
export { type Faction, type Side, FACTIONS, FACTION_NAMES, SIDES, isSide, sideOf } from './factions.ts';

/** An action on a ship's action bar. */
export type ActionName =
  | 'focus'
  | 'target-lock'
  | 'barrel-roll'
  | 'boost'
  | 'evade'
  | 'cloak'
  | 'slam'
  | 'coordinate'
  | 'jam'
  | 'recover'
  | 'reinforce'
  | 'reload'
  | 'rotate-arc';

/** A firing arc: the kernel's arcs plus the Lancer-class mobile arc (which the kernel does not draw yet). */
export type ShipArc = ArcKind | 'mobile';

/** A base size; huge ships are listed but not supported. */
export type ShipSize = BaseSize | 'huge';

/** The four printed ship values. */
export interface ShipStats {
  readonly attack: number;
  readonly agility: number;
  readonly hull: number;
  readonly shields: number;
}

/** A ship type, as its ship card and maneuver dial print it. */
export interface ShipType extends ShipStats {
  /** Name as printed (and as scenario files give it), e.g. "X-wing". */
  readonly name: string;
  readonly xws: string;
  readonly factions: readonly Faction[];
  readonly size: ShipSize;
  readonly actions: readonly ActionName[];
  readonly arcs: readonly ShipArc[];
  /** The dial's maneuvers the kernel can fly, slowest first. */
  readonly dial: readonly DialEntry[];
  /** Maneuvers on the printed dial the kernel cannot fly (reverse maneuvers; every huge-ship maneuver). */
  readonly unsupportedManeuvers: readonly string[];
  /** False for huge ships (Epic play), whose bases, energy and sections are not modelled. */
  readonly supported: boolean;
  /** What the import left out or changed, in words. */
  readonly notes: readonly string[];
}

/** An upgrade slot (and upgrade type), as xwing-data names it. */
export type UpgradeSlot =
  | 'Astromech'
  | 'Bomb'
  | 'Cannon'
  | 'Cargo'
  | 'Crew'
  | 'Elite'
  | 'Hardpoint'
  | 'Illicit'
  | 'Missile'
  | 'Modification'
  | 'Salvaged Astromech'
  | 'System'
  | 'Team'
  | 'Tech'
  | 'Title'
  | 'Torpedo'
  | 'Turret';

/** A pilot card. */
export interface Pilot {
  readonly name: string;
  /** Unique only per side and ship: "bobafett" flies an imperial and a scum Firespray-31. */
  readonly xws: string;
  /** The ship type's xws. */
  readonly ship: string;
  readonly faction: Faction;
  /** Pilot skill; null where the card prints "?" (Nashtah Pup Pilot). */
  readonly skill: number | null;
  /** Squad points; null where the card prints "?" (Nashtah Pup Pilot). */
  readonly points: number | null;
  readonly unique: boolean;
  readonly slots: readonly UpgradeSlot[];
  /** The pilot ability, plain text; empty for pilots without one. */
  readonly text: string;
  /** Ship values printed on the pilot card instead of the ship's (Outer Rim Smuggler). */
  readonly shipOverride?: ShipStats;
}

/** An upgrade card. Dual-sided cards are two entries with the same xws. */
export interface Upgrade {
  readonly name: string;
  readonly xws: string;
  readonly slot: UpgradeSlot;
  readonly points: number;
  /** Secondary weapon attack value, if the card is one. */
  readonly attack?: number;
  /** Secondary weapon range, e.g. "2-3". */
  readonly range?: string;
  readonly text: string;
  /** Marked unique (•): a squad fields at most one card of this name (rules: UNIQUE NAMES). */
  readonly unique?: boolean;
  /** "Limited.": a ship equips at most one copy. */
  readonly limited?: boolean;
  /** At most this many copies in a squad (Attanni Mindlink: 2). */
  readonly squadLimit?: number;
  /** "Rebel only." and the like: the side whose squads may field it. */
  readonly faction?: Faction;
  /** "X-wing only." and the like: the ship types (xws) that may equip it. */
  readonly ships?: readonly string[];
  /** "Small ship only." and the like: the base sizes that may equip it. */
  readonly sizes?: readonly ShipSize[];
  /** Upgrade slots the card adds to the ship's upgrade bar (Bomb Loadout, A-wing Test Pilot, titles). */
  readonly grantsSlots?: readonly UpgradeSlot[];
}

/** A kind of Damage card and how many copies a deck holds. */
export interface DamageCard {
  readonly name: string;
  readonly amount: number;
  readonly type: 'pilot' | 'ship';
  readonly text: string;
}

/** Which damage deck: the original Core Set's or The Force Awakens Core Set's. */
export type DamageDeckName = 'core' | 'tfa';

/** Where the cards come from, as the generated files say. */
export const DATA_SOURCE: string = shipsData.source;

// Freezing once at load keeps the shared card data from being changed by one caller under another.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// The JSON's inferred types widen literals to string; the generator and tests/rules/xwing1e keep the shapes.
const SHIPS = deepFreeze(shipsData.ships as unknown as ShipType[]);
const PILOTS = deepFreeze(pilotsData.pilots as unknown as Pilot[]);
const UPGRADES = deepFreeze(upgradesData.upgrades as unknown as Upgrade[]);
const DECKS: Readonly<Record<DamageDeckName, readonly DamageCard[]>> = deepFreeze({
  core: damageCoreData.cards as unknown as DamageCard[],
  tfa: damageTfaData.cards as unknown as DamageCard[],
});

const shipsByXws = new Map(SHIPS.map((s) => [s.xws, s]));
const shipsByName = new Map(SHIPS.map((s) => [s.name, s]));

/** Every ship type, huge ones included, in xwing-data's order. */
export function allShips(): readonly ShipType[] {
  return SHIPS;
}

/** The ship type with this xws id ("xwing", "tiefighter"), if any. */
export function shipByXws(xws: string): ShipType | undefined {
  return shipsByXws.get(xws);
}

/** The ship type with this printed name ("X-wing", "TIE Fighter"), if any. */
export function shipByName(name: string): ShipType | undefined {
  return shipsByName.get(name);
}

/** The ship types flown by a sub-faction (Rebel Alliance only, say, without the Resistance). */
export function shipsForFaction(faction: Faction): ShipType[] {
  return SHIPS.filter((s) => s.factions.includes(faction));
}

/** The ship types flown on a side (rebel includes the Resistance, imperial the First Order). */
export function shipsForSide(side: Side): ShipType[] {
  return SHIPS.filter((s) => s.factions.some((f) => sideOf(f) === side));
}

/** The ship types the engine cannot play (the huge ships of Epic play). */
export function unsupportedShips(): ShipType[] {
  return SHIPS.filter((s) => !s.supported);
}

/** Every pilot card, in xwing-data's order. */
export function allPilots(): readonly Pilot[] {
  return PILOTS;
}

/** The pilots of a ship type, optionally only those of one side (a sub-faction counts as its side). */
export function pilotsForShip(shipXws: string, side?: Faction | Side): Pilot[] {
  const want = side === undefined ? undefined : sideOf(side);
  return PILOTS.filter((p) => p.ship === shipXws && (want === undefined || sideOf(p.faction) === want));
}

/** Every pilot with this ship and pilot xws, across sides (more than one for "bobafett" on "firespray31"). */
export function pilotsByXws(shipXws: string, pilotXws: string): Pilot[] {
  return PILOTS.filter((p) => p.ship === shipXws && p.xws === pilotXws);
}

/**
 * The pilot with these xws ids on the given side (a sub-faction counts as its side). Without a side, the
 * pilot is returned only when no other side has one of the same ids; otherwise undefined (see pilotsByXws).
 */
export function pilotByXws(side: Faction | Side | undefined, shipXws: string, pilotXws: string): Pilot | undefined {
  const found = pilotsByXws(shipXws, pilotXws);
  if (side === undefined) return found.length === 1 ? found[0] : undefined;
  return found.find((p) => sideOf(p.faction) === sideOf(side));
}

/** The printed values a pilot flies with: the ship card's, or the pilot card's own where it prints them. */
export function printedStats(pilot: Pilot, ship: ShipType): ShipStats {
  const s = pilot.shipOverride ?? ship;
  return { attack: s.attack, agility: s.agility, hull: s.hull, shields: s.shields };
}

/** Every upgrade card, in xwing-data's order (dual-sided cards once per side). */
export function allUpgrades(): readonly Upgrade[] {
  return UPGRADES;
}

/** The upgrade with this xws id, optionally only in one slot; for a dual-sided card, the side listed first. */
export function upgradeByXws(xws: string, slot?: UpgradeSlot): Upgrade | undefined {
  return UPGRADES.find((u) => u.xws === xws && (slot === undefined || u.slot === slot));
}

/** The kinds of card in a damage deck, with how many copies of each. */
export function damageDeck(deck: DamageDeckName): readonly DamageCard[] {
  return DECKS[deck];
}

/** A damage deck as card names, each repeated as many times as the deck holds it (33 in all), unshuffled. */
export function damageDeckNames(deck: DamageDeckName): string[] {
  return DECKS[deck].flatMap((c) => Array.from({ length: c.amount }, () => c.name));
}

/** A Condition card: placed on a ship by another card, with its own text (Conditions reference card). */
export interface ConditionCard {
  name: string;
  xws: string;
  /** A unique Condition assigned again leaves the ship it was on. */
  unique: boolean;
  text: string;
}

const CONDITIONS: readonly ConditionCard[] = conditionsData.conditions;

/** Every Condition card, in xwing-data's order. */
export function allConditions(): readonly ConditionCard[] {
  return CONDITIONS;
}

/** The Condition card with this xws id ("adebttopay", "harpooned"), if any. */
export function conditionByXws(xws: string): ConditionCard | undefined {
  return CONDITIONS.find((c) => c.xws === xws);
}
