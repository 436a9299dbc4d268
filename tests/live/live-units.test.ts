// The live viewer's pure parts: the log's sequence rules, following the live edge, and the watch page's address.
import { describe, expect, it } from 'vitest';
import { decodeLiveMessage, timelineMessages } from '../../src/battle/liveEvents.ts';
import { followEdge, leftEdge, liveEdgeS } from '../../src/state/live/liveFollow.ts';
import { LiveTableLog } from '../../src/state/live/liveTableLog.ts';
import { parseWatchParams } from '../../src/state/live/watchParams.ts';
import { PlaybackClock } from '../../src/state/playbackClock.ts';
import { exampleTimeline } from './liveHarness.ts';

const timeline = exampleTimeline();
const messages = timelineMessages('alpha', 'b1', timeline, 10);

describe('LiveTableLog', () => {
  it('takes messages in sequence, ignores doubles and reports a gap without taking what follows it', () => {
    const log = new LiveTableLog('alpha');
    expect(log.timeline()).toBeNull();
    expect(log.offer(messages[0]!)).toBe('accepted');
    expect(log.offer(messages[1]!)).toBe('accepted');
    expect(log.offer(messages[1]!)).toBe('double');
    expect(log.offer(messages[3]!)).toBe('gap');
    expect(log.nextSeq).toBe(2);
    expect(log.timeline()!.events).toEqual([timeline.events[0]]);
    // The first event starts at 0 and lasts its default: the timeline so far ends where it does.
    expect(log.timeline()!.duration).toBe(timeline.events[0]!.duration);
    log.acceptPastGap(messages[3]!);
    expect(log.counts).toEqual({ accepted: 3, doubles: 1, dropped: 0, gaps: 0, skipped: 1 });
  });

  it('names messages for another table or battle', () => {
    const log = new LiveTableLog('alpha');
    log.offer(messages[0]!);
    expect(log.foreignReason({ ...messages[1]!, table: 'beta' })).toBe('for another table');
    expect(log.foreignReason({ ...messages[1]!, battle: 'b2' })).toBe('for another battle');
    expect(log.foreignReason(messages[1]!)).toBeNull();
  });
});

describe('LiveTableLog and a new battle on its table', () => {
  it("starts again from a new battle's start (the publisher began again), and drops the old battle's stragglers", () => {
    const log = new LiveTableLog('alpha');
    for (const m of messages.slice(0, 30)) log.offer(m);
    const second = timelineMessages('alpha', 'b2', timeline, 1);
    expect(log.foreignReason(second[0]!)).toBeNull();
    expect(log.offer(second[0]!)).toBe('accepted');
    expect(log).toMatchObject({ battle: 'b2', battles: 2, nextSeq: 1, speed: 1, events: [] });
    expect(log.foreignReason(messages[30]!)).toBe('for another battle');
    for (const m of second.slice(1)) log.offer(m);
    expect(log.timeline()).toEqual(timeline);
    expect(log.counts).toEqual({ accepted: 30 + 159, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
  });
});

describe('decodeLiveMessage', () => {
  const bytes = (v: unknown) => new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v));
  it('refuses a message naming the first bad field, and one over 64 KiB by its size', () => {
    const bad = { ...messages[2]!, event: { ...(messages[2] as { event: object }).event, t: -1 } };
    expect(decodeLiveMessage(bytes(bad))).toEqual({
      kind: 'malformed',
      reason: 'event.t: expected at least 0 s, got -1',
    });
    expect(decodeLiveMessage(new Uint8Array(65_537))).toEqual({
      kind: 'oversized',
      reason: '65537 bytes, at most 65536',
    });
    expect(decodeLiveMessage(bytes(messages[2]))).toEqual(messages[2]);
  });
});

describe('following the live edge', () => {
  it('puts the edge at the latest event plus the time since it arrived, at the publisher speed', () => {
    const events = timeline.events.slice(0, 10);
    const last = events[9]!;
    // 300 ms after it arrived at 10×: 3 s into the timeline after its start, within what has arrived.
    expect(liveEdgeS(events, 1_000, 5_000, 5_300, 10)).toBeCloseTo(last.t + 3, 9);
    expect(liveEdgeS(events, last.t + 1, 5_000, 5_300, 10)).toBe(last.t + 1);
  });

  it('brings a lagging clock forward and tells a pause or a seek back from a clock that ran to the end', () => {
    const clock = new PlaybackClock();
    followEdge(clock, 50, 52, 10);
    expect(clock).toMatchObject({ time: 50, duration: 52, speed: 10, playing: true });
    clock.time = 45; // 5 s behind at 10×: within the lag allowed (10 s), left alone
    followEdge(clock, 50, 52, 10);
    expect(clock.time).toBe(45);
    // Ran to the end of what had arrived and stopped by itself: still following.
    clock.time = 52;
    clock.playing = false;
    expect(leftEdge(clock, 52, 52, 10)).toBe(false);
    // Paused before that end, or moved back since the session last looked: the viewer left.
    clock.time = 40;
    expect(leftEdge(clock, 52, 52, 10)).toBe(true);
    clock.playing = true;
    expect(leftEdge(clock, 52, 45, 10)).toBe(true);
    expect(leftEdge(clock, 52, 40, 10)).toBe(false);
    // Choosing another speed than the publisher's (the transport's speed box) leaves the edge too.
    clock.speed = 2;
    expect(leftEdge(clock, 52, 40, 10)).toBe(true);
  });
});

describe('parseWatchParams', () => {
  it('reads the table and the server, and names what it cannot use', () => {
    expect(parseWatchParams('?mode=watch&table=final-1')).toEqual({
      table: 'final-1',
      server: 'ws://127.0.0.1:4280',
      problems: [],
    });
    expect(parseWatchParams('?server=wss://a.example:443,wss://b.example').server).toBe(
      'wss://a.example:443,wss://b.example',
    );
    expect(parseWatchParams('?table=a.b&server=http://x')).toEqual({
      table: null,
      server: 'ws://127.0.0.1:4280',
      problems: [
        `table: expected 1 to 64 letters, digits, '-' or '_', got "a.b"`,
        'server: expected ws:// or wss:// addresses, got "http://x"',
      ],
    });
  });
});
