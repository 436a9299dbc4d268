/**
 * X-Wing's names for maneuvers and obstacles, as players say them. A module of its own without the card data, so
 * that `holotable resolve` and `measure` (which load the kernel and the scenario format only) can use it.
 */
import { numberedNames } from '../../battle/displayNames.ts';

// Maps, so that a word such as `constructor` finds nothing on Object.prototype.
const MANEUVER_WORDS: ReadonlyMap<string, string> = new Map([
  ['koiogran', 'Koiogran turn'],
  ['segnor', "Segnor's loop"],
  ['tallon', 'Tallon roll'],
  ['decloak', 'decloak'],
]);

/**
 * A maneuver or move action as players say it: `bank-left-2` → "bank left 2", `koiogran-4` → "Koiogran turn 4",
 * `tallon-right-3` → "Tallon roll right 3", `barrel-roll-left` → "barrel roll left". Anything else (another
 * rule system's own wording) is left as it is.
 */
export function maneuverName(name: string): string {
  if (!/^[a-z]+(-[a-z]+)*(-\d)?$/.test(name)) return name;
  const [first = '', ...rest] = name.split('-');
  return [MANEUVER_WORDS.get(first) ?? first, ...rest].join(' ');
}

const OBSTACLE_KINDS: ReadonlyMap<string, string> = new Map([
  ['asteroid', 'asteroid'],
  ['debris', 'debris cloud'],
]);

/** An obstacle kind as a noun: `debris` → "debris cloud". */
export function obstacleKindName(kind: string): string {
  return OBSTACLE_KINDS.get(kind) ?? kind.replace(/[-_]/g, ' ');
}

/** Display names of a table's obstacles by id, in placement order: "Asteroid 1"…, "Debris cloud 2". */
export function obstacleNames(obstacles: readonly { id: string; kind: string }[]): Map<string, string> {
  return numberedNames(obstacles, obstacleKindName);
}
