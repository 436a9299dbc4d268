// The stream's tails against a real nats-server (tests/live/liveHarness.ts): each stored message republished on
// its table's tail with its stream sequence, viewers allowed there and publishers not, and a store from before
// the tails remade with every message kept.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Msg, NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAM, liveTailSubject, tableSubject } from '../../src/battle/liveEvents.ts';
import { ensureLiveStream, LIVE_STREAM_CONFIG } from '../../scripts/live/liveStream.ts';
import { connectPublisher, connectViewer, useTestServer } from './liveHarness.ts';

const live = useTestServer();
let admin: NatsConnection;

beforeAll(async () => {
  admin = await live.track(connect({ servers: live.t.server.url, user: 'admin', pass: live.t.logins.admin.password }));
});

/** The text and stream sequence of the messages a subscription has received. */
const received = (got: Msg[]) => got.map((m) => [m.string(), m.headers?.get('Nats-Sequence')]);

describe("a table's tail", () => {
  it('carries each stored message once, with its stream sequence; a duplicate publish is not repeated', async () => {
    const viewer = await connectViewer(live.t);
    void live.track(Promise.resolve(viewer));
    const got: Msg[] = [];
    viewer.subscribe(liveTailSubject('alpha'), { callback: (_e, m) => void got.push(m) });
    await viewer.flush();
    const js = jetstream(admin);
    const first = await js.publish(tableSubject('alpha'), 'one', { msgID: 'x:1' });
    await js.publish(tableSubject('alpha'), 'one', { msgID: 'x:1' });
    await js.publish(tableSubject('beta'), 'elsewhere', { msgID: 'y:1' });
    const second = await js.publish(tableSubject('alpha'), 'two', { msgID: 'x:2' });
    await expect.poll(() => got.length).toBe(2);
    expect(received(got)).toEqual([
      ['one', String(first.seq)],
      ['two', String(second.seq)],
    ]);
  });

  it('may not be written by a publisher, nor a viewer', async () => {
    const publisher = await connectPublisher(live.t, 'alpha');
    const viewer = await connectViewer(live.t);
    void live.track(Promise.resolve(publisher));
    void live.track(Promise.resolve(viewer));
    const refused = (nc: NatsConnection) =>
      new Promise<string>((resolve) => {
        void (async () => {
          for await (const s of nc.status()) if (s.type === 'error') resolve(String(s.error));
        })();
        nc.publish(liveTailSubject('alpha'), 'forged');
      });
    await expect(refused(publisher)).resolves.toMatch(/permissions violation for publish/i);
    await expect(refused(viewer)).resolves.toMatch(/permissions violation for publish/i);
  });

  it('is added to a store from before the tails by remaking the stream, every message kept in order', async () => {
    const jsm = await jetstreamManager(admin);
    await jsm.streams.delete(LIVE_STREAM);
    const { republish: _tails, ...older } = LIVE_STREAM_CONFIG;
    await jsm.streams.add(older);
    const js = jetstream(admin);
    for (let i = 0; i < 4; i++) await js.publish(tableSubject(i % 2 ? 'beta' : 'alpha'), `m${i}`, { msgID: `b:${i}` });
    await jsm.streams.deleteMessage(LIVE_STREAM, 2);
    await ensureLiveStream(admin);
    const info = await jsm.streams.info(LIVE_STREAM);
    expect(info.config.republish).toEqual(LIVE_STREAM_CONFIG.republish);
    const kept = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(LIVE_STREAM, { seq });
      kept.push([m?.subject, m?.string(), m?.header.get('Nats-Msg-Id')]);
    }
    expect(kept).toEqual([
      [tableSubject('alpha'), 'm0', 'b:0'],
      [tableSubject('alpha'), 'm2', 'b:2'],
      [tableSubject('beta'), 'm3', 'b:3'],
    ]);
    // The message ids came along: a publisher's retry of one is still recognised as a duplicate.
    expect((await js.publish(tableSubject('beta'), 'm3', { msgID: 'b:3' })).duplicate).toBe(true);
  });
});
