/**
 * X-Wing's words on screen: ship types by their printed names, maneuvers as players say them ("bank left 2",
 * "Koiogran turn 4"), tokens, obstacles ("Asteroid 3", "Debris cloud 1"), hull and shields, and an attack's
 * hits, crits and evades.
 */
import { numberedNames, plural } from '../../battle/displayNames.ts';
import type { SystemWords } from '../systemWords.ts';
import { shipByXws } from './catalog.ts';

const MANEUVER_WORDS: Readonly<Record<string, string>> = {
  koiogran: 'Koiogran turn',
  segnor: "Segnor's loop",
  tallon: 'Tallon roll',
  decloak: 'decloak',
};

/**
 * A maneuver or move action as players say it: `bank-left-2` → "bank left 2", `koiogran-4` → "Koiogran turn 4",
 * `tallon-right-3` → "Tallon roll right 3", `barrel-roll-left` → "barrel roll left". Anything else (another
 * rule system's own wording) is left as it is.
 */
export function maneuverName(name: string): string {
  if (!/^[a-z]+(-[a-z]+)*(-\d)?$/.test(name)) return name;
  const [first = '', ...rest] = name.split('-');
  return [MANEUVER_WORDS[first] ?? first, ...rest].join(' ');
}

const OBSTACLE_KINDS: Readonly<Record<string, string>> = { asteroid: 'asteroid', debris: 'debris cloud' };

/** An obstacle kind as a noun: `debris` → "debris cloud". */
export function obstacleKindName(kind: string): string {
  return OBSTACLE_KINDS[kind] ?? kind.replace(/[-_]/g, ' ');
}

/** Display names of a table's obstacles by id, in placement order: "Asteroid 1"…, "Debris cloud 2". */
export function obstacleNames(obstacles: readonly { id: string; kind: string }[]): Map<string, string> {
  return numberedNames(obstacles, obstacleKindName);
}

/** Token names that read differently from their keys. */
const TOKEN_WORDS: Readonly<Record<string, string>> = { lock: 'target lock', 'weapons-disabled': 'weapons disabled' };

/** X-Wing 1st edition on screen. */
export const xwingWords: SystemWords = {
  round: 'round',
  unitClass: (u) => {
    const ship = u.info?.ship;
    return typeof ship === 'string' ? ship : (shipByXws(u.type)?.name ?? u.type);
  },
  maneuver: maneuverName,
  token: (name, target) => {
    const word = TOKEN_WORDS[name] ?? name.replace(/-/g, ' ');
    return target === undefined ? word : `${word} → ${target}`;
  },
  obstacleKind: obstacleKindName,
  hullLabel: () => 'Hull',
  shieldsLabel: () => 'Shields',
  hits: (r) => {
    if (r.crits === 0) return plural(r.hits, 'hit');
    return r.hits === 0 ? plural(r.crits, 'crit') : `${plural(r.hits, 'hit')} and ${plural(r.crits, 'crit')}`;
  },
  cancelled: (r) => plural(r.evades, 'evade'),
};
