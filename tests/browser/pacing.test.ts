/**
 * Pacing in a real browser: each demo, opened as a visitor opens it (no `autoplay=0`), is playing once the page
 * is ready and reaches its first maneuver within 3 s of playback at 1× (read off the playback clock, paced
 * seconds: what a viewer waits); the "Real time" switch and `?pace=real` restore the timeline's own times.
 * Every wait is on what the page reports (ready, the clock), never on wall time.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '../../src/battle/timeline.ts';
import xwingDemo from '../../src/demo/demoBattle.json';
import fullThrustDemo from '../../src/demo/fullthrustBattle.json';
import starWarriorsDemo from '../../src/demo/starWarriorsBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { buildPaceMap, pacedDuration, pacedTimeOf } from '../../src/state/playback/pacing.ts';
import { type Harness, openPage, startHarness, waitReady } from './harness.ts';

const DEMOS: [name: string, query: string, value: unknown][] = [
  ['X-Wing', '', xwingDemo],
  ['Full Thrust', '?demo=fullthrust-sw', fullThrustDemo],
  ['Star Warriors', '?demo=star-warriors', starWarriorsDemo],
];

function play(value: unknown): Timeline {
  return ruleSystemFor(value).play(value).timeline;
}

let harness: Harness;
const pages: Page[] = [];

async function open(query: string): Promise<Page> {
  const { page } = await openPage(harness.browser, `${harness.baseUrl}${query}`);
  pages.push(page);
  await waitReady(page);
  return page;
}

const playback = (page: Page) => page.evaluate(() => window.__holotable!.playback());

describe('pacing in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    for (const p of pages) await p.context().close();
    await harness?.close();
  });

  it.each(DEMOS)(
    'the %s demo plays from ready and shows its first maneuver within 3 s at 1×',
    async (_, query, value) => {
      const timeline = play(value);
      const firstMove = timeline.events.find((e) => e.kind === 'move')!;
      const map = buildPaceMap(timeline, 'cinematic');
      const page = await open(query);
      const at = await playback(page);
      expect(at.playing).toBe(true);
      expect(at.speed).toBe(1);
      expect(at.pace).toBe('cinematic');
      expect(at.pacedDuration).toBeCloseTo(pacedDuration(map), 6);
      // It has not reached the first maneuver yet (the table opens as set up), and gets there within 3 s.
      expect(at.time).toBeLessThanOrEqual(firstMove.t);
      expect(pacedTimeOf(map, firstMove.t) - at.pacedTime).toBeLessThan(3);
      // And it does play into that maneuver.
      await page.waitForFunction((t) => window.__holotable!.playback().time > t, firstMove.t, { polling: 50 });
      await page.close();
    },
  );

  it('restores the timeline’s own times with the "Real time" switch and with ?pace=real', async () => {
    const timeline = play(xwingDemo);
    const page = await open('?autoplay=0');
    expect((await playback(page)).playing).toBe(false);
    await page.getByTestId('real-time').check();
    await page.waitForFunction(() => window.__holotable!.playback().pace === 'real', undefined, { polling: 50 });
    const real = await playback(page);
    expect(real.pacedDuration).toBe(timeline.duration);
    expect(real.pacedTime).toBe(real.time);
    await page.close();

    const byAddress = await open('?pace=real');
    const at = await playback(byAddress);
    expect(at.pace).toBe('real');
    expect(at.pacedDuration).toBe(timeline.duration);
    expect(await byAddress.getByTestId('real-time').isChecked()).toBe(true);
  });
});
