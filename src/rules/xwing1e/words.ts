/**
 * X-Wing's words on screen: ship types by their printed names, maneuvers as players say them ("bank left 2",
 * "Koiogran turn 4"), tokens, obstacles ("Asteroid 3", "Debris cloud 1"), hull and shields, and an attack's
 * hits, crits and evades.
 */
import { plural } from '../../battle/displayNames.ts';
import type { SystemWords } from '../systemWords.ts';
import { shipByXws } from './catalog.ts';
import { maneuverName, obstacleKindName } from './names.ts';

/** Token names that read differently from their keys. */
const TOKEN_WORDS: ReadonlyMap<string, string> = new Map([
  ['lock', 'target lock'],
  ['weapons-disabled', 'weapons disabled'],
]);

/** X-Wing 1st edition on screen. */
export const xwingWords: SystemWords = {
  round: 'round',
  roster: (units) => plural(units.length, 'ship'),
  unitClass: (u) => {
    const ship = u.info?.ship;
    return typeof ship === 'string' ? ship : (shipByXws(u.type)?.name ?? u.type);
  },
  maneuver: maneuverName,
  token: (name, target) => {
    const word = TOKEN_WORDS.get(name) ?? name.replace(/-/g, ' ');
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
