// Live spectating against a real nats-server (tests/live/liveHarness.ts): the round trip, a late joiner's
// history, the permission refusals (publishing, another's inbox, durable consumers), malformed and oversized messages, gap recovery and a server restart.
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { describe, expect, it } from 'vitest';
import { LIVE_STREAM, tableSubject } from '../../src/battle/liveEvents.ts';
import { publishMessages } from '../../src/state/live/livePublisher.ts';
import { watchTable } from '../../src/state/live/liveWatcher.ts';
import { connectPublisher, connectViewer, exampleMessages, exampleTimeline, useTestServer } from './liveHarness.ts';

const live = useTestServer();
const { track } = live;

/** Empties a table between tests (as the admin). */
async function clear(table: string) {
  const { connect } = await import('@nats-io/transport-node');
  const admin = await connect({ servers: live.t.server.url, user: 'admin', pass: live.t.logins.admin.password });
  const { clearTable } = await import('../../scripts/live/liveStream.ts');
  await clearTable(admin, tableSubject(table));
  await admin.close();
}

describe('live tables over a real nats-server', () => {
  it('a viewer watching from the start receives the timeline replay plays, in order, once', async () => {
    await clear('alpha');
    const viewer = watchTable(await track(connectViewer(live.t)), 'alpha');
    const messages = exampleMessages('alpha');
    const report = await publishMessages(await track(connectPublisher(live.t, 'alpha')), messages, 0, { speed: 1000 });
    expect(report.published).toBe(159); // start + 157 events + finish
    await viewer.finished;
    expect(viewer.log.timeline()).toEqual(exampleTimeline());
    expect(viewer.log.counts).toEqual({ accepted: 159, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
    await viewer.stop();
  });

  it('a viewer joining after the battle replays its whole history', async () => {
    // alpha holds the finished battle from the test above (tests run in order in one file).
    const late = watchTable(await track(connectViewer(live.t)), 'alpha');
    await late.finished;
    expect(late.log.timeline()).toEqual(exampleTimeline());
    await late.stop();
  });

  it('refuses a viewer that publishes and a publisher that writes another table', async () => {
    const js = jetstream(await track(connectViewer(live.t)), { timeout: 2_000 });
    await expect(js.publish(tableSubject('alpha'), '{}')).rejects.toThrow(/permission/i);
    const alphaPublisher = jetstream(await track(connectPublisher(live.t, 'alpha')), { timeout: 2_000 });
    await expect(alphaPublisher.publish(tableSubject('beta'), '{}')).rejects.toThrow(/permission/i);
  });

  it("refuses a subscription to another user's replies: each user receives under its own inbox prefix only", async () => {
    const refusal = (nc: NatsConnection, subject: string) => {
      const sub = nc.subscribe(subject);
      return (async () => {
        for await (const _ of sub) void _;
      })();
    };
    const viewer = await track(connectViewer(live.t));
    // The default prefix every client would use, and the publisher's, where its acknowledgements arrive.
    await expect(refusal(viewer, '_INBOX.>')).rejects.toThrow(/permissions violation for subscription/i);
    await expect(refusal(viewer, '_INBOX_pub-alpha.>')).rejects.toThrow(/permissions violation for subscription/i);
    const beta = await track(connectPublisher(live.t, 'beta'));
    await expect(refusal(beta, '_INBOX_pub-alpha.>')).rejects.toThrow(/permissions violation for subscription/i);
    // A viewer's own prefix is allowed (the watchers above and below receive there).
    const own = viewer.subscribe('_INBOX_viewer.probe');
    await viewer.flush();
    expect(own.isClosed()).toBe(false);
    own.unsubscribe();
  });

  it('refuses a viewer a durable consumer, by any create subject, and creates none', async () => {
    const viewer = await track(connectViewer(live.t));
    const jsm = await jetstreamManager(viewer, { checkAPI: false });
    const durable = { durable_name: 'kept', filter_subject: tableSubject('alpha'), ack_policy: AckPolicy.None };
    // The client sends a durable to the named create subject, which viewers may not use.
    await expect(jsm.consumers.add(LIVE_STREAM, durable)).rejects.toThrow(/permission/i);
    // The older durable subject is not theirs either.
    const api = '$JS.API.CONSUMER';
    const body = JSON.stringify({ stream_name: LIVE_STREAM, config: durable });
    await expect(viewer.request(`${api}.DURABLE.CREATE.${LIVE_STREAM}.kept`, body)).rejects.toThrow(/permission/i);
    // The unnamed create subject, theirs for ephemeral consumers, is refused a durable name by the server.
    const reply = (await viewer.request(`${api}.CREATE.${LIVE_STREAM}`, body)).json<{
      error?: { description: string };
    }>();
    expect(reply.error?.description).toMatch(/durable/i);
    // A publisher creates no consumers at all.
    const publisher = await jetstreamManager(await track(connectPublisher(live.t, 'alpha')), { checkAPI: false });
    await expect(publisher.consumers.add(LIVE_STREAM, { ack_policy: AckPolicy.None })).rejects.toThrow(/permission/i);
    const { connect } = await import('@nats-io/transport-node');
    const admin = await connect({ servers: live.t.server.url, user: 'admin', pass: live.t.logins.admin.password });
    const names: string[] = [];
    for await (const c of (await jetstreamManager(admin)).consumers.list(LIVE_STREAM)) names.push(c.name);
    await admin.close();
    expect(names).not.toContain('kept');
    expect(names.every((n) => !n.startsWith('kept'))).toBe(true);
  });

  it('drops and counts malformed, oversized and foreign messages, and still shows the battle', async () => {
    await clear('beta');
    const nc = await track(connectPublisher(live.t, 'beta'));
    const js = jetstream(nc);
    const messages = exampleMessages('beta');
    await publishMessages(nc, messages.slice(0, 5), 0, { speed: 1000 });
    await js.publish(tableSubject('beta'), 'not json {');
    await js.publish(tableSubject('beta'), JSON.stringify({ ...messages[5], event: { kind: 'move', x: 1e308 } }));
    await js.publish(tableSubject('beta'), JSON.stringify({ ...messages[5], pad: 'x'.repeat(100_000) }));
    await js.publish(tableSubject('beta'), JSON.stringify({ ...messages[5], table: 'alpha' }));
    await publishMessages(nc, messages, 5, { speed: 1000 });
    const refused: string[] = [];
    const viewer = watchTable(await track(connectViewer(live.t)), 'beta', { onRefused: (r) => refused.push(r) });
    await viewer.finished;
    expect(viewer.log.counts.dropped).toBe(4);
    expect(refused[0]).toMatch(/^not JSON text/);
    expect(refused[1]).toMatch(/^event/);
    expect(refused[2]).toMatch(/bytes, at most 65536$/);
    expect(refused[3]).toBe('for another table');
    expect(viewer.log.timeline()).toEqual(exampleTimeline());
    await viewer.stop();
  });

  it('re-fetches a message lost on the way from the stream (a gap), and takes nothing twice', async () => {
    let lost = false;
    const viewer = watchTable(await track(connectViewer(live.t)), 'alpha', {
      loseDelivery: () => {
        if (lost || viewer.log.nextSeq !== 40) return false;
        lost = true;
        return true;
      },
    });
    await viewer.finished;
    expect(lost).toBe(true);
    expect(viewer.log.counts).toEqual({ accepted: 159, doubles: 0, dropped: 0, gaps: 1, skipped: 0 });
    expect(viewer.log.timeline()).toEqual(exampleTimeline());
    await viewer.stop();
  });

  it('counts numbers the stream never held as skipped after one re-fetch', async () => {
    await clear('beta');
    const nc = await track(connectPublisher(live.t, 'beta'));
    const messages = exampleMessages('beta');
    await publishMessages(nc, messages.slice(0, 10), 0, { speed: 1000 });
    await publishMessages(nc, messages, 11, { speed: 1000 });
    const viewer = watchTable(await track(connectViewer(live.t)), 'beta');
    await viewer.finished;
    expect(viewer.log.counts).toMatchObject({ accepted: 158, gaps: 1, skipped: 1, doubles: 0 });
    await viewer.stop();
  });

  it('loses nothing when the server is killed and restarted mid-battle', async () => {
    await clear('alpha');
    const viewer = watchTable(await track(connectViewer(live.t)), 'alpha');
    const publisher = await track(connectPublisher(live.t, 'alpha'));
    const messages = exampleMessages('alpha');
    await publishMessages(publisher, messages.slice(0, 80), 0, { speed: 1000 });
    await expect.poll(() => viewer.log.nextSeq, { timeout: 20_000 }).toBe(80);
    await live.t.server.stop(true);
    const rest = publishMessages(publisher, messages, 80, { speed: 1000 });
    await live.t.restart();
    const report = await rest;
    expect(report.published).toBe(79); // messages 80 to 158
    await viewer.finished;
    expect(viewer.log.timeline()).toEqual(exampleTimeline());
    expect(viewer.log.counts.doubles).toBe(0);
    await viewer.stop();
  }, 90_000);
});
