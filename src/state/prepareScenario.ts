/**
 * Turning scenario input (already parsed JSON) into everything the viewer shows: the timeline the scenario
 * format (X-Wing's, loaded by the caller) plays from it, its moves for the move log, and what is drawn for
 * the timeline: the same playback model as a battle's. Throws InputError (message names the field, e.g.
 * `ships[1].heading: expected a number, got "north"`) before anything is replaced.
 */
import type { Timeline } from '../battle/timeline.ts';
import type { ScenarioFormat, ScenarioMoveEntry } from '../rules/ruleSystem.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { buildPlaybackModel, type PlaybackModel } from './playback/playbackModel.ts';

/** A scenario ready to show. */
export interface LoadedScenario {
  kind: 'scenario';
  /** Increases with every load, so views can reset when a new file arrives. */
  serial: number;
  /** Where it came from: "demo", a URL or a file name. */
  source: string;
  timeline: Timeline;
  playback: PlaybackModel;
  /** The scenario's moves in order, as `holotable resolve` reports them. */
  moves: ScenarioMoveEntry[];
  /** For each move, the index of its event in the timeline. */
  moveEvents: number[];
  /** A move as players say it (the scenario format's maneuverName). */
  maneuverName: (name: string) => string;
  /** The on-screen words of the scenario format's rule system (X-Wing's): token markers, counters. */
  words: SystemWords;
}

/** Validates a scenario value, plays its moves to a timeline and prepares its playback; `words` are its system's. */
export function prepareScenario(
  value: unknown,
  source: string,
  format: ScenarioFormat,
  serial: number,
  words: SystemWords,
): LoadedScenario {
  const played = format.play(value);
  const playback = buildPlaybackModel(played.timeline);
  return {
    kind: 'scenario',
    serial,
    source,
    timeline: played.timeline,
    playback,
    maneuverName: format.maneuverName,
    words,
    moves: played.moves,
    moveEvents: played.moveEvents,
  };
}

/**
 * The move playing or last played at an event index (the one the playback driver publishes): the last move
 * whose event has started, −1 before the first.
 */
export function moveAtEvent(moveEvents: readonly number[], eventIndex: number): number {
  let current = -1;
  moveEvents.forEach((e, i) => {
    if (e <= eventIndex) current = i;
  });
  return current;
}
