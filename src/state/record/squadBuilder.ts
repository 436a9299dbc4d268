/**
 * The recorder's squad builder, pure: which pilots a faction fields (grouped by ship), the upgrade bar of a ship
 * as built and the cards legal for each slot, points, and picks checked by the same squad-building rules as a
 * pasted XWS squad (squadRules.ts). A built squad is kept as card ids only and always read back through XWS, so
 * what the builder gives is exactly what pasting its XWS would give.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import type { InputProblem } from '../../battle/validationError.ts';
import { pilotAbilityStatus, upgradeStatus } from '../../rules/xwing1e/abilities/report.ts';
import {
  allPilots,
  allUpgrades,
  FACTION_NAMES,
  type Pilot,
  pilotByXws,
  type ShipType,
  shipByXws,
  type Side,
  SIDES,
  sideOf,
  type Upgrade,
  upgradeByXws,
  type UpgradeSlot,
} from '../../rules/xwing1e/catalog.ts';
import { restrictionProblem, SQUAD_POINTS_LIMIT } from '../../rules/xwing1e/squadRules.ts';
import { checkXwsSquad, type Squad, type XwsPilot, type XwsSquad, xwsSlotKey } from '../../rules/xwing1e/xws.ts';

export type { Pilot, ShipType, Side, Upgrade, UpgradeSlot } from '../../rules/xwing1e/catalog.ts';
export { FACTION_NAMES, SIDES, SQUAD_POINTS_LIMIT };

/** One equipped upgrade: the slot it sits in and the card's xws id. */
export interface BuiltUpgrade {
  slot: UpgradeSlot;
  xws: string;
}

/** One ship as built: its ship and pilot xws ids and the upgrades in the order they were picked. */
export interface BuiltShip {
  ship: string;
  pilot: string;
  upgrades: BuiltUpgrade[];
}

/** A squad as built: its side, its name (may be empty) and its ships. */
export interface BuiltSquad {
  faction: Side;
  name: string;
  ships: BuiltShip[];
}

/** An empty Rebel squad, the builder's start. */
export const EMPTY_SQUAD: BuiltSquad = { faction: 'rebel', name: '', ships: [] };

/** The pilots of one ship type a side fields, as the pilot picker lists them. */
export interface ShipPilots {
  ship: ShipType;
  pilots: Pilot[];
}

/**
 * Every pilot a side fields, grouped by ship type (ships by name, pilots by pilot skill, highest first, as the
 * cards are sorted at a table). Huge ships are left out: the engine cannot play them.
 */
export function factionPilots(side: Side): ShipPilots[] {
  const groups = new Map<string, ShipPilots>();
  for (const pilot of allPilots()) {
    const ship = shipByXws(pilot.ship);
    if (!ship?.supported || sideOf(pilot.faction) !== side) continue;
    const group = groups.get(ship.xws) ?? { ship, pilots: [] };
    group.pilots.push(pilot);
    groups.set(ship.xws, group);
  }
  const bySkill = (a: Pilot, b: Pilot) => (b.skill ?? 0) - (a.skill ?? 0) || compareCodePoints(a.name, b.name);
  return [...groups.values()]
    .map((g) => ({ ship: g.ship, pilots: g.pilots.sort(bySkill) }))
    .sort((a, b) => compareCodePoints(a.ship.name, b.ship.name));
}

/** Every ship may equip one Modification and one Title, whatever its upgrade bar shows (squadRules.ts). */
const ALWAYS: readonly UpgradeSlot[] = ['Modification', 'Title'];

/** One place on a ship's upgrade bar: the slot and the card in it (null: free); `at` indexes BuiltShip.upgrades. */
export interface SlotEntry {
  slot: UpgradeSlot;
  card: Upgrade | null;
  at: number;
}

/** The card of an equipped upgrade, if the catalog knows it. */
function cardOf(u: BuiltUpgrade): Upgrade | undefined {
  return upgradeByXws(u.xws, u.slot);
}

/** Where a ship's cards sit: the bar with each slot filled or free, and the cards no slot is left for. */
function placeCards(pilot: Pilot, built: BuiltShip): { bar: SlotEntry[]; unplaced: SlotEntry[] } {
  const granted = built.upgrades.flatMap((u) => cardOf(u)?.grantsSlots ?? []);
  const bar: SlotEntry[] = [...pilot.slots, ...ALWAYS, ...granted].map((slot) => ({ slot, card: null, at: -1 }));
  const unplaced: SlotEntry[] = [];
  built.upgrades.forEach((u, at) => {
    const card = cardOf(u);
    if (!card) return;
    const free = bar.find((e) => e.slot === u.slot && e.card === null);
    if (free) Object.assign(free, { card, at });
    else unplaced.push({ slot: u.slot, card, at });
  });
  return { bar, unplaced };
}

/**
 * A ship's upgrade bar: the pilot's slots, a Modification and a Title, then the slots equipped cards add
 * (Bomb Loadout, titles), each filled by the first equipped card of its slot; a card with no place left is
 * listed after, so that it can be seen and removed.
 */
export function slotBar(pilot: Pilot, built: BuiltShip): SlotEntry[] {
  const { bar, unplaced } = placeCards(pilot, built);
  return [...bar, ...unplaced];
}

/**
 * The upgrades a slot may take on this ship for this side: the slot's cards whose restriction (faction, ship
 * type, size) allows them, each once (a dual-sided card by its first side), by name. Unique, limited and points
 * are the squad's, checked when a card is picked (pick).
 */
export function legalUpgrades(side: Side, ship: ShipType, slot: UpgradeSlot): Upgrade[] {
  const seen = new Set<string>();
  return allUpgrades()
    .filter((u) => {
      if (u.slot !== slot || seen.has(u.xws) || restrictionProblem(side, { ship }, u) !== null) return false;
      seen.add(u.xws);
      return true;
    })
    .sort((a, b) => compareCodePoints(a.name, b.name));
}

/** The pilot card of a built ship on a side, if the catalog knows it. */
export function pilotOf(side: Side, built: BuiltShip): Pilot | undefined {
  return pilotByXws(side, built.ship, built.pilot);
}

/** A built ship's points: its pilot ("?" counts 0) and its upgrades. */
export function shipPoints(side: Side, built: BuiltShip): number {
  const upgrades = built.upgrades.reduce((sum, u) => sum + (cardOf(u)?.points ?? 0), 0);
  return (pilotOf(side, built)?.points ?? 0) + upgrades;
}

/** The squad's points: every ship's. */
export function squadPoints(squad: BuiltSquad): number {
  return squad.ships.reduce((sum, s) => sum + shipPoints(squad.faction, s), 0);
}

/** The squad as XWS, the format a pasted squad takes (points left to the importer, which computes them). */
export function builtToXws(squad: BuiltSquad): XwsSquad {
  const pilots = squad.ships.map((s) => {
    const pilot: XwsPilot = { name: s.pilot, ship: s.ship };
    const upgrades: Record<string, string[]> = {};
    for (const u of s.upgrades) (upgrades[xwsSlotKey(u.slot)] ??= []).push(u.xws);
    if (s.upgrades.length > 0) pilot.upgrades = upgrades;
    return pilot;
  });
  return { ...(squad.name.trim() ? { name: squad.name.trim() } : {}), faction: squad.faction, pilots };
}

/** The XWS text a built squad is copied or downloaded as, with the points the importer computes. */
export function builtXwsText(squad: BuiltSquad): string {
  const xws = builtToXws(squad);
  return `${JSON.stringify({ ...xws, points: squadPoints(squad) }, null, 2)}\n`;
}

/** What the squad-building rules say of a built squad: the squad, or every problem in words. */
export function checkBuilt(squad: BuiltSquad): { squad: Squad | null; problems: string[] } {
  if (squad.ships.length === 0) return { squad: null, problems: ['add a ship: a squad fields at least one'] };
  const checked = checkXwsSquad(builtToXws(squad));
  return { squad: checked.squad, problems: checked.problems.map((p) => problemInWords(p, squad)) };
}

/**
 * A squad-building problem with its XWS places named as a player names them: "pilots[0].name" is "ship 1
 * (Biggs Darklighter)". The message already leads with the card and ends with the rule it breaks.
 */
export function problemInWords(p: InputProblem, squad: BuiltSquad): string {
  return p.message.replace(/pilots\[(\d+)\][\w.[\]]*/g, (_m, i: string) => {
    const s = squad.ships[Number(i)];
    return `ship ${Number(i) + 1} (${(s && pilotOf(squad.faction, s)?.name) ?? s?.pilot ?? '?'})`;
  });
}

/** A pick's outcome: the squad after it, or the squad unchanged and the rule the pick breaks, in words. */
export interface PickResult {
  squad: BuiltSquad;
  refusal: string | null;
}

/**
 * Applies a change when the squad-building rules allow it: a problem the squad did not have before (a second
 * unique name, a second limited card, past 100 points) refuses it, naming the card and the rule.
 */
export function pick(before: BuiltSquad, after: BuiltSquad): PickResult {
  const had = new Set(checkBuilt(before).problems);
  const fresh = checkBuilt(after).problems.filter((p) => !had.has(p));
  const first = fresh[0];
  return first === undefined ? { squad: after, refusal: null } : { squad: before, refusal: first };
}

/** Adds a ship flown by this pilot (ship and pilot xws), checked. */
export function addShip(squad: BuiltSquad, ship: string, pilot: string): PickResult {
  return pick(squad, { ...squad, ships: [...squad.ships, { ship, pilot, upgrades: [] }] });
}

/** Removes the i-th ship (never refused). */
export function removeShip(squad: BuiltSquad, i: number): BuiltSquad {
  return { ...squad, ships: squad.ships.filter((_, k) => k !== i) };
}

/** Equips an upgrade card in a slot of the i-th ship, checked. */
export function addUpgrade(squad: BuiltSquad, i: number, upgrade: BuiltUpgrade): PickResult {
  const ships = squad.ships.map((s, k) => (k === i ? { ...s, upgrades: [...s.upgrades, upgrade] } : s));
  return pick(squad, { ...squad, ships });
}

/**
 * Removes the i-th ship's upgrade at `at` (never refused); cards that sat in a slot only it added (a bomb on
 * Bomb Loadout's slot) come off with it, so what stays is legal.
 */
export function removeUpgrade(squad: BuiltSquad, i: number, at: number): BuiltSquad {
  const ships = squad.ships.map((s, k) => {
    if (k !== i) return s;
    const kept = { ...s, upgrades: s.upgrades.filter((_, j) => j !== at) };
    const pilot = pilotOf(squad.faction, kept);
    const left = pilot ? new Set(placeCards(pilot, kept).unplaced.map((e) => e.at)) : new Set<number>();
    return { ...kept, upgrades: kept.upgrades.filter((_, j) => !left.has(j)) };
  });
  return { ...squad, ships };
}

/** The engine's status of a card's text, from the ability tables behind `holotable cards` (abilities/report.ts). */
export interface CardStatus {
  status: 'applied' | 'partial' | 'not-applied';
  note: string;
}

/** What the engine applies of a pilot card: its ability (a pilot without one: its values, which always apply). */
export function pilotCardStatus(pilot: Pilot): CardStatus {
  if (!pilot.text) return { status: 'applied', note: 'no pilot ability: its values apply' };
  return pilotAbilityStatus(pilot);
}

/** What the engine applies of an upgrade card's text. */
export function upgradeCardStatus(upgrade: Upgrade): CardStatus {
  return upgradeStatus(upgrade);
}

/** A side's name as the cards print it ("Rebel Alliance"). */
export function sideName(side: Side): string {
  return FACTION_NAMES[side];
}

/** The ship type of a built ship, if the catalog knows it. */
export function shipTypeOf(built: BuiltShip): ShipType | undefined {
  return shipByXws(built.ship);
}

/** A card's squad points as a player reads them ("1 pt", "25 pts"); a card the catalog prints no cost for says so. */
export function pointsText(points: number | null | undefined): string {
  if (points === null || points === undefined) return 'no listed cost';
  return `${points} ${points === 1 ? 'pt' : 'pts'}`;
}
