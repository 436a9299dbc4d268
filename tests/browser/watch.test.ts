/**
 * Watch mode in a real browser against a real nats-server (tests/live/liveHarness.ts): a viewer opens a table
 * half-way through its battle, replays the history, follows the rest live, and draws every ship where replay.ts
 * says; pausing leaves the live edge and the Live button brings it back.
 */
import type { NatsConnection } from '@nats-io/nats-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishMessages } from '../../src/state/live/livePublisher.ts';
import {
  connectPublisher,
  exampleMessages,
  exampleTimeline,
  startTestServer,
  type TestServer,
} from '../live/liveHarness.ts';
import { type Harness, openPage, type PageLog, seekFrames, startHarness, waitReady } from './harness.ts';
import { recordingSteps } from '../live/recordingSteps.ts';
import { recordedTimeline } from '../../src/state/record/probe.ts';
import { expectPosesMatchReplay } from './poseChecks.ts';

let server: TestServer;
let publisher: NatsConnection;
let harness: Harness;
let page: Page;
let log: PageLog;
const timeline = exampleTimeline();
const messages = exampleMessages('alpha');
/** Published before the page opens: the start, the set-up and the first rounds. */
const FIRST_PART = 80;

const status = () => page.evaluate(() => window.__holotableLive!.status());

describe('watch mode in Chromium', () => {
  beforeAll(async () => {
    server = await startTestServer();
    publisher = await connectPublisher(server, 'alpha');
    await publishMessages(publisher, messages.slice(0, FIRST_PART), 0, { speed: 1000 });
    harness = await startHarness();
    const address = `${harness.baseUrl}?mode=watch&table=alpha&server=${encodeURIComponent(server.server.wsUrl)}`;
    ({ page, log } = await openPage(harness.browser, address));
    await waitReady(page);
  });

  afterAll(async () => {
    await harness?.close();
    await publisher?.close();
    await server?.dispose();
  });

  it('replays the history of a table it joins half-way, and follows the live edge', async () => {
    await expect.poll(status).toMatchObject({ connection: 'connected', caughtUp: true, finished: false });
    expect((await status()).counts.accepted).toBe(FIRST_PART);
    expect(await page.evaluate(() => window.__holotableLive!.following())).toBe(true);
    expect(await page.getByTestId('live-phase').textContent()).toBe('Live · 1000× real time');
    // The transport's speed box shows the publisher's speed while the page follows the live edge.
    await expect.poll(() => page.getByTestId('speed').inputValue()).toBe('1000');
    expect(await page.evaluate(() => window.__holotableLive!.tables())).toEqual([
      { table: 'alpha', messages: FIRST_PART, finished: false },
    ]);
  });

  it('takes the rest as it is published and draws every ship where replay puts it', async () => {
    await publishMessages(publisher, messages, FIRST_PART, { speed: 1000 });
    await expect.poll(status).toMatchObject({ finished: true });
    expect((await status()).counts).toEqual({ accepted: 159, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
    // The 3D view takes the shown log on its next render.
    await expect.poll(() => page.evaluate(() => window.__holotable!.battleTimeline())).toEqual(timeline);
    const moves = timeline.events.filter((e) => e.kind === 'move');
    const late = moves[moves.length - 2]!;
    for (const t of [moves[3]!.t + moves[3]!.duration / 2, late.t + late.duration / 3, timeline.duration]) {
      await seekFrames(page, t);
      await expectPosesMatchReplay(page, timeline, t);
    }
    expect(log.pageErrors).toEqual([]);
  });

  it('leaves the live edge when the viewer pauses, and the Live button brings it back', async () => {
    // A table still being played: the Live button shows only until the battle is over.
    const beta = await connectPublisher(server, 'beta');
    const betaMessages = exampleMessages('beta');
    await publishMessages(beta, betaMessages.slice(0, FIRST_PART), 0, { speed: 1000 });
    await page.goto(page.url().replace('table=alpha', 'table=beta'));
    await waitReady(page);
    await expect.poll(status).toMatchObject({ caughtUp: true });
    await expect.poll(() => page.evaluate(() => window.__holotableLive!.following())).toBe(true);
    await seekFrames(page, 10);
    await expect.poll(() => page.evaluate(() => window.__holotableLive!.following())).toBe(false);
    await page.getByTestId('go-live').click();
    await expect.poll(() => page.evaluate(() => window.__holotableLive!.following())).toBe(true);
    // Back at the end of what has arrived (the first part's last event), playing.
    const clock = await page.evaluate(() => window.__holotable!.playback());
    expect(clock.time).toBeGreaterThan(10);
    expect(clock.playing || clock.time === clock.duration).toBe(true);
    await beta.close();
  });
});

/**
 * Publishing from the pages: the stream page, given the table's credentials file through its file input,
 * publishes the battle it shows; a watch page in another browser context receives the same timeline. The
 * password never appears in the page's address, its HTML or its storage (it was not asked to remember it).
 */
describe('the stream page publishes live, a watch page in another context follows it', () => {
  let live: TestServer;
  let h: Harness;
  let stream: Page;
  let watch: Page;
  let watchLog: PageLog;
  const watchStatus = () => watch.evaluate(() => window.__holotableLive!.status());

  beforeAll(async () => {
    live = await startTestServer();
    h = await startHarness();
    ({ page: stream } = await openPage(h.browser, `${h.baseUrl}?mode=stream&autoplay=0`));
    await waitReady(stream);
  });

  afterAll(async () => {
    await h?.close();
    await live?.dispose();
  });

  it('publishes the battle on show at the chosen speed, with the credentials chosen from a file', async () => {
    const login = live.logins.publishers.find((p) => p.table === 'alpha')!;
    const credentials = { server: live.server.wsUrl, table: 'alpha', user: login.user, password: login.password };
    // Key P opens the panel; nothing of it shows before (the broadcast has no buttons).
    expect(await stream.getByTestId('publish-live').count()).toBe(0);
    await stream.keyboard.press('p');
    await stream.getByTestId('publish-credentials').setInputFiles({
      name: 'alpha.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(credentials)),
    });
    // The file fills the table and the server; the speed is the user's choice.
    await expect.poll(() => stream.getByTestId('publish-table').inputValue()).toBe('alpha');
    expect(await stream.getByTestId('publish-server').inputValue()).toBe(live.server.wsUrl);
    await stream.getByTestId('publish-speed').fill('1000');
    // A watch page in its own context, connected to the empty table before publishing starts.
    const address = `${h.baseUrl}?mode=watch&table=alpha&server=${encodeURIComponent(live.server.wsUrl)}`;
    ({ page: watch, log: watchLog } = await openPage(h.browser, address));
    await expect
      .poll(() => watch.evaluate(() => window.__holotableLive?.status().connection ?? 'not yet'))
      .toBe('connected');
    await stream.getByTestId('publish-start').click();
    const shown = await stream.evaluate(() => window.__holotable!.battleTimeline()!);
    const total = String(shown.events.length + 2); // start, every event, finish
    const status = stream.getByTestId('publish-status');
    // Each message waits for its acknowledgement, which the page reads between frames: with software WebGL a
    // stream frame takes seconds, so this safety net is longer than the usual one.
    await expect.poll(() => status.getAttribute('data-published'), { timeout: 500_000 }).toBe(total);
    expect(await status.getAttribute('data-planned')).toBe(total);
    expect(await status.textContent()).toBe(`Publishing table alpha: ${total} of ${total} messages sent.`);
    // The credentials stay in memory: not in the address, the page's HTML or its storage.
    expect(stream.url()).not.toContain(login.password);
    expect(await stream.content()).not.toContain(login.password);
    expect(
      await stream.evaluate(() => [sessionStorage.length, localStorage.getItem('holotable-publish-credentials')]),
    ).toEqual([0, null]);
    // The watch page, in its own context (open before the table started), follows it to the end.
    await waitReady(watch);
    await expect.poll(watchStatus).toMatchObject({ connection: 'connected', detail: null, finished: true });
    expect((await watchStatus()).counts).toEqual({
      accepted: Number(total),
      doubles: 0,
      dropped: 0,
      gaps: 0,
      skipped: 0,
    });
    expect(await watch.evaluate(() => window.__holotable!.battleTimeline())).toEqual(shown);
    expect(watchLog.pageErrors).toEqual([]);
  }, 600_000);
});

/**
 * The recorder publishes the recording as it grows: a recording imported at an action question is published,
 * a step adds its events after the others, and an undo begins a new battle on the table, which a watch page in
 * another context takes as a clean restart.
 */
describe('the recorder publishes its recording as it grows, and an undo restarts the viewers', () => {
  let live: TestServer;
  let h: Harness;
  let recorder: Page;
  let watch: Page;
  const steps = recordingSteps(10);
  /** At the first action question of round 1 (academy pilot 5); "no action" adds 3 events. */
  const before = steps[9]!;
  const after = steps[10]!;
  const events = (s: (typeof steps)[number]) => recordedTimeline(s.at);
  const watchStatus = () => watch.evaluate(() => window.__holotableLive!.status());
  const shownTimeline = () => watch.evaluate(() => window.__holotable!.battleTimeline());
  const published = () => recorder.getByTestId('publish-status').getAttribute('data-published');

  beforeAll(async () => {
    live = await startTestServer();
    h = await startHarness();
    ({ page: recorder } = await openPage(h.browser, `${h.baseUrl}?mode=record`));
    await recorder.locator('.record-toolbar .record-file input[type="file"]').setInputFiles({
      name: 'league-night.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(before.present)),
    });
    await recorder.locator('[data-testid="record-app"][data-ready="recording"]').waitFor();
  });

  afterAll(async () => {
    await h?.close();
    await live?.dispose();
  });

  it('publishes the recording so far, then each step as it is taken', async () => {
    // A watch page in its own context, connected to the empty table before publishing starts.
    const address = `${h.baseUrl}?mode=watch&table=beta&server=${encodeURIComponent(live.server.wsUrl)}`;
    ({ page: watch } = await openPage(h.browser, address));
    await expect
      .poll(() => watch.evaluate(() => window.__holotableLive?.status().connection ?? 'not yet'))
      .toBe('connected');
    const login = live.logins.publishers.find((p) => p.table === 'beta')!;
    await recorder.getByTestId('publish-live-toggle').click();
    await recorder.getByTestId('publish-credentials').setInputFiles({
      name: 'beta.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ server: live.server.wsUrl, ...login })),
    });
    await expect.poll(() => recorder.getByTestId('publish-table').inputValue()).toBe('beta');
    await recorder.getByTestId('publish-start').click();
    // The start and the 21 events recorded so far (set-up, round 1's moves); no finish: the game goes on.
    expect(events(before).events).toHaveLength(21);
    await expect.poll(published).toBe('22');
    await waitReady(watch);
    await expect.poll(shownTimeline).toEqual(events(before));
    await recorder.getByTestId('action-none').click();
    await expect.poll(published).toBe('25');
    await expect.poll(shownTimeline).toEqual(events(after));
    expect((await watchStatus()).counts).toEqual({ accepted: 25, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
  });

  it('begins a new battle on an undo, and the watch page shows it from its start', async () => {
    await recorder.getByTestId('undo').click();
    const status = recorder.getByTestId('publish-status');
    await expect.poll(() => status.getAttribute('data-battles')).toBe('2');
    await expect.poll(published).toBe('22');
    expect(await status.textContent()).toBe(
      'Publishing table beta: 22 of 22 messages sent (began again after an earlier part changed; viewers restart).',
    );
    await expect.poll(shownTimeline).toEqual(events(before));
    // 25 messages of the first battle, 22 of the second; nothing doubled, lost or refused.
    expect((await watchStatus()).counts).toEqual({ accepted: 47, doubles: 0, dropped: 0, gaps: 0, skipped: 0 });
    expect(await watch.getByTestId('live-phase').textContent()).toBe('Live · 1× real time');
  });
});
