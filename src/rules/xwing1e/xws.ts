/**
 * XWS 1.0 squads (the community's squad-builder exchange format): import into catalog cards, with every unknown
 * ship, pilot, slot or upgrade reported by its JSON path, and export back. Squad-building legality (slots,
 * restrictions, unique and limited cards, the points limit), which XWS leaves to importing apps, is checked by
 * squadRules.ts once every name is known.
 */
import { z } from 'zod';
import { keyedRecord } from '../../battle/idSchemas.ts';
import { ownEntry, valueOf } from '../../battle/lookup.ts';
import { InputError, type InputProblem, parseJsonText, problemsFromZod } from '../../battle/validationError.ts';
import {
  type Pilot,
  pilotByXws,
  pilotsByXws,
  printedStats,
  type ShipStats,
  type ShipType,
  shipByXws,
  type Side,
  SIDES,
  sideOf,
  type Upgrade,
  upgradeByXws,
  type UpgradeSlot,
} from './catalog.ts';
import { squadProblems, upgradesPoints } from './squadRules.ts';
import { pilotAbilityStatus, upgradeStatus } from './abilities/report.ts';

/** XWS upgrade-slot keys and the slot each stands for. */
export const XWS_SLOTS: Readonly<Record<string, UpgradeSlot>> = {
  amd: 'Astromech',
  bomb: 'Bomb',
  cannon: 'Cannon',
  cargo: 'Cargo',
  crew: 'Crew',
  ept: 'Elite',
  hardpoint: 'Hardpoint',
  illicit: 'Illicit',
  missile: 'Missile',
  mod: 'Modification',
  samd: 'Salvaged Astromech',
  system: 'System',
  team: 'Team',
  tech: 'Tech',
  title: 'Title',
  torpedo: 'Torpedo',
  turret: 'Turret',
};

const SLOT_KEYS = new Map(Object.entries(XWS_SLOTS).map(([key, slot]) => [slot, key]));

/** The XWS key of an upgrade slot ("Elite" → "ept"). */
export function xwsSlotKey(slot: UpgradeSlot): string {
  return valueOf(SLOT_KEYS, slot, 'XWS slot keys');
}

// Points and vendor data are "ignored" fields in XWS: accepted whatever they hold, never trusted.
const xwsPilotSchema = z.object({
  name: z.string().min(1),
  ship: z.string().min(1),
  upgrades: keyedRecord(z.array(z.string())).optional(),
  points: z.unknown().optional(),
  vendor: z.unknown().optional(),
});

/** The schema of an XWS squad as written (names are checked against the catalog afterwards). */
export const xwsSquadSchema = z.object({
  faction: z.enum(SIDES as [Side, ...Side[]]),
  pilots: z.array(xwsPilotSchema).min(1),
  name: z.string().optional(),
  description: z.string().optional(),
  points: z.unknown().optional(),
  version: z.unknown().optional(),
  vendor: z.unknown().optional(),
});

/** One pilot of an XWS squad, as written. */
export interface XwsPilot {
  name: string;
  ship: string;
  points?: number;
  upgrades?: Record<string, string[]>;
}

/** An XWS squad, as written. */
export interface XwsSquad {
  name?: string;
  description?: string;
  faction: Side;
  points?: number;
  pilots: XwsPilot[];
}

/** A pilot's printed values: pilot skill and the ship's (or the pilot card's own) four values. */
export interface PilotStats extends ShipStats {
  readonly skill: number;
}

/** One ship of a squad: its pilot card, ship type and upgrades. */
export interface SquadPilot {
  pilot: Pilot;
  ship: ShipType;
  /** Upgrade xws ids, in file order. */
  upgrades: string[];
  /** The same upgrades as cards. */
  upgradeCards: Upgrade[];
  /** Each upgrade's field in the XWS pilot, e.g. "upgrades.ept[0]" (same order as upgradeCards). */
  upgradeFields: string[];
  /** Pilot plus upgrade points ("?" counts 0). */
  points: number;
  /** Printed values; no card ability or upgrade changes them here. */
  stats: PilotStats;
}

/** An imported squad. */
export interface Squad {
  faction: Side;
  /** The squad's name; empty when the file has none. */
  name: string;
  description?: string;
  /** Sum of the pilots' points, computed from the cards (the file's own total is ignored). */
  points: number;
  pilots: SquadPilot[];
  /** Card abilities and data the engine does not apply, one line each, e.g. `pilots[0] Luke Skywalker: pilot ability`. */
  notApplied: string[];
}

/** Checks a parsed XWS value; returns the squad, or null and every problem found. */
export function checkXwsSquad(value: unknown): { squad: Squad | null; problems: InputProblem[] } {
  const r = xwsSquadSchema.safeParse(value, { reportInput: true });
  if (!r.success) return { squad: null, problems: problemsFromZod(r.error.issues) };
  const xws = r.data;
  const problems: InputProblem[] = [];
  const pilots: SquadPilot[] = [];
  xws.pilots.forEach((p, i) => {
    const resolved = resolvePilot(xws.faction, p, `pilots[${i}]`, problems);
    if (resolved) pilots.push(resolved);
  });
  if (problems.length > 0) return { squad: null, problems };
  const illegal = squadProblems(xws.faction, pilots);
  if (illegal.length > 0) return { squad: null, problems: illegal };
  const squad: Squad = {
    faction: xws.faction,
    name: xws.name ?? '',
    points: pilots.reduce((sum, p) => sum + p.points, 0),
    pilots,
    notApplied: notAppliedOf(pilots),
  };
  if (xws.description !== undefined) squad.description = xws.description;
  return { squad, problems };
}

/** Imports a parsed XWS value; throws an InputError listing every problem (its message is the first). */
export function squadFromXws(value: unknown): Squad {
  const { squad, problems } = checkXwsSquad(value);
  if (!squad) throw new InputError(problems);
  return squad;
}

/** Imports XWS JSON text; throws an InputError for bad JSON or any problem in the squad. */
export function squadFromXwsText(text: string): Squad {
  return squadFromXws(parseJsonText(text));
}

/** Exports a squad as XWS, with the computed points at squad and pilot level (importers ignore them). */
export function squadToXws(squad: Squad): XwsSquad {
  const out: XwsSquad = { faction: squad.faction, points: squad.points, pilots: [] };
  if (squad.name) out.name = squad.name;
  if (squad.description !== undefined) out.description = squad.description;
  for (const p of squad.pilots) {
    const pilot: XwsPilot = { name: p.pilot.xws, ship: p.ship.xws, points: p.points };
    const upgrades: Record<string, string[]> = {};
    for (const u of p.upgradeCards) (upgrades[xwsSlotKey(u.slot)] ??= []).push(u.xws);
    if (p.upgradeCards.length > 0) pilot.upgrades = upgrades;
    out.pilots.push(pilot);
  }
  return out;
}

function resolvePilot(
  side: Side,
  p: z.infer<typeof xwsPilotSchema>,
  path: string,
  problems: InputProblem[],
): SquadPilot | null {
  const before = problems.length;
  const ship = shipByXws(p.ship);
  let pilot: Pilot | undefined;
  if (!ship) problems.push({ path: `${path}.ship`, message: `unknown ship "${p.ship}"` });
  else {
    pilot = pilotByXws(side, ship.xws, p.name);
    if (!pilot) problems.push({ path: `${path}.name`, message: unknownPilot(side, ship.xws, p.name) });
  }
  const upgradeCards: Upgrade[] = [];
  const upgradeFields: string[] = [];
  for (const [key, names] of Object.entries(p.upgrades ?? {})) {
    const slot = ownEntry(XWS_SLOTS, key);
    if (!slot) {
      const expected = Object.keys(XWS_SLOTS)
        .map((k) => `"${k}"`)
        .join(', ');
      problems.push({
        path: `${path}.upgrades.${key}`,
        message: `unknown upgrade slot "${key}" (expected one of ${expected})`,
      });
      continue;
    }
    names.forEach((name, j) => {
      const card = upgradeByXws(name, slot);
      if (card) {
        upgradeCards.push(card);
        upgradeFields.push(`upgrades.${key}[${j}]`);
      } else problems.push({ path: `${path}.upgrades.${key}[${j}]`, message: unknownUpgrade(key, name) });
    });
  }
  if (problems.length > before || !ship || !pilot) return null;
  const points = (pilot.points ?? 0) + upgradesPoints(upgradeCards);
  const stats = { skill: pilot.skill ?? 0, ...printedStats(pilot, ship) };
  return { pilot, ship, upgrades: upgradeCards.map((u) => u.xws), upgradeCards, upgradeFields, points, stats };
}

// A pilot known on the other side is the likeliest mistake (a squad's faction set wrong), so say so.
function unknownPilot(side: Side, shipXws: string, name: string): string {
  const elsewhere = pilotsByXws(shipXws, name).map((p) => sideOf(p.faction));
  if (elsewhere.length > 0) return `pilot "${name}" of ship "${shipXws}" is ${elsewhere.join(' and ')}, not ${side}`;
  return `unknown pilot "${name}" for ship "${shipXws}" (${side})`;
}

function unknownUpgrade(key: string, name: string): string {
  const other = upgradeByXws(name);
  if (other) return `unknown upgrade "${name}" for slot "${key}" (it goes in slot "${xwsSlotKey(other.slot)}")`;
  return `unknown upgrade "${name}" for slot "${key}"`;
}

function notAppliedOf(pilots: readonly SquadPilot[]): string[] {
  const lines: string[] = [];
  const shipsNoted = new Set<string>();
  pilots.forEach((p, i) => {
    const who = `pilots[${i}] ${p.pilot.name}`;
    if (!p.ship.supported) lines.push(`${who}: ship ${p.ship.name} is not supported (huge ship)`);
    if (p.pilot.skill === null) lines.push(`${who}: pilot skill "?" taken as 0`);
    if (p.pilot.points === null) lines.push(`${who}: points "?" counted as 0`);
    // Only what the engine leaves out: the ability tables say which card texts are applied (abilities/report.ts).
    const pilotAbility = pilotAbilityStatus(p.pilot);
    if (p.pilot.text && pilotAbility.status === 'not-applied') lines.push(`${who}: pilot ability`);
    if (p.pilot.text && pilotAbility.status === 'partial') lines.push(`${who}: pilot ability, ${pilotAbility.note}`);
    for (const u of p.upgradeCards) {
      const status = upgradeStatus(u);
      if (status.status === 'not-applied') lines.push(`${who}: upgrade ${u.name} (${u.slot})`);
      if (status.status === 'partial') lines.push(`${who}: upgrade ${u.name} (${u.slot}), ${status.note}`);
    }
    if (!shipsNoted.has(p.ship.xws)) {
      shipsNoted.add(p.ship.xws);
      for (const note of p.ship.notes) lines.push(`ship ${p.ship.name}: ${note}`);
    }
  });
  return lines;
}
