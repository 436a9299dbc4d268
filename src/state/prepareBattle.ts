/**
 * Turning a battle file (already parsed JSON) into everything the viewer shows: the timeline its rule system
 * (loaded by rules/ruleSystemLoader.ts) plays from it, and what is drawn for that timeline. Throws InputError (naming the
 * field, or the round decision the rules forbid) before anything on show is replaced.
 */
import type { Timeline } from '../battle/timeline.ts';
import type { RuleSystem } from '../rules/ruleSystem.ts';
import { buildPlaybackModel, type PlaybackModel } from './playback/playbackModel.ts';

/** A battle ready to play. */
export interface LoadedBattle {
  kind: 'battle';
  /** Increases with every load, so views can reset when a new battle arrives. */
  serial: number;
  /** Where it came from: "demo", a URL or a file name. */
  source: string;
  /** The rule system that played it. */
  system: RuleSystem;
  /** The file's title, if any. */
  title?: string;
  timeline: Timeline;
  playback: PlaybackModel;
  /** A live table's timeline, which grows while it plays; its session (state/live/) drives the clock. */
  live?: boolean;
}

/** Validates a battle file value, plays it with its rule system (the one its `ruleset` names, loaded) and prepares its playback. */
export function prepareBattle(value: unknown, source: string, system: RuleSystem, serial: number): LoadedBattle {
  const played = system.play(value);
  const playback = buildPlaybackModel(played.timeline);
  return {
    kind: 'battle',
    serial,
    source,
    system,
    ...(played.title !== undefined ? { title: played.title } : {}),
    timeline: played.timeline,
    playback,
  };
}
