/**
 * X-Wing's words on screen: ship types by their printed names, maneuvers as players say them ("bank left 2",
 * "Koiogran turn 4"), tokens, obstacles ("Asteroid 3", "Debris cloud 1"), hull and shields, and an attack's
 * hits, crits and evades.
 */
import { plural } from '../../battle/displayNames.ts';
import type { SystemWords } from '../systemWords.ts';
import { conditionByXws, shipByXws, upgradeByXws } from './catalog.ts';
import { maneuverName, obstacleKindName } from './names.ts';

/** Token names that read differently from their keys. */
const TOKEN_WORDS: ReadonlyMap<string, string> = new Map([
  ['lock', 'target lock'],
  ['weapons-disabled', 'weapons disabled'],
  ['tractor', 'tractor beam'],
]);

/** Action keys that read differently from their words. */
const ACTION_WORDS: ReadonlyMap<string, string> = new Map([
  ['target-lock', 'target lock'],
  ['slam', 'SLAM'],
  ['reinforce-fore', 'reinforce (fore)'],
  ['reinforce-aft', 'reinforce (aft)'],
]);

/**
 * An action as players say it: `target-lock` → "target lock", `barrel-roll-left` → "barrel roll left",
 * `boost-bank-right` → "boost bank right", `repair-damaged-sensor-array` → "repair Damaged Sensor Array", a card's
 * own action by the card's name (`r2f2` → "R2-F2"). Anything unknown is left as it is.
 */
export function actionName(action: string): string {
  const known = ACTION_WORDS.get(action);
  if (known !== undefined) return known;
  const repair = /^repair-(.+)$/.exec(action)?.[1];
  if (repair !== undefined) return `repair ${repair.split('-').map(capitalise).join(' ')}`;
  const card = upgradeByXws(action) ?? conditionByXws(action);
  if (card) return card.name;
  return maneuverName(action);
}

/** The first letter upper case. */
function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** X-Wing 1st edition on screen. */
export const xwingWords: SystemWords = {
  round: 'round',
  roster: (units) => plural(units.length, 'ship'),
  unitClass: (u) => {
    const ship = u.info?.ship;
    return typeof ship === 'string' ? ship : (shipByXws(u.type)?.name ?? u.type);
  },
  maneuver: maneuverName,
  action: actionName,
  token: (name, target) => {
    // A Condition card's token reads as the card ("Harpooned!").
    const condition = conditionByXws(name)?.name;
    const word = TOKEN_WORDS.get(name) ?? (condition ? `"${condition}"` : name.replace(/-/g, ' '));
    return target === undefined ? word : `${word} → ${target}`;
  },
  obstacleKind: obstacleKindName,
  skill: (u) => (u.skill === undefined ? null : `PS ${u.skill}`),
  hullLabel: () => 'Hull',
  shieldsLabel: (u) => (u.shields > 0 ? 'Shields' : null),
  hits: (r) => {
    if (r.crits === 0) return plural(r.hits, 'hit');
    return r.hits === 0 ? plural(r.crits, 'crit') : `${plural(r.hits, 'hit')} and ${plural(r.crits, 'crit')}`;
  },
  cancelled: (r) => plural(r.evades, 'evade'),
  gameSymbols: 'xwing-miniatures',
};
