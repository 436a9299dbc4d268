/**
 * `npm run bench:viewer`: draw calls, triangles and frame time of the viewer on an empty table (the baseline),
 * the built-in demo battle (effects full and low) and a 30-ship stress battle, in one run in Debian's Chromium,
 * plus the demo's draw calls at its busiest effect moments (a volley in flight, a hull hit, an explosion, a move
 * with its engine trail), and the Full Thrust and Star Warriors demos' draw calls at busy moments, with each demo's
 * peak against the ≤ 100 target. Draw calls count every render of a frame: shadow map, scene and post-processing passes. WebGL here is
 * SwiftShader (software, on the CPU), so absolute frame times are far slower than on any GPU: the figures to
 * watch are the ratios to the empty table and the draw-call and triangle counts, which do not depend on the
 * machine. Never fails on speed.
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
// The baseline: the same page and mat with nothing on the table.
const EMPTY = { ruleset: 'xwing-1e', playArea: { width: 914.4, height: 914.4 }, ships: [], obstacles: [], moves: [] };
writeFileSync(join(outDir, 'empty.json'), JSON.stringify(EMPTY));
process.env[BUILT_DIST_ENV] = outDir;
const harness = await startHarness();

/** Opens a page, plays it for PLAY_SECONDS and returns the render statistics of its last frames. */
async function measure(query: string): Promise<RenderStats & { ships: number }> {
  const { page, log } = await openPage(harness.browser, `${harness.baseUrl}${query}`);
  await waitReady(page, 120_000);
  // These run in the page, so they check the hooks themselves (no helper crosses into the browser).
  const ships = await page.evaluate(() => {
    const hooks = window.__holotable;
    if (!hooks) throw new Error('the page has no test hooks (window.__holotable)');
    return hooks.shipIds().length;
  });
  // Let the models load before timing.
  await page.waitForTimeout(3000);
  await page.keyboard.press('Space');
  await page.waitForTimeout(PLAY_SECONDS * 1000);
  const stats = await page.evaluate(() => {
    const sampled = window.__holotableRenderStats;
    if (!sampled) throw new Error('the page publishes no render statistics (window.__holotableRenderStats)');
    return { ...sampled };
  });
  if (log.pageErrors.length || log.consoleErrors.length) console.error(log.pageErrors, log.consoleErrors);
  await page.context().close();
  return { ...stats, ships };
}

/** The demo's moments with the most effects on screen, timeline seconds (see tests/browser/laser-effects.test.ts). */
const MOMENTS: [name: string, t: number][] = [
  ['volley in flight', 60.85],
  ['shield flare', 61.4],
  ['hull hit', 135.95],
  ['explosion', 191.2],
  ['engine trail', 176.4],
];

/**
 * The other rule systems' demos and the moments to read them at (timeline seconds, effects on): moves with
 * plotted paths and engine trails on show, the busiest frames of their opening rounds.
 */
const SYSTEM_DEMOS: [name: string, query: string, moments: [name: string, t: number][]][] = [
  [
    'Full Thrust',
    '?demo=fullthrust-sw',
    [
      ['5 s', 5],
      ['8.5 s', 8.5],
      ['19.3 s', 19.3],
    ],
  ],
  [
    'Star Warriors',
    '?demo=star-warriors',
    [
      ['5 s', 5],
      ['8.5 s', 8.5],
      ['19.3 s', 19.3],
    ],
  ],
];

/** Opens the demo paused and returns its draw calls at each of `moments` (the X-Wing demo's MOMENTS by default). */
async function measureMoments(query: string, moments = MOMENTS): Promise<Record<string, number>> {
  const { page } = await openPage(harness.browser, `${harness.baseUrl}${query}&autoplay=0`);
  await waitReady(page, 120_000);
  await page.waitForTimeout(3000);
  const out: Record<string, number> = {};
  for (const [name, t] of moments) {
    const start = await page.evaluate((time) => {
      window.__holotable?.seek(time);
      return window.__holotable?.frames ?? 0;
    }, t);
    await page.waitForFunction((n) => (window.__holotable?.frames ?? 0) >= n + 3, start);
    out[name] = await page.evaluate(() => window.__holotableRenderStats?.drawCalls ?? -1);
  }
  await page.context().close();
  return out;
}

try {
  const empty = await measure('?scenario=empty.json&debug=1');
  const demo = await measure('?debug=1');
  const demoLow = await measure('?debug=1&effects=low');
  const stress = await measure('?battle=stress.json&debug=1');
  const moments = await measureMoments('?debug=1');
  const momentsLow = await measureMoments('?debug=1&effects=low');
  const systems: Record<string, Record<string, number>> = {};
  for (const [name, query, moments] of SYSTEM_DEMOS) systems[name] = await measureMoments(`${query}&debug=1`, moments);
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
  console.log(row('empty table (baseline)', empty));
  console.log(row('demo battle', demo));
  console.log(row('demo, effects low', demoLow));
  console.log(row('30-ship stress battle', stress));
  console.log('\ndemo draw calls at its effect moments (effects full / low):');
  for (const [name] of MOMENTS) console.log(`  ${name.padEnd(18)} ${moments[name]} / ${momentsLow[name]}`);
  const peak = Math.max(demo.drawCalls, ...Object.values(moments));
  const peaks: Record<string, number> = { 'X-Wing': peak };
  for (const [name, , demoMoments] of SYSTEM_DEMOS) {
    const calls = systems[name] ?? {};
    console.log(`\n${name} demo draw calls (effects full):`);
    for (const [moment] of demoMoments) console.log(`  ${moment.padEnd(18)} ${calls[moment]}`);
    peaks[name] = Math.max(...Object.values(calls));
  }
  console.log('\npeak draw calls with effects on, per demo (target ≤ 100):');
  for (const [name, calls] of Object.entries(peaks))
    console.log(`  ${name.padEnd(14)} ${String(calls).padStart(4)}  ${calls <= 100 ? 'PASS' : 'FAIL'}`);
  const demoRatio = demo.meanFrameMs / empty.meanFrameMs;
  const stressRatio = stress.meanFrameMs / empty.meanFrameMs;
  console.log(
    `\nframe time against the empty table: demo ${demoRatio.toFixed(2)}×, stress ${stressRatio.toFixed(2)}×; ` +
      `${peak <= 100 ? 'PASS' : 'FAIL'}  demo draw calls ≤ 100 with effects on: ${peak} at most`,
  );
  const results = {
    date: new Date().toISOString(),
    playSeconds: PLAY_SECONDS,
    empty,
    demo,
    demoLow,
    stress,
    moments,
    momentsLow,
    systems,
    peaks,
    demoOverEmpty: demoRatio,
    stressOverEmpty: stressRatio,
  };
  writeFileSync(
    fileURLToPath(new URL('./viewer-results.json', import.meta.url)),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await harness.close();
  rmSync(outDir, { recursive: true, force: true });
}
