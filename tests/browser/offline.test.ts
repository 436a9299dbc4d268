/**
 * The release as anyone would host it: the shared build (globalSetup.ts) served by a plain static server under a
 * sub-path (staticServer.ts, /holotable/). Opened once, its service worker precaches everything; then the
 * network goes (Playwright's offline mode, and the server stops) and every page reloads from the precache: the
 * viewer on each rule system's demo battle with its ship models, the dispute editor, the stream page and its
 * control page, each playing, with no request failing. Then a new deployment: the control page offers it, the
 * stream page never shows the offer and is never reloaded, and taking it reloads only the page that asked.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_DIST_ENV, type Harness, PAGE_TIMEOUT_MS, startHarness, waitReady } from './harness.ts';
import { serveUnderSubPath, SUB_PATH, type SubPathServer } from './staticServer.ts';

/** What the pages of one browser context did wrong: failed requests, uncaught errors, console errors. */
interface ContextLog {
  failed: string[];
  pageErrors: string[];
  consoleErrors: string[];
  /** Rejects at the first failed request, naming it: a wait for what it would have brought ends there. */
  firstFailure: Promise<never>;
}

/** Waits for `wait`, or fails at once when a request of the context fails. */
function unlessRequestFails<T>(log: ContextLog, wait: Promise<T>): Promise<T> {
  wait.catch(() => {}); // the wait left behind when a request fails ends with its page's context
  return Promise.race([wait, log.firstFailure]);
}

/** A browser context that records what went wrong on any of its pages. */
async function loggedContext(harness: Harness): Promise<{ context: BrowserContext; log: ContextLog }> {
  const context = await harness.browser.newContext({
    // Smaller than the other tests' (software WebGL draws every pixel, and nothing here looks at them), wide
    // enough for the dispute editor's two side panels and its mat.
    viewport: { width: 960, height: 540 },
    deviceScaleFactor: 1,
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  contexts.push(context);
  let fail: (e: Error) => void = () => {};
  const firstFailure = new Promise<never>((_, reject) => (fail = reject));
  firstFailure.catch(() => {}); // read through unlessRequestFails and log.failed; never unhandled
  const log: ContextLog = { failed: [], pageErrors: [], consoleErrors: [], firstFailure };
  context.on('requestfailed', (r) => {
    log.failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`);
    fail(new Error(`request failed: ${log.failed[0]}`));
  });
  context.on('page', (p) => {
    p.on('pageerror', (e) => log.pageErrors.push(String(e)));
    p.on('console', (m) => {
      if (m.type() === 'error') log.consoleErrors.push(m.text());
    });
  });
  return { context, log };
}

/** Waits until the page's service worker is activated (its install precached the build); returns its scope. */
function serviceWorkerActivated(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((ok) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && ok()),
      );
    }
    return registration.scope;
  });
}

/** Whether the service worker answers this page's requests (it was loaded through it). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Waits until every ship on the table is drawn with its 3D model (the .glb files came). */
async function waitModelsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const api = window.__holotable;
      if (!api) return false;
      const shown = api.shipIds().filter((id) => api.shipTablePose(id) !== null);
      return shown.length > 0 && shown.every((id) => api.shipModelTriangles(id) > 0);
    },
    undefined,
    { polling: 100 },
  );
}

/** Starts playback and waits until the clock has run half a second of the battle. */
async function waitPlays(page: Page): Promise<void> {
  const start = await page.evaluate(() => {
    window.__holotable!.playMoves();
    return window.__holotable!.playback().time;
  });
  await page.waitForFunction((t) => window.__holotable!.playback().time > t + 0.5, start, { polling: 50 });
}

/** The viewer pages: each rule system's demo battle (the X-Wing demo is the default). */
const DEMOS = [
  { query: '', system: 'xwing-1e' },
  { query: '?demo=fullthrust-sw', system: 'fullthrust-sw' },
  { query: '?demo=star-warriors', system: 'star-warriors' },
];

let harness: Harness;
let dist = '';
let server: SubPathServer | undefined;
/** This file's browser contexts, closed after each test even when it fails (their pages would render on). */
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dist = process.env[BUILT_DIST_ENV] ?? '';
  if (!dist) throw new Error(`${BUILT_DIST_ENV} is not set: run the browser tests through vitest (globalSetup.ts).`);
  harness = await startHarness();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await harness?.close();
});

describe('the static release offline, from a sub-path', () => {
  it('loads and plays every page and demo with the network gone, with no request failing', async () => {
    const served = (server = await serveUnderSubPath(dist));
    const { context, log } = await loggedContext(harness);
    const page = await context.newPage();
    // Any page installs the service worker; the control page's own requests end soonest (no models to fetch).
    await page.goto(`${served.url}?mode=control`, { waitUntil: 'networkidle' });
    expect(await serviceWorkerActivated(page)).toBe(served.url);
    expect(served.url.endsWith(SUB_PATH)).toBe(true);

    await context.setOffline(true);
    await served.close();

    for (const { query, system } of DEMOS) {
      await page.goto(`${served.url}${query}`);
      await unlessRequestFails(log, waitReady(page));
      expect(await controlled(page), query).toBe(true);
      expect(await page.evaluate(() => window.__holotable!.battleTimeline()?.system)).toBe(system);
      await unlessRequestFails(log, waitModelsDrawn(page));
      await waitPlays(page);
    }

    await page.goto(`${served.url}?mode=dispute`);
    const disputeReady = page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, {
      polling: 50,
    });
    await unlessRequestFails(log, disputeReady);
    expect(await controlled(page)).toBe(true);
    expect(await page.evaluate(() => window.__holotableDispute!.figures())).not.toBeNull();

    // The stream page, driven by its control page in another tab over BroadcastChannel.
    await page.goto(`${served.url}?mode=stream&transparent=1`);
    await unlessRequestFails(log, waitReady(page));
    await unlessRequestFails(log, waitModelsDrawn(page));
    const control = await context.newPage();
    await control.goto(`${served.url}?mode=control`);
    await control.waitForSelector('[data-testid="control-status"][data-connected="1"]');
    expect(await controlled(control)).toBe(true);
    await control.click('[data-testid="control-play"]');
    await page.waitForFunction(() => window.__holotable!.playback().playing, undefined, { polling: 50 });
    await page.bringToFront();
    const t = await page.evaluate(() => window.__holotable!.playback().time);
    await page.waitForFunction((t0) => window.__holotable!.playback().time > t0 + 0.5, t, { polling: 50 });

    expect(log.failed).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });

  it('offers a new deployment on the control page, never on the stream page, and reloads only the page that takes it', async () => {
    const served = (server = await serveUnderSubPath(dist));
    const { context, log } = await loggedContext(harness);
    // The control page draws no 3D view: the cheapest page to install the service worker from.
    const control = await context.newPage();
    await control.goto(`${served.url}?mode=control`);
    await serviceWorkerActivated(control);
    // Pages loaded from now on run under the installed version.
    await control.reload();
    const stream = await context.newPage();
    await stream.goto(`${served.url}?mode=stream`);
    await waitReady(stream);
    await control.waitForSelector('[data-testid="control-status"][data-connected="1"]');
    await stream.evaluate(() => Object.assign(window, { __loadedOnce: true }));
    expect([await controlled(control), await controlled(stream)]).toEqual([true, true]);

    served.deployment = 2;
    await control.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const offer = control.locator('[data-testid="update-offer"][data-state="offered"]');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('the stream page keeps playing its version until you reload it');
    // The stream page knows of the waiting version too, and shows nothing of it.
    await stream.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    expect(await stream.getByTestId('update-offer').count()).toBe(0);

    await control.bringToFront();
    const reloaded = control.waitForEvent('load');
    await control.getByTestId('update-apply').click();
    await reloaded;
    await control.waitForSelector('[data-testid="control-status"][data-connected="1"]');
    expect(await control.getByTestId('update-offer').count()).toBe(0);
    expect(await control.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();

    // The stream page was not reloaded and still plays what it loaded, with no offer on air.
    await stream.bringToFront();
    expect(await stream.evaluate(() => '__loadedOnce' in window)).toBe(true);
    await waitPlays(stream);
    expect(await stream.getByTestId('update-offer').count()).toBe(0);
    expect(log.failed).toEqual([]);
    expect(log.pageErrors).toEqual([]);
  });
});
