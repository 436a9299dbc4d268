/** The names the recorder shows for ships: pilot names, numbered when a squad fields the same pilot twice. */
import type { TimelineEvent } from '../../battle/timeline.ts';
import { obstacleNames } from '../../rules/xwing1e/names.ts';
import type { GameState } from '../../rules/xwing1e/state.ts';

/** Display name by ship id ("Academy Pilot 1", "Academy Pilot 2", "Luke Skywalker"). */
export function shipDisplayNames(state: GameState): Map<string, string> {
  const count = new Map<string, number>();
  for (const s of state.ships) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const s of state.ships) {
    const n = (seen.get(s.name) ?? 0) + 1;
    seen.set(s.name, n);
    out.set(s.id, (count.get(s.name) ?? 0) > 1 ? `${s.name} ${n}` : s.name);
  }
  return out;
}

/** The state a probe shows: the question's, or the finished battle's. */
export function probeState(at: { over: true; outcome: { state: GameState } } | { over: false; state: GameState }) {
  return at.over ? at.outcome.state : at.state;
}

/** Display name by obstacle id ("Asteroid 3", "Debris cloud 1"), as the viewer names them. */
export function obstacleDisplayNames(state: GameState): Map<string, string> {
  return obstacleNames(state.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind })));
}

/**
 * A roll's purpose in words: an obstacle roll ("asteroid rock6") by the obstacle's name ("Asteroid 6"), the
 * target lock's reroll as such, a card's by the card ("Howlrunner" reroll).
 */
export function rollPurposeText(state: GameState, purpose: string): string {
  const names = obstacleDisplayNames(state);
  const id = /^(?:asteroid|debris) (.+)$/.exec(purpose)?.[1];
  if (id !== undefined) return names.get(id) ?? purpose;
  if (purpose === 'reroll') return 'Target lock reroll';
  if (purpose === 'attack' || purpose === 'defence') return purpose;
  return `${purpose} (card)`;
}

/** What the engine reported in the round being recorded so far (bumps, obstacles hit, ships fleeing), in words. */
export function roundHappenings(events: readonly TimelineEvent[], round: number): string[] {
  const start = events.findIndex((e) => e.kind === 'round' && e.round === round);
  if (start < 0) return [];
  return events.slice(start).flatMap((e) => (e.kind === 'caption' ? [e.text] : []));
}

/** The moves of the round being recorded so far: where each ship went from and to, and what it ran into. */
export function roundMoves(events: readonly TimelineEvent[], round: number) {
  const start = events.findIndex((e) => e.kind === 'round' && e.round === round);
  if (start < 0) return [];
  return events.slice(start).flatMap((e) => (e.kind === 'move' ? [e] : []));
}
