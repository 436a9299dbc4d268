/**
 * Full Thrust's words on screen: ship and squadron classes by name, a capital ship's hull boxes and a squadron's
 * fighters, shield levels, damaged and ionised systems, and hits (no crits or evades: those are X-Wing's).
 */
import { plural } from '../../battle/displayNames.ts';
import type { TimelineUnit } from '../../battle/timeline.ts';
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

/** "5 capital ships, 9 squadrons": a fleet counts its capital ships and its fighter squadrons apart. */
function roster(units: readonly TimelineUnit[]): string {
  const squadrons = units.filter((u) => u.size === 'squadron').length;
  const ships = units.length - squadrons;
  return (
    [ships ? plural(ships, 'capital ship') : '', squadrons ? plural(squadrons, 'squadron') : '']
      .filter(Boolean)
      .join(', ') || 'no ships'
  );
}

/** Full Thrust (Star Wars variant) on screen. */
export const fullThrustWords: SystemWords = {
  round: 'round',
  roster,
  unitClass: (u) => {
    const cls = u.info?.class;
    return typeof cls === 'string' ? cls : u.type;
  },
  maneuver: (name) => name,
  action: (name) => name,
  token: tokenText,
  obstacleKind: (kind) => TERRAIN.get(kind) ?? kind,
  skill: () => null,
  hullLabel: (u) => (u.size === 'squadron' ? 'Fighters' : 'Hull'),
  shieldsLabel: (u) => (u.shields > 0 ? 'Shields' : null),
  hits: (r) => plural(r.hits, 'hit'),
  cancelled: () => null,
};
