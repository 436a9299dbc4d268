/**
 * Browser test harness: builds the viewer with vite's JS API into a temporary folder, serves it with vite
 * preview on a free localhost port, and drives Debian's Chromium through playwright-core (never a downloaded
 * browser). WebGL runs on SwiftShader (software), so no GPU is needed. Under the browser test project one
 * build, one server and one Chromium serve every file (globalSetup.ts); each file opens its own contexts.
 * Tests wait for what the page reports (window.__holotable…: ready, frames), never for wall time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ROOT = resolve(import.meta.dirname, '../..');

/** Chromium flags: software WebGL (SwiftShader through ANGLE), and no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-sandbox',
];

/** Fails (never skips) when Debian's Chromium is missing, saying how to install it. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. The browser tests need Debian's chromium package: run ` +
        '`node scripts/ensure-chromium.mjs` (as root it runs apt-get install -y chromium), then re-run the tests.',
    );
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** The built and served viewer plus a browser. */
export interface Harness {
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Environment variable naming an already built app folder (set by tests/browser/globalSetup.ts). */
export const BUILT_DIST_ENV = 'HOLOTABLE_BUILT_DIST';
/** Environment variable holding the address the shared server serves the build at (globalSetup.ts). */
export const SERVED_URL_ENV = 'HOLOTABLE_SERVED_URL';
/** Environment variable holding the shared Chromium's WebSocket endpoint (globalSetup.ts, launchServer). */
export const BROWSER_WS_ENV = 'HOLOTABLE_BROWSER_WS';

/**
 * Safety net for every page action and wait (clicks, waitForFunction, screenshots): software WebGL on a busy
 * 2-core machine can take seconds a frame. Tests wait for what the page reports, never for this long.
 */
export const PAGE_TIMEOUT_MS = 180_000;

/** Builds the viewer into a new temporary folder and returns it. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'holotable-dist-'));
  const configFile = join(ROOT, 'vite.config.ts');
  await build({ root: ROOT, configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Serves a built app folder with vite preview on a free localhost port. */
export async function serveApp(outDir: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const port = await freePort();
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.httpServer.close(() => ok())),
  };
}

/**
 * The browser and the address to test. Under the browser test project (globalSetup.ts) it connects to the one
 * shared Chromium and server; elsewhere (bench/viewer.ts) it builds (unless BUILT_DIST_ENV names a build),
 * serves and launches its own.
 */
export async function startHarness(): Promise<Harness> {
  requireChromium();
  const sharedUrl = process.env[SERVED_URL_ENV];
  const ws = process.env[BROWSER_WS_ENV];
  if (sharedUrl && ws) {
    const browser = await chromium.connect(ws, { timeout: PAGE_TIMEOUT_MS });
    // Closing a connected browser closes this file's contexts and disconnects; the shared one runs on.
    return { baseUrl: sharedUrl, browser, close: () => browser.close().catch(() => {}) };
  }
  const built = process.env[BUILT_DIST_ENV];
  const outDir = built ?? (await buildApp());
  const served = await serveApp(outDir);
  // launch() gives every run a fresh temporary profile (its own --user-data-dir).
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl: served.baseUrl,
    browser,
    async close() {
      await browser.close().catch(() => {});
      await served.close();
      if (!built) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** What a page did: console errors, uncaught errors, requests and failed requests. */
export interface PageLog {
  consoleErrors: string[];
  pageErrors: string[];
  requests: string[];
  failed: string[];
}

/** Opens a page of the given size in a context of its own, recording its console and network. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 720 },
): Promise<{ page: Page; log: PageLog }> {
  // No service worker: a page loads from the server as on its first visit, and page.route sees every request
  // (offline.test.ts tests the service worker in contexts of its own).
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const page = await context.newPage();
  const log: PageLog = { consoleErrors: [], pageErrors: [], requests: [], failed: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') log.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => log.pageErrors.push(String(e)));
  page.on('request', (r) => log.requests.push(r.url()));
  page.on('requestfailed', (r) => log.failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  await page.goto(url);
  return { page, log };
}

/** Waits until the viewer reports its first rendered frame with a scenario. */
export async function waitReady(page: Page, timeout = PAGE_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(() => window.__holotable?.ready === true, undefined, { timeout, polling: 50 });
}

/** Waits until the page's frame counter reaches `target` (window.__holotable.frames). */
async function waitFrameCount(page: Page, target: number): Promise<void> {
  await page.waitForFunction((n) => (window.__holotable?.frames ?? 0) >= n, target, {
    polling: 50,
    timeout: PAGE_TIMEOUT_MS,
  });
}

/** Waits for n more rendered frames, however long each takes. */
export async function waitFrames(page: Page, n = 3): Promise<void> {
  await waitFrameCount(page, (await page.evaluate(() => window.__holotable?.frames ?? 0)) + n);
}

/**
 * Seeks the page's playback clock (paused) and waits for n rendered frames after it: the first moves every ship
 * to that moment, the next ones show what the panels and the scene changed on the event boundary.
 */
export async function seekFrames(page: Page, time: number | 'end', n = 3): Promise<void> {
  const start = await page.evaluate((t) => {
    window.__holotable!.seek(t);
    return window.__holotable!.frames;
  }, time);
  await waitFrameCount(page, start + n);
}

/**
 * Connects to the shared browser and server, and opens the app at `query` ready to test: the demo paused as set
 * up (`autoplay=0`, unless the query says otherwise), so that tests see the same moment until they seek or play.
 */
export async function startAppPage(query = ''): Promise<{ harness: Harness; page: Page; log: PageLog }> {
  const harness = await startHarness();
  const params = new URLSearchParams(query);
  if (!params.has('autoplay')) params.set('autoplay', '0');
  const { page, log } = await openPage(harness.browser, `${harness.baseUrl}?${params}`);
  await waitReady(page);
  return { harness, page, log };
}
