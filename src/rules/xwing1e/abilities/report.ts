/**
 * The coverage report behind `holotable cards`: every 1st-edition pilot, upgrade and Damage card in the
 * catalog with whether the engine applies its text. Statuses come from the ability tables (cards.ts) and the
 * Damage card table below, so a card is `applied` only when an effect for it exists.
 */
import { allPilots, allUpgrades, damageDeck, type Pilot, shipByXws, sideOf } from '../catalog.ts';
import { PILOT_ABILITIES, UPGRADE_ABILITIES } from './cards.ts';
import type { CardAbility } from './types.ts';

/** One card's line in the report. */
export interface CardReport {
  kind: 'pilot' | 'upgrade' | 'damage';
  xws: string;
  ship?: string;
  faction: string | null;
  name: string;
  status: 'applied' | 'partial' | 'not-applied';
  note: string;
}

/**
 * Damage cards of the Core Set deck (the deck dealt unless a battle file names `damageDeck: "tfa"`) and where the
 * engine applies each; `missing` marks a partial one.
 */
export const DAMAGE_EFFECTS: ReadonlyMap<string, { where: string; missing?: string }> = new Map([
  ['Blinded Pilot', { where: 'combat.ts: the next attack rolls no dice, then the card flips' }],
  ['Console Fire', { where: 'combat.ts: start of the Combat phase; actions.ts: its repair action' }],
  ['Damaged Cockpit', { where: 'effective.ts: pilot skill 0 from the round after it is dealt' }],
  ['Damaged Engine', { where: 'effective.ts: turn maneuvers are red' }],
  ['Damaged Sensor Array', { where: 'actions.ts: no action-bar actions; its repair action' }],
  ['Direct Hit!', { where: 'effective.ts: counts 2 damage against the hull' }],
  ['Injured Pilot', { where: 'abilities/active.ts: the pilot ability and Elite upgrades are ignored' }],
  ['Minor Explosion', { where: 'damage.ts: roll 1 attack die when dealt, then the card flips' }],
  ['Minor Hull Breach', { where: 'activation.ts: after a red maneuver, roll 1 attack die' }],
  ['Munitions Failure', { where: 'munitionsFailure.ts: the owner discards a secondary weapon, then the card flips' }],
  ['Structural Damage', { where: 'effective.ts: agility −1; actions.ts: its repair action (hit)' }],
  ['Stunned Pilot', { where: 'activation.ts: after a maneuver that overlaps a ship or obstacle, 1 damage' }],
  ['Thrust Control Fire', { where: 'damage.ts: 1 stress when dealt, then the card flips' }],
  ['Weapon Malfunction', { where: 'effective.ts: primary weapon −1; actions.ts: its repair action' }],
]);

/** The Force Awakens Core Set deck (battle files' `damageDeck: "tfa"`) and where the engine applies each card. */
export const TFA_DAMAGE_EFFECTS: ReadonlyMap<string, { where: string; missing?: string }> = new Map([
  [
    'Shaken Pilot',
    { where: 'round.ts: no straight maneuver assigned; activation.ts: flips when the dial is revealed' },
  ],
  ['Blinded Pilot', { where: 'combat.ts: no attacks; flips after the next opportunity to attack' }],
  ['Damaged Cockpit', { where: 'effective.ts: pilot skill 0 from the round after it is dealt' }],
  ['Stunned Pilot', { where: 'activation.ts: touching a ship or on an obstacle after a maneuver, 1 damage' }],
  ['Console Fire', { where: 'combat.ts: start of the Combat phase; actions.ts: its repair action' }],
  ['Damaged Engine', { where: 'effective.ts: turn maneuvers are red' }],
  ['Major Explosion', { where: 'damage.ts: roll 1 attack die, on a hit 1 critical damage, then the card flips' }],
  ['Weapons Failure', { where: 'combat.ts: 1 fewer attack die; actions.ts: its repair action (hit or crit)' }],
  ['Major Hull Breach', { where: 'damage.ts: cards dealt faceup from the next round; actions.ts: its repair action' }],
  ['Structural Damage', { where: 'effective.ts: agility −1; actions.ts: its repair action (hit or crit)' }],
  ['Damaged Sensor Array', { where: 'actions.ts: only Damage card actions; its repair action (hit or crit)' }],
  ['Loose Stabilizer', { where: 'activation.ts: 1 stress after a white maneuver; actions.ts: its repair action' }],
  ['Thrust Control Fire', { where: 'damage.ts: 1 stress when dealt, then the card flips' }],
  ['Direct Hit!', { where: 'effective.ts: counts 2 damage against the hull' }],
]);

/**
 * Status and note of a card with text, from its ability entry (undefined: not applied; no effects: not applied, its
 * `missing` saying why).
 */
function statusOf(ability: CardAbility | undefined, what: string): Pick<CardReport, 'status' | 'note'> {
  if (!ability || ability.effects.length === 0)
    return { status: 'not-applied', note: `${what} not applied${ability?.missing ? `: ${ability.missing}` : ''}` };
  if (ability.missing) return { status: 'partial', note: `missing: ${ability.missing}` };
  const windows = [...new Set(ability.effects.map((e) => e.window))].join(', ');
  return { status: 'applied', note: `applied at: ${windows}` };
}

/** Whether the engine applies a pilot's ability (pilot from the catalog; its text, not its numbers). */
export function pilotAbilityStatus(p: Pick<Pilot, 'xws' | 'ship' | 'faction'>): Pick<CardReport, 'status' | 'note'> {
  return statusOf(PILOT_ABILITIES.get(`${sideOf(p.faction)}/${p.ship}/${p.xws}`), 'pilot ability');
}

/** Whether the engine applies an upgrade card's text, by its xws id. */
export function upgradeStatus(u: { xws: string; slot: string }): Pick<CardReport, 'status' | 'note'> {
  return statusOf(UPGRADE_ABILITIES.get(u.xws), `${u.slot} upgrade text`);
}

/** Every pilot's line. */
function pilotLines(): CardReport[] {
  return allPilots().map((p) => {
    const ship = shipByXws(p.ship);
    const base = { kind: 'pilot' as const, xws: p.xws, ship: p.ship, faction: p.faction, name: p.name };
    if (ship && !ship.supported)
      return { ...base, status: 'not-applied' as const, note: `huge ship ${ship.name}: not playable (Epic)` };
    if (!p.text) return { ...base, status: 'applied' as const, note: 'no pilot ability: its values apply' };
    return { ...base, ...pilotAbilityStatus(p) };
  });
}

/** Every upgrade's line (a dual-sided card once per side). */
function upgradeLines(): CardReport[] {
  return allUpgrades().map((u) => ({
    kind: 'upgrade' as const,
    xws: u.xws,
    faction: null,
    name: u.name,
    ...upgradeStatus(u),
  }));
}

/** Every Damage card kind of both decks. */
function damageLines(): CardReport[] {
  const line = (deck: 'core' | 'tfa', table: typeof DAMAGE_EFFECTS) => (c: { name: string }) => {
    const found = table.get(c.name);
    const status: CardReport['status'] = !found ? 'not-applied' : found.missing ? 'partial' : 'applied';
    const note = !found ? 'not applied' : found.missing ? `missing: ${found.missing}` : `applied in ${found.where}`;
    return { kind: 'damage' as const, xws: `${deck}/${slug(c.name)}`, faction: null, name: c.name, status, note };
  };
  return [
    ...damageDeck('core').map(line('core', DAMAGE_EFFECTS)),
    ...damageDeck('tfa').map(line('tfa', TFA_DAMAGE_EFFECTS)),
  ];
}

/** A card name as an id ("Direct Hit!" → "directhit"). */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The whole report: pilots, upgrades, then Damage cards, each in the catalog's order. */
export function cardsReport(): CardReport[] {
  return [...pilotLines(), ...upgradeLines(), ...damageLines()];
}

/** How many cards of each kind have each status. */
export function reportTotals(report: readonly CardReport[]): Record<string, Record<CardReport['status'], number>> {
  const out: Record<string, Record<CardReport['status'], number>> = {};
  for (const r of report) {
    const t = (out[r.kind] ??= { applied: 0, partial: 0, 'not-applied': 0 });
    t[r.status]++;
  }
  return out;
}
