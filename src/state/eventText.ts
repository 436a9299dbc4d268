/**
 * One line of text for a timeline event, as the battle status bar shows it ("Luke Skywalker attacks Mauler
 * Mithel at range 2"), in the words of the battle's rule system (its SystemWords) and with the names players
 * know for units, obstacles and sides. Pure, so it is tested in Node.
 */
import { capitalise, detonationSentence, dropSentence } from '../battle/displayNames.ts';
import { isDeparture, type TimedEvent, type Timeline, type TimelineUnit } from '../battle/timeline.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { splitTokenKey } from './tokenLabels.ts';

/** Display names of a timeline's units, by id. */
export function unitNames(timeline: Timeline): Map<string, string> {
  return new Map(timeline.units.map((u) => [u.id, u.name]));
}

/** Display names of a timeline's obstacles, by id (from their placement events). */
export function obstacleNamesOf(timeline: Timeline): Map<string, string> {
  return new Map(timeline.events.flatMap((e) => (e.kind === 'obstacle' ? [[e.id, e.name] as const] : [])));
}

/** What the viewer's text needs of a battle: its rule system's words and the display names of what it names. */
export interface ViewerNames {
  words: SystemWords;
  /** Units' display names by id. */
  units: ReadonlyMap<string, string>;
  /** The units themselves by id (their class and counters). */
  unitsById: ReadonlyMap<string, TimelineUnit>;
  /** Obstacles' display names by id. */
  obstacles: ReadonlyMap<string, string>;
  /** The sides' names, by index. */
  sides: readonly string[];
}

/** The names and words for a timeline played by the rule system whose words these are. */
export function viewerNames(timeline: Timeline, words: SystemWords): ViewerNames {
  return {
    words,
    units: unitNames(timeline),
    unitsById: new Map(timeline.units.map((u) => [u.id, u])),
    obstacles: obstacleNamesOf(timeline),
    sides: timeline.sides.map((s) => s.name),
  };
}

/** "Round 3", "Game-turn 3": a turn of the game in its system's word. */
export function roundLabel(v: ViewerNames, round: number): string {
  return `${capitalise(v.words.round)} ${round}`;
}

/** The winner's name and the reason, or "Draw". */
function endText(e: TimedEvent & { kind: 'end' }, v: ViewerNames): string {
  const winner = e.winner === null ? null : (v.sides[e.winner] ?? `Player ${e.winner + 1}`);
  return `${winner ? `${winner} wins` : 'Draw'}: ${e.reason}`;
}

/** A move: how it travelled and what it ran into. */
function moveText(e: TimedEvent & { kind: 'move' }, v: ViewerNames): string {
  const name = (id: string) => v.units.get(id) ?? id;
  const how =
    e.path.kind === 'template'
      ? `flies ${v.words.maneuver(e.path.maneuver)}`
      : e.path.kind === 'slide'
        ? 'slides'
        : 'moves';
  const extras = [
    e.bumped?.length ? `bumps ${e.bumped.map(name).join(', ')}` : '',
    e.obstaclesHit?.length ? `hits ${e.obstaclesHit.map((id) => v.obstacles.get(id) ?? id).join(', ')}` : '',
    e.fled ? 'flees the battlefield' : '',
  ].filter(Boolean);
  return `${name(e.unit)} ${how}${extras.length ? `, ${extras.join(', ')}` : ''}`;
}

/** A short sentence describing an event. */
export function describeEvent(e: TimedEvent, v: ViewerNames): string {
  const name = (id: string) => v.units.get(id) ?? id;
  switch (e.kind) {
    case 'round':
      return roundLabel(v, e.round);
    case 'phase':
      return `${capitalise(e.phase)} phase`;
    case 'activation':
      return `${name(e.unit)} activates`;
    case 'place':
      return `${name(e.unit)} is placed`;
    case 'obstacle':
      return `${e.name} is placed`;
    case 'reveal':
      return `${name(e.unit)} reveals ${v.words.maneuver(e.maneuver)}${e.difficulty && e.difficulty !== 'white' ? ` (${e.difficulty})` : ''}`;
    case 'move':
      return moveText(e, v);
    case 'action':
      return `${name(e.unit)}: ${v.words.action(e.action)}${e.target ? ` on ${name(e.target)}` : ''}`;
    case 'token':
      return `${name(e.unit)} ${e.count > 0 ? 'has' : 'loses'} ${tokenWords(e, v)}${e.count > 1 ? ` ×${e.count}` : ''}`;
    case 'attack':
      return `${name(e.attacker)} attacks ${name(e.defender)} at range ${e.range}${e.obstructed ? ', obstructed' : ''}`;
    case 'dice':
      return `${name(e.unit)} rolls ${e.role === 'effect' ? '' : `${e.role}: `}${e.modified.join(' ') || 'nothing'}`;
    case 'result':
      return e.hit ? `${name(e.defender)} takes ${v.words.hits(e)}` : `${name(e.attacker)} misses ${name(e.defender)}`;
    case 'damage':
      return damageText(e, v);
    case 'destroyed':
      if (e.cause === 'fled the battlefield') return `${name(e.unit)} flees the battlefield`;
      return `${name(e.unit)} ${isDeparture(e.cause) ? e.cause : 'is destroyed'}`;
    case 'caption':
      return e.text;
    case 'bomb':
      return dropSentence(name(e.unit), e.name);
    case 'detonation':
      return detonationSentence(e.name, e.cause, e.units.map(name));
    case 'end':
      return endText(e, v);
  }
}

/** A token event's token in its system's words; a key such as `crit:fire control 1` carries its own target. */
function tokenWords(e: TimedEvent & { kind: 'token' }, v: ViewerNames): string {
  const [token, inKey] = splitTokenKey(e.token);
  const target = e.target ?? inKey;
  return v.words.token(token, target === undefined ? undefined : (v.units.get(target) ?? target));
}

/** A unit's condition after damage, in its system's counters ("hull 3, shields 1", "4 fighters"), and the cards. */
function damageText(e: TimedEvent & { kind: 'damage' }, v: ViewerNames): string {
  const unit = v.units.get(e.unit) ?? e.unit;
  const row = v.unitsById.get(e.unit);
  const hullLabel = row ? v.words.hullLabel(row).toLowerCase() : 'hull';
  const shieldsLabel = row ? v.words.shieldsLabel(row) : 'Shields';
  const counters = [`${hullLabel} ${e.hull}`, shieldsLabel ? `${shieldsLabel.toLowerCase()} ${e.shields}` : ''];
  const cards = e.cards.length ? ` (${e.cards.map((c) => c.name).join(', ')})` : '';
  return `${unit}: ${counters.filter(Boolean).join(', ')}${cards}`;
}
