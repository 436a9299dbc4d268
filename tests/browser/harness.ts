/**
 * Browser test harness: builds the viewer with vite's JS API into a temporary folder, serves it with vite
 * preview on a free localhost port, and drives Debian's Chromium through playwright-core (never a downloaded
 * browser). WebGL runs on SwiftShader (software), so no GPU is needed.
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
  outDir: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Environment variable naming an already built app folder (set by tests/browser/globalSetup.ts). */
export const BUILT_DIST_ENV = 'HOLOTABLE_BUILT_DIST';

/** Builds the viewer into a new temporary folder and returns it. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'holotable-dist-'));
  const configFile = join(ROOT, 'vite.config.ts');
  await build({ root: ROOT, configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Builds the app (unless already built), serves it and launches Chromium. */
export async function startHarness(): Promise<Harness> {
  requireChromium();
  const configFile = join(ROOT, 'vite.config.ts');
  // The browser project's global setup builds once for every test file (BUILT_DIST_ENV); otherwise build here.
  const shared = process.env[BUILT_DIST_ENV];
  const outDir = shared ?? (await buildApp());
  const port = await freePort();
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const baseUrl = `http://127.0.0.1:${port}/`;
  // launch() gives every run a fresh temporary profile (its own --user-data-dir).
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl,
    outDir,
    browser,
    async close() {
      await browser.close().catch(() => {});
      await new Promise<void>((ok) => server.httpServer.close(() => ok()));
      if (!shared) rmSync(outDir, { recursive: true, force: true });
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

/** Opens a page of the given size, recording its console and network. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 720 },
): Promise<{ page: Page; log: PageLog }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
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
export async function waitReady(page: Page, timeout = 40_000): Promise<void> {
  await page.waitForFunction(() => window.__holotable?.ready === true, undefined, { timeout, polling: 100 });
}

/** Waits for n more rendered frames (software WebGL on a busy 2-core machine can take seconds per frame). */
export async function waitFrames(page: Page, n = 3, timeout = 90_000): Promise<void> {
  const start = await page.evaluate(() => window.__holotable?.frames ?? 0);
  await page.waitForFunction((target) => (window.__holotable?.frames ?? 0) >= target, start + n, {
    polling: 50,
    timeout,
  });
}

/** Builds (or reuses the build), serves, launches Chromium and opens the app at `query`, ready to test. */
export async function startAppPage(query = ''): Promise<{ harness: Harness; page: Page; log: PageLog }> {
  const harness = await startHarness();
  const { page, log } = await openPage(harness.browser, `${harness.baseUrl}${query}`);
  await waitReady(page);
  return { harness, page, log };
}
