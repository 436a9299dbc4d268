/**
 * Star Warriors' words on screen: game-turns, ship types by name, body and shields, tracking, and hits as the
 * Fire Table gives them (no crits or evades: those are X-Wing's).
 */
import { plural } from '../../battle/displayNames.ts';
import type { SystemWords } from '../systemWords.ts';

/** Star Warriors on screen. */
export const starWarriorsWords: SystemWords = {
  round: 'game-turn',
  roster: (units) => plural(units.length, 'ship'),
  unitClass: (u) => {
    const type = u.info?.shipType;
    return typeof type === 'string' ? type : u.type;
  },
  maneuver: (name) => name,
  action: (name) => name,
  token: (name, target) => (target === undefined ? name : `${name} → ${target}`),
  obstacleKind: (kind) => kind,
  skill: (u) => {
    const piloting = u.info?.piloting;
    return typeof piloting === 'string' ? `Piloting ${piloting}` : null;
  },
  hullLabel: () => 'Body',
  shieldsLabel: (u) => (u.shields > 0 ? 'Shields' : null),
  hits: (r) => plural(r.hits, 'hit'),
  cancelled: () => null,
};
