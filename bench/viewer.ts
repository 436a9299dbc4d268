/**
 * `npm run bench:viewer`: draw calls, triangles and frame time of the viewer playing the built-in demo and a
 * 30-ship stress battle, in Debian's Chromium. WebGL here is SwiftShader (software, on the CPU), so absolute
 * frame times are far slower than on any GPU: the figure to watch is the stress/demo ratio in the same run, and
 * the draw-call and triangle counts, which do not depend on the machine. Never fails on speed.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_DIST_ENV, buildApp, openPage, startHarness, waitReady } from '../tests/browser/harness.ts';
import type { RenderStats } from '../src/scene/renderStats.ts';
import { stressBattle } from './stressBattle.ts';

const PLAY_SECONDS = 8;

const outDir = await buildApp();
writeFileSync(join(outDir, 'stress.json'), JSON.stringify(stressBattle()));
process.env[BUILT_DIST_ENV] = outDir;
const harness = await startHarness();

/** Opens a page, plays it for PLAY_SECONDS and returns the render statistics of its last frames. */
async function measure(query: string): Promise<RenderStats & { ships: number }> {
  const { page, log } = await openPage(harness.browser, `${harness.baseUrl}${query}`);
  await waitReady(page, 120_000);
  const ships = await page.evaluate(() => window.__holotable!.shipIds().length);
  await page.keyboard.press('Space');
  await page.waitForTimeout(PLAY_SECONDS * 1000);
  const stats = await page.evaluate(() => ({ ...window.__holotableRenderStats! }));
  if (log.pageErrors.length || log.consoleErrors.length) console.error(log.pageErrors, log.consoleErrors);
  await page.context().close();
  return { ...stats, ships };
}

try {
  const demo = await measure('?debug=1');
  const stress = await measure('?battle=stress.json&debug=1');
  const row = (name: string, s: RenderStats & { ships: number }) =>
    [
      name.padEnd(22),
      String(s.ships).padStart(5),
      String(s.drawCalls).padStart(10),
      s.triangles.toLocaleString('en-US').padStart(10),
      s.meanFrameMs.toFixed(1).padStart(9),
      s.worstFrameMs.toFixed(1).padStart(10),
    ].join('  ');
  console.log('Holotable viewer benchmark — Debian Chromium, SwiftShader (software WebGL), 1280 × 720');
  console.log(['view'.padEnd(22), 'ships', 'draw calls', 'triangles', 'frame ms', 'worst ms'].join('  '));
  console.log(row('demo battle', demo));
  console.log(row('30-ship stress battle', stress));
  const ratio = stress.meanFrameMs / demo.meanFrameMs;
  console.log(`\nstress / demo frame time: ${ratio.toFixed(2)}×; draw calls ${stress.drawCalls} vs ${demo.drawCalls}`);
  const results = { date: new Date().toISOString(), playSeconds: PLAY_SECONDS, demo, stress, frameTimeRatio: ratio };
  writeFileSync(
    fileURLToPath(new URL('./viewer-results.json', import.meta.url)),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await harness.close();
  rmSync(outDir, { recursive: true, force: true });
}
