/**
 * Shared by every browser test file: builds the viewer once, serves it on one localhost port, and launches one
 * Chromium (playwright-core's browser server). Test files find the address and the browser's WebSocket endpoint
 * in the environment (SERVED_URL_ENV, BROWSER_WS_ENV; harness.ts startHarness connects) and open their own
 * contexts; the teardown closes the browser and the server and removes the build.
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  BROWSER_WS_ENV,
  BUILT_DIST_ENV,
  buildApp,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  requireChromium,
  SERVED_URL_ENV,
  serveApp,
} from './harness.ts';

/** Vitest global setup: build, serve, launch, publish, and return the teardown. */
export default async function setup(): Promise<() => Promise<void>> {
  requireChromium();
  const outDir = await buildApp();
  const served = await serveApp(outDir);
  const browserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  process.env[BUILT_DIST_ENV] = outDir;
  process.env[SERVED_URL_ENV] = served.baseUrl;
  process.env[BROWSER_WS_ENV] = browserServer.wsEndpoint();
  return async () => {
    await browserServer.close().catch(() => {});
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
