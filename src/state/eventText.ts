/**
 * One line of text for a timeline event, as the battle status bar shows it ("Luke Skywalker attacks Mauler
 * Mithel at range 2"). Pure, so it is tested in Node.
 */
import { isDeparture, type TimedEvent, type Timeline } from '../battle/timeline.ts';

/** Display names of a timeline's units, by id. */
export function unitNames(timeline: Timeline): Map<string, string> {
  return new Map(timeline.units.map((u) => [u.id, u.name]));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A short sentence describing an event. */
export function describeEvent(e: TimedEvent, names: ReadonlyMap<string, string>, timeline?: Timeline): string {
  const name = (id: string) => names.get(id) ?? id;
  switch (e.kind) {
    case 'round':
      return `Round ${e.round}`;
    case 'phase':
      return `${capitalise(e.phase)} phase`;
    case 'activation':
      return `${name(e.unit)} activates`;
    case 'place':
      return `${name(e.unit)} is placed`;
    case 'obstacle':
      return `${capitalise(e.obstacleKind)} ${e.id} is placed`;
    case 'reveal':
      return `${name(e.unit)} reveals ${e.maneuver}${e.difficulty && e.difficulty !== 'white' ? ` (${e.difficulty})` : ''}`;
    case 'move': {
      const how = e.path.kind === 'template' ? e.path.maneuver : e.path.kind === 'slide' ? 'slides' : 'moves';
      const extras = [
        e.bumped?.length ? `bumps ${e.bumped.map(name).join(', ')}` : '',
        e.obstaclesHit?.length ? `hits ${e.obstaclesHit.join(', ')}` : '',
        e.fled ? 'flees the battlefield' : '',
      ].filter(Boolean);
      return `${name(e.unit)} ${e.path.kind === 'template' ? `flies ${how}` : how}${extras.length ? `, ${extras.join(', ')}` : ''}`;
    }
    case 'action':
      return `${name(e.unit)}: ${e.action}${e.target ? ` on ${name(e.target)}` : ''}`;
    case 'token':
      return `${name(e.unit)} ${e.count > 0 ? 'has' : 'loses'} ${e.token}${e.target ? ` (${name(e.target)})` : ''}${e.count > 1 ? ` ×${e.count}` : ''}`;
    case 'attack':
      return `${name(e.attacker)} attacks ${name(e.defender)} at range ${e.range}${e.obstructed ? ', obstructed' : ''}`;
    case 'dice':
      return `${name(e.unit)} rolls ${e.role}: ${e.modified.join(' ') || 'nothing'}`;
    case 'result':
      return e.hit
        ? `${name(e.defender)} takes ${plural(e.hits, 'hit')}${e.crits ? ` and ${plural(e.crits, 'crit')}` : ''}`
        : `${name(e.attacker)} misses ${name(e.defender)}`;
    case 'damage':
      return `${name(e.unit)}: hull ${e.hull}, shields ${e.shields}${e.cards.length ? ` (${e.cards.map((c) => c.name).join(', ')})` : ''}`;
    case 'destroyed':
      if (e.cause === 'fled the battlefield') return `${name(e.unit)} flees the battlefield`;
      return `${name(e.unit)} ${isDeparture(e.cause) ? e.cause : 'is destroyed'}`;
    case 'caption':
      return e.text;
    case 'end': {
      const winner = e.winner === null ? null : (timeline?.sides[e.winner]?.name ?? `Player ${e.winner + 1}`);
      return `${winner ? `${winner} wins` : 'Draw'}: ${e.reason}`;
    }
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
