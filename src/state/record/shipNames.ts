/** The names the recorder shows for ships: pilot names, numbered when a squad fields the same pilot twice. */
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
