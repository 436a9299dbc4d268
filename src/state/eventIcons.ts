/**
 * The game symbol that goes beside an event's line of text where the battle's rule system has symbols: a
 * revealed or flown maneuver as the dial shows it (bearing, speed, difficulty colour), an action or a moving
 * action as the action bar shows it. The words stay in the line; the symbol repeats them for the eye. Pure, so
 * it is tested in Node.
 */
import type { TimedEvent } from '../battle/timeline.ts';
import { isMoveAction } from '../kernel/index.ts';
import { actionGlyph, type Difficulty, difficultyOf, type GlyphName, maneuverGlyph } from '../icons/gameIcons.ts';
import type { ViewerNames } from './eventText.ts';

/** A symbol for an event: a maneuver (drawn with its speed and colour) or an action. */
export type EventIcon =
  | { kind: 'maneuver'; maneuver: string; label: string; difficulty: Difficulty | null }
  | { kind: 'action'; glyph: GlyphName; label: string };

/**
 * What set a move going: the unit's last reveal or action before event `index` (an action's move follows its
 * action event; a maneuver's follows its reveal), or null.
 */
function moveCause(events: readonly TimedEvent[], index: number, unit: string) {
  for (let i = index - 1; i >= 0; i--) {
    const e = events[i];
    if ((e?.kind === 'reveal' || e?.kind === 'action') && e.unit === unit) return e;
  }
  return null;
}

/** A maneuver's or moving action's symbol by its name, or null when it has none. */
function pathIcon(name: string, difficulty: Difficulty | null, v: ViewerNames): EventIcon | null {
  if (maneuverGlyph(name)) return { kind: 'maneuver', maneuver: name, label: v.words.maneuver(name), difficulty };
  const glyph = actionGlyph(name);
  return glyph ? { kind: 'action', glyph, label: v.words.action(name) } : null;
}

/** The symbol beside event `index`'s text, or null (no symbol, or a rule system without symbols). */
export function eventIcon(events: readonly TimedEvent[], index: number, v: ViewerNames): EventIcon | null {
  const e = events[index];
  if (!e || !v.words.gameSymbols) return null;
  switch (e.kind) {
    case 'reveal':
      return pathIcon(e.maneuver, difficultyOf(e.difficulty), v);
    case 'move': {
      const cause = moveCause(events, index, e.unit);
      if (cause?.kind === 'action' && isMoveAction(cause.action)) return eventIcon(events, events.indexOf(cause), v);
      if (e.path.kind !== 'template') return null;
      const revealed = cause?.kind === 'reveal' && cause.maneuver === e.path.maneuver;
      return pathIcon(e.path.maneuver, revealed ? difficultyOf(cause.difficulty) : null, v);
    }
    case 'action': {
      const glyph = actionGlyph(e.action);
      return glyph ? { kind: 'action', glyph, label: v.words.action(e.action) } : null;
    }
    default:
      return null;
  }
}

/** A maneuver symbol (EventIcon's maneuver kind). */
export type ManeuverIconView = Extract<EventIcon, { kind: 'maneuver' }>;

/**
 * The maneuver `unit` revealed in its activation under way at event `index` (from its reveal on, until the next
 * activation, phase or round), for the stream's status panel; null otherwise or without the system's symbols.
 */
export function activationManeuver(
  events: readonly TimedEvent[],
  index: number,
  unit: string,
  v: ViewerNames,
): ManeuverIconView | null {
  if (!v.words.gameSymbols) return null;
  for (let i = Math.min(index, events.length - 1); i >= 0; i--) {
    const e = events[i];
    if (!e || e.kind === 'phase' || e.kind === 'round') return null;
    if (e.kind === 'activation' && e.unit !== unit) return null;
    if (e.kind === 'reveal' && e.unit === unit) {
      const icon = pathIcon(e.maneuver, difficultyOf(e.difficulty), v);
      return icon?.kind === 'maneuver' ? icon : null;
    }
  }
  return null;
}
