import { useMemo, useState } from 'react';
import type { BattleToPublish } from '../../state/live/livePlan.ts';
import { recordedTimeline } from '../../state/record/probe.ts';
import type { RecordSession } from '../../state/record/session.ts';
import { PublishLivePanel } from './PublishLivePanel.tsx';

/** Props of RecordPublishControl. */
export type RecordPublishControlProps = { session: RecordSession };

/**
 * The recorder's Publish live button and form: publishes the recording to a live table as it grows, each new
 * step's events as they appear; an undo (an earlier part changed) begins a new battle on the table, and its
 * viewers restart from it. The form stays mounted while hidden, so publishing goes on.
 */
export function RecordPublishControl({ session }: RecordPublishControlProps) {
  const [open, setOpen] = useState(false);
  const { at, present } = session;
  const battle = useMemo<BattleToPublish>(
    () => ({
      timeline: recordedTimeline(at),
      finished: at.over,
      ...(present.title !== undefined ? { title: present.title } : {}),
    }),
    [at, present],
  );
  return (
    <>
      <button type="button" data-testid="publish-live-toggle" aria-pressed={open} onClick={() => setOpen(!open)}>
        Publish live…
      </button>
      <PublishLivePanel battle={battle} pacing="growing" hidden={!open} className="record-publish" />
    </>
  );
}
