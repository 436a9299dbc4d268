/**
 * Full Thrust's words on screen: ship and squadron classes by name, a capital ship's hull boxes and a squadron's
 * fighters, shield levels, damaged and ionised systems, and hits (no crits or evades: those are X-Wing's).
 */
import { plural } from '../../battle/displayNames.ts';
import type { SystemWords } from '../systemWords.ts';

const TERRAIN: ReadonlyMap<string, string> = new Map([
  ['asteroid', 'asteroid field'],
  ['planet', 'planet'],
]);

/** What a system token says: a damaged or ionised system, a squadron in its carrier's hangar. */
function tokenText(name: string, target?: string): string {
  if (name === 'crit' && target !== undefined) return `${target} damaged`;
  if (name === 'ion' && target !== undefined) return `${target} ionised`;
  if (name === 'aboard') return 'in the hangar';
  return target === undefined ? name : `${name} → ${target}`;
}

/** Full Thrust (Star Wars variant) on screen. */
export const fullThrustWords: SystemWords = {
  round: 'round',
  unitClass: (u) => {
    const cls = u.info?.class;
    return typeof cls === 'string' ? cls : u.type;
  },
  maneuver: (name) => name,
  token: tokenText,
  obstacleKind: (kind) => TERRAIN.get(kind) ?? kind,
  skill: () => null,
  hullLabel: (u) => (u.size === 'squadron' ? 'Fighters' : 'Hull'),
  shieldsLabel: () => 'Shields',
  hits: (r) => plural(r.hits, 'hit'),
  cancelled: () => null,
};
