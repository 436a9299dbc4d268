/**
 * A viewer or stream page following a recording made in another tab (`?follow=record`): each file the recorder
 * posts is played up to its open question (probe.ts), never further (no autopilot inventing the rest), and shown
 * as a battle whose playback goes on from where the previous version ended, as a live broadcast would.
 */
import { atom } from 'jotai';
import { parseBattleFileText } from '../../rules/xwing1e/battleFile.ts';
import { loadRuleSystem } from '../../rules/ruleSystemLoader.ts';
import { buildPlaybackModel } from '../playback/playbackModel.ts';
import { autoplayFromAtom, autoplayTimelineAtom } from '../playbackAtoms.ts';
import type { LoadedBattle } from '../prepareBattle.ts';
import { nextViewSerial } from '../prepareInput.ts';
import { loadedBattleAtom, loadedViewAtom, loadErrorAtom, loadErrorOf } from '../scenarioAtoms.ts';
import { probe, recordedTimeline } from './probe.ts';

/** Where a followed recording says it comes from (the viewer's summary shows it). */
export const FOLLOWED_SOURCE = 'the recorder (live)';

/** The battle as recorded so far in a posted file's text; throws an InputError naming the field if it is bad. */
export async function followedBattle(text: string): Promise<LoadedBattle> {
  const file = parseBattleFileText(text);
  const timeline = recordedTimeline(probe(file));
  const system = await loadRuleSystem('xwing-1e');
  return {
    kind: 'battle',
    serial: nextViewSerial(),
    source: FOLLOWED_SOURCE,
    system,
    ...(file.title !== undefined ? { title: file.title } : {}),
    timeline,
    playback: buildPlaybackModel(timeline),
  };
}

/**
 * Shows a posted recording. The first one opens at its latest moment; each later one plays on from where the
 * previous one ended, so the newest steps are what the page shows next. A bad file only sets the error.
 */
export const followRecordingAtom = atom(null, async (get, set, text: string): Promise<void> => {
  const previous = get(loadedBattleAtom);
  try {
    const loaded = await followedBattle(text);
    const from = previous?.source === FOLLOWED_SOURCE ? previous.timeline.duration : loaded.timeline.duration;
    set(loadedViewAtom, loaded);
    set(loadErrorAtom, null);
    set(autoplayFromAtom, from);
    set(autoplayTimelineAtom, loaded.timeline);
  } catch (e) {
    set(loadErrorAtom, loadErrorOf(FOLLOWED_SOURCE, e));
  }
});
