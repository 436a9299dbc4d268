/**
 * What the battle's HTML panels show: the battle state at the current event, derived from the event index the
 * playback driver sets only when it changes (event boundaries).
 */
import { atom } from 'jotai';
import type { Snapshot } from '../battle/replay.ts';
import { snapshotAt } from './playback/replay.ts';
import { battleEventIndexAtom } from './playbackAtoms.ts';
import { loadedBattleAtom } from './scenarioAtoms.ts';

export { battleEventIndexAtom };

/** The battle's state at the start of the current event (null when no battle is shown). */
export const battleSnapshotAtom = atom<Snapshot | null>((get) => {
  const battle = get(loadedBattleAtom);
  if (!battle) return null;
  // Clamped: for a frame after a new battle loads, the index may still be the previous battle's.
  const i = Math.min(get(battleEventIndexAtom), battle.timeline.events.length - 1);
  const event = battle.timeline.events[i];
  return snapshotAt(battle.timeline, event ? event.t : -1);
});
