import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { BattleToPublish } from '../../state/live/livePlan.ts';
import { followsRecording } from '../../state/record/recordChannel.ts';
import { loadedBattleAtom } from '../../state/scenarioAtoms.ts';
import { publishPanelOpenAtom } from '../../state/stream/streamAtoms.ts';
import { PublishLivePanel } from '../watch/PublishLivePanel.tsx';

/** Props of StreamPublishPanel. */
export type StreamPublishPanelProps = Record<string, never>;

/** Whether a followed recording is over: its timeline then ends with the battle's end (probe.ts). */
const endsBattle = (t: Timeline) => t.events[t.events.length - 1]?.kind === 'end';

/**
 * The stream page's Publish live panel (key P; hidden otherwise, and publishing goes on while it is hidden):
 * publishes the battle the stream shows to a live table. A battle file is played out at the chosen speed, as
 * `holotable publish` does; a recording followed from the recorder (`?follow=record`) is published as it grows.
 */
export function StreamPublishPanel(_: StreamPublishPanelProps) {
  const open = useAtomValue(publishPanelOpenAtom);
  const loaded = useAtomValue(loadedBattleAtom);
  const following = useMemo(() => followsRecording(window.location.search), []);
  const battle = useMemo<BattleToPublish | null>(
    () =>
      loaded && {
        timeline: loaded.timeline,
        finished: following ? endsBattle(loaded.timeline) : true,
        ...(loaded.title !== undefined ? { title: loaded.title } : {}),
      },
    [loaded, following],
  );
  return (
    <PublishLivePanel
      battle={battle}
      pacing={following ? 'growing' : 'paced'}
      hidden={!open}
      className="stream-export stream-publish"
    />
  );
}
