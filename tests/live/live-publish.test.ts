// Publishing a battle as a page has it (src/state/live/tablePublisher.ts): a recording's versions only add
// messages as it grows, an undo begins a new battle, and viewers on a real nats-server follow both cleanly.
import { describe, expect, it } from 'vitest';
import { battleMessages, extendsMessages } from '../../src/state/live/livePlan.ts';
import { TablePublisher } from '../../src/state/live/tablePublisher.ts';
import { watchTable } from '../../src/state/live/liveWatcher.ts';
import { recordedTimeline } from '../../src/state/record/probe.ts';
import { recordReducer, type RecordSession } from '../../src/state/record/session.ts';
import { connectPublisher, connectViewer, exampleTimeline, useTestServer } from './liveHarness.ts';
import { recordingSteps } from './recordingSteps.ts';

const asBattle = (s: RecordSession) => ({
  timeline: recordedTimeline(s.at),
  finished: s.at.over,
  title: 'League night',
});

describe('planning a growing battle', () => {
  it('keeps every earlier message of a recording as it grows, step by step, and an undo changes the past', () => {
    const steps = recordingSteps(60);
    let previous = battleMessages('alpha', 'b1', asBattle(steps[0]!), 1);
    let grew = 0;
    for (const s of steps.slice(1)) {
      const next = battleMessages('alpha', 'b1', asBattle(s), 1);
      expect(extendsMessages(previous, next)).toBe(true);
      if (next.length > previous.length) grew++;
      previous = next;
    }
    // Dials add nothing to the timeline; the steps that play a move or an attack do.
    expect(grew).toBeGreaterThan(5);
    // Undoing a step that added events takes them back: the plan no longer extends what was published.
    const last = steps.findLastIndex(
      (s, i) => i > 0 && recordedTimeline(s.at).events.length > recordedTimeline(steps[i - 1]!.at).events.length,
    );
    const published = battleMessages('alpha', 'b1', asBattle(steps[last]!), 1);
    const undone = battleMessages('alpha', 'b1', asBattle(recordReducer(steps[last]!, { type: 'undo' })), 1);
    expect(undone).toEqual(battleMessages('alpha', 'b1', asBattle(steps[last - 1]!), 1));
    expect(extendsMessages(published, undone)).toBe(false);
    // The start keeps its place; an unfinished battle has no finish message.
    expect(previous[0]!.kind).toBe('start');
    expect(previous[previous.length - 1]!.kind).toBe('event');
  });
});

const live = useTestServer();
const { track } = live;

describe('a table publisher over a real nats-server', () => {
  it('publishes each new part as it appears, numbers running on, and restarts viewers on a changed past', async () => {
    const timeline = exampleTimeline();
    const part = (n: number, finished = false) => ({
      timeline: { ...timeline, events: timeline.events.slice(0, n), duration: timeline.duration },
      finished,
    });
    let ids = 0;
    const publisher = new TablePublisher(await track(connectPublisher(live.t, 'alpha')), 'alpha', {
      pace: null,
      newBattleId: () => `battle${(ids += 1)}`,
    });
    const viewer = watchTable(await track(connectViewer(live.t)), 'alpha', { followAfterFinish: true });
    publisher.show(part(40));
    publisher.show(part(90));
    await publisher.settled();
    // start + 90 events, in one battle.
    expect(publisher.state).toMatchObject({ battle: 'battle1', battles: 1, published: 91, planned: 91 });
    await expect.poll(() => viewer.log.nextSeq).toBe(91);
    expect(viewer.log.events).toEqual(timeline.events.slice(0, 90));
    // An undo: the first 30 events stay, the rest differ (here: are gone): a new battle, from its start.
    publisher.show(part(30));
    await publisher.settled();
    expect(publisher.state).toMatchObject({ battle: 'battle2', battles: 2, published: 31 });
    await expect.poll(() => viewer.log.battle).toBe('battle2');
    await expect.poll(() => viewer.log.nextSeq).toBe(31);
    // The rest, then the finish.
    publisher.show({ timeline, finished: true });
    await publisher.settled();
    expect(publisher.state.published).toBe(timeline.events.length + 2);
    await expect.poll(() => viewer.log.finished).toBe(true);
    expect(viewer.log.timeline()).toEqual(timeline);
    expect(viewer.log.battles).toBe(2);
    // 91 of the first battle, 159 of the second; nothing doubled, missing or refused.
    expect(viewer.log.counts).toEqual({ accepted: 91 + 159, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
    await viewer.stop();
    // A viewer joining later reads both battles from the stream and ends with the second one whole.
    const late = watchTable(await track(connectViewer(live.t)), 'alpha');
    await late.finished;
    expect(late.log.timeline()).toEqual(timeline);
    expect(late.log.counts.gaps + late.log.counts.dropped + late.log.counts.doubles).toBe(0);
    await late.stop();
    await publisher.stop();
  }, 60_000);

  it('plays a finished battle out at its pace: each message at its battle time over the speed', async () => {
    const timeline = exampleTimeline();
    const sent: number[] = [];
    const nc = await track(connectPublisher(live.t, 'beta'));
    const publisher = new TablePublisher(nc, 'beta', { pace: 200 });
    const t0 = Date.now();
    publisher.show({ timeline, finished: true });
    await publisher.settled();
    sent.push(Date.now() - t0);
    // The battle lasts timeline.duration s; at 200× it takes duration / 200 s at least.
    expect(sent[0]!).toBeGreaterThanOrEqual((timeline.duration * 1000) / 200 - 5);
    expect(publisher.state).toMatchObject({ battles: 1, published: 159, planned: 159, error: null });
    await publisher.stop();
  }, 60_000);
});
