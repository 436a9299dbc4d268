/**
 * Squad-building legality (rules: SQUAD BUILDING, UNIQUE NAMES, UPGRADE CARDS, LIMITED, tournament points): the
 * points limit, unique names across the squad, limited cards per ship, upgrade slots (the pilot's upgrade bar,
 * one Modification and one Title, and slots added by equipped cards) and the card restrictions xwing-data
 * records (faction, ship type, ship size). Each problem names the card, the rule and the XWS field.
 */
import type { InputProblem } from '../../battle/validationError.ts';
import { FACTION_NAMES, shipByXws, sideOf, type Side, type Upgrade, type UpgradeSlot } from './catalog.ts';

/** The most squad points a player may spend: the standard dogfight's 100 (XWS's own `points` is never read). */
export const SQUAD_POINTS_LIMIT = 100;

/** What the checks need of one imported pilot: its cards, and each upgrade's field in the XWS pilot. */
export interface SquadShip {
  readonly pilot: {
    readonly name: string;
    readonly unique: boolean;
    readonly slots: readonly UpgradeSlot[];
    /** The printed pilot skill (null: "?"); cards such as R2-D6 forbid a low one. */
    readonly skill?: number | null;
  };
  readonly ship: {
    readonly xws: string;
    readonly name: string;
    readonly size: string;
    readonly actions: readonly string[];
  };
  readonly upgradeCards: readonly Upgrade[];
  /** Each upgrade's field relative to the pilot, e.g. "upgrades.ept[0]" (same order as upgradeCards). */
  readonly upgradeFields: readonly string[];
  readonly points: number;
}

/** Every ship may equip one Modification and one Title, whatever its upgrade bar shows. */
const ALWAYS: readonly UpgradeSlot[] = ['Modification', 'Title'];

/** A card that adds one icon of three, the squad's choice, and the slots it may be. */
const EITHER_ICON = /gains the \[Cannon\], \[Torpedo\] or \[Missile\] upgrade icon/;
const EITHER_SLOTS: readonly UpgradeSlot[] = ['Cannon', 'Torpedo', 'Missile'];

/**
 * The squad points of a ship's upgrades: their printed costs, less TIE/x1's "If you equip a [System] upgrade, its
 * squad point cost is reduced by 4 (to a minimum of 0)".
 */
export function upgradesPoints(cards: readonly Pick<Upgrade, 'xws' | 'slot' | 'points'>[]): number {
  const x1 = cards.some((c) => c.xws === 'tiex1');
  return cards.reduce((n, c) => n + (x1 && c.slot === 'System' ? Math.max(0, c.points - 4) : c.points), 0);
}

/** Every squad-building problem of a squad of one side, in file order; empty when the squad is legal. */
export function squadProblems(side: Side, ships: readonly SquadShip[]): InputProblem[] {
  const problems: InputProblem[] = [];
  ships.forEach((s, i) => {
    for (const p of shipProblems(side, s, `pilots[${i}]`)) problems.push(p);
  });
  for (const p of uniqueProblems(ships)) problems.push(p);
  for (const p of squadLimitProblems(ships)) problems.push(p);
  const total = ships.reduce((n, s) => n + s.points, 0);
  if (total > SQUAD_POINTS_LIMIT)
    problems.push({
      path: 'pilots',
      message: `the squad costs ${total} points, more than the ${SQUAD_POINTS_LIMIT} a standard game allows (squad points limit)`,
    });
  return problems;
}

/** One ship's restriction, limited and slot problems. */
function shipProblems(side: Side, s: SquadShip, path: string): InputProblem[] {
  const problems: InputProblem[] = [];
  const free = new Map<UpgradeSlot, number>();
  const add = (slot: UpgradeSlot) => free.set(slot, (free.get(slot) ?? 0) + 1);
  for (const slot of [...s.pilot.slots, ...ALWAYS]) add(slot);
  for (const card of s.upgradeCards) for (const slot of card.grantsSlots ?? []) add(slot);
  // "Heavy Scyk" Interceptor: "Your upgrade bar gains the [Cannon], [Torpedo] or [Missile] upgrade icon" (one of them).
  let either = s.upgradeCards.filter((c) => EITHER_ICON.test(c.text)).length;
  const seenLimited = new Set<string>();
  s.upgradeCards.forEach((card, k) => {
    const at = `${path}.${s.upgradeFields[k] ?? `upgrades[${k}]`}`;
    const problem = restrictionProblem(side, s, card) ?? textRestriction(s, card);
    if (problem) problems.push({ path: at, message: `${card.name}: ${problem}` });
    if (card.limited && seenLimited.has(card.xws))
      problems.push({
        path: at,
        message: `${card.name}: limited, and ${s.pilot.name} already equips a copy (limited: one copy per ship)`,
      });
    seenLimited.add(card.xws);
    const left = free.get(card.slot) ?? 0;
    if (left > 0) free.set(card.slot, left - 1);
    else if (either > 0 && EITHER_SLOTS.includes(card.slot)) either--;
    else
      problems.push({
        path: at,
        message: `${card.name}: no ${card.slot.toLowerCase()} slot free on ${s.pilot.name} (upgrade bar)`,
      });
  });
  for (const p of sameCardProblems(s, path)) problems.push(p);
  return problems;
}

/**
 * Restrictions xwing-data keeps only in a card's text, read from the printed pilot skill and upgrade bar: "You cannot
 * equip this card if your pilot skill value is "4" or lower" (Royal Guard TIE, Virago, A-wing Test Pilot, R2-D6), and
 * R2-D6's "if you already have a [Elite] upgrade icon".
 */
function textRestriction(s: SquadShip, card: Upgrade): string | null {
  const floor = /if your pilot skill value is "(\d+)" or lower/.exec(card.text)?.[1];
  const skill = s.pilot.skill;
  if (floor !== undefined && skill !== undefined && skill !== null && skill <= Number(floor))
    return `not for a pilot skill of ${floor} or lower, and ${s.pilot.name}'s is ${skill} (pilot skill restriction)`;
  if (/if you already have a \[Elite\] upgrade icon/.test(card.text) && s.pilot.slots.includes('Elite'))
    return `not for a pilot whose upgrade bar already has the Elite icon, as ${s.pilot.name}'s does (upgrade bar restriction)`;
  return null;
}

/**
 * Cards that forbid two copies of one card in a slot they open: A-wing Test Pilot ("You cannot equip 2 of the same
 * [Elite] Upgrade cards"), Royal Guard TIE ("up to 2 different Modification upgrades").
 */
function sameCardProblems(s: SquadShip, path: string): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const rule of s.upgradeCards) {
    const slot = /2 of the same \[Elite\]/.test(rule.text)
      ? 'Elite'
      : /2 different Modification upgrades/.test(rule.text)
        ? 'Modification'
        : null;
    if (!slot) continue;
    const seen = new Set<string>();
    s.upgradeCards.forEach((card, k) => {
      if (card.slot !== slot) return;
      if (seen.has(card.xws))
        problems.push({
          path: `${path}.${s.upgradeFields[k] ?? `upgrades[${k}]`}`,
          message: `${card.name}: ${rule.name} allows no second copy of the same ${slot} upgrade (upgrade bar)`,
        });
      seen.add(card.xws);
    });
  }
  return problems;
}

/** Why the card's restriction forbids it on this ship, or null (faction, then ship type, then size). */
export function restrictionProblem(side: Side, s: Pick<SquadShip, 'ship'>, card: Upgrade): string | null {
  if (card.faction && sideOf(card.faction) !== side)
    return `${ONLY[sideOf(card.faction)]} only, not for a ${FACTION_NAMES[side]} squad (faction restriction)`;
  if (card.ships && !card.ships.includes(s.ship.xws)) {
    const names = card.ships.map((x) => shipByXws(x)?.name ?? x).join(' or ');
    return `${names} only, not ${s.ship.name} (ship restriction)`;
  }
  if (card.sizes && !card.sizes.some((size) => size === s.ship.size)) {
    const sizes = card.sizes.map((size) => size[0]?.toUpperCase() + size.slice(1)).join(' or ');
    return `${sizes} ship only, and the ${s.ship.name} is ${s.ship.size} (size restriction)`;
  }
  const icon = requiredActionIcon(card);
  if (icon && !s.ship.actions.includes(icon.action))
    return `only for a ship with the ${icon.name} action icon, and the ${s.ship.name}'s action bar has none (action restriction)`;
  return null;
}

/**
 * The action icon a card's text requires of the ship's own action bar (Autothrusters: "You can equip this card
 * only if you have the [Boost] action icon."), or null. xwing-data keeps this restriction only in the text.
 */
function requiredActionIcon(card: Upgrade): { name: string; action: string } | null {
  const name = /equip this card only if you have the \[([A-Za-z ]+)\] action icon/.exec(card.text)?.[1];
  return name ? { name, action: name.toLowerCase().replace(/ /g, '-') } : null;
}

/** How the cards word a faction restriction ("Rebel only."). */
const ONLY: Readonly<Record<Side, string>> = { rebel: 'Rebel', imperial: 'Imperial', scum: 'Scum' };

/** Unique names fielded more than once: the second and later cards, each naming where the first is. */
function uniqueProblems(ships: readonly SquadShip[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const first = new Map<string, string>();
  const see = (name: string, path: string) => {
    const earlier = first.get(name);
    if (earlier === undefined) first.set(name, path);
    else
      problems.push({
        path,
        message: `${name}: unique name already fielded at ${earlier} (unique names: one card of each per squad)`,
      });
  };
  ships.forEach((s, i) => {
    if (s.pilot.unique) see(s.pilot.name, `pilots[${i}].name`);
    s.upgradeCards.forEach((card, k) => {
      if (card.unique) see(card.name, `pilots[${i}].${s.upgradeFields[k] ?? `upgrades[${k}]`}`);
    });
  });
  return problems;
}

/** Cards fielded more often than their squad limit (Attanni Mindlink: 2). */
function squadLimitProblems(ships: readonly SquadShip[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const count = new Map<string, number>();
  ships.forEach((s, i) =>
    s.upgradeCards.forEach((card, k) => {
      if (card.squadLimit === undefined) return;
      const n = (count.get(card.xws) ?? 0) + 1;
      count.set(card.xws, n);
      if (n > card.squadLimit)
        problems.push({
          path: `pilots[${i}].${s.upgradeFields[k] ?? `upgrades[${k}]`}`,
          message: `${card.name}: at most ${card.squadLimit} per squad (squad limit)`,
        });
    }),
  );
  return problems;
}
