/**
 * Turning a battle file (already parsed JSON) into everything the viewer shows: the validated file, the
 * timeline the rules engine plays from it, and what is drawn for that timeline. Throws InputError (naming the
 * field, or the round decision the rules forbid) before anything on show is replaced.
 */
import type { Timeline } from '../battle/timeline.ts';
import { type BattleFile, parseBattleFile } from '../rules/xwing1e/battleFile.ts';
import { playBattle } from '../rules/xwing1e/engine.ts';
import { type BattlePlayback, buildBattlePlayback } from '../scene/battlePlayback.ts';

/** A battle ready to play. */
export interface LoadedBattle {
  kind: 'battle';
  /** Increases with every load, so views can reset when a new battle arrives. */
  serial: number;
  /** Where it came from: "demo", a URL or a file name. */
  source: string;
  file: BattleFile;
  timeline: Timeline;
  playback: BattlePlayback;
}

let serial = 0;

/** Validates a battle file value, plays it with the rules engine and prepares its playback. */
export function prepareBattle(value: unknown, source: string): LoadedBattle {
  const file = parseBattleFile(value);
  const { timeline } = playBattle(file);
  const playback = buildBattlePlayback(timeline);
  serial += 1;
  return { kind: 'battle', serial, source, file, timeline, playback };
}
