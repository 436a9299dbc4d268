/**
 * Screenshots of the demo battle at fixed timeline times, compared with stored references at a tolerance
 * (tests/browser/golden/*.png, a quarter of the 1280 × 720 page in each direction); and of every demo and page at
 * 1920 × 1080 (a sixth in each direction): the X-Wing demo in the director's view and on the stream page, the other
 * rule systems' demos in the orbit and top views, and dispute mode's opening situation. The director eases its
 * camera from frame to frame, so where it stands after a plain seek depends on how many frames were drawn; these
 * shots seek with a cut onto the moment's shot (as a video export does) and wait for the overlays' transitions to
 * end. A change that moves a ship, drops a template or a panel, or changes the look shows up here. After an intended change of the look, look
 * at the new pictures and store them: `HOLOTABLE_UPDATE_GOLDENS=1 npx vitest run tests/browser/golden.test.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { setupEndTime } from '../../src/battle/timelineNav.ts';
import demo from '../../src/demo/demoBattle.json';
import fullThrustDemo from '../../src/demo/fullthrustBattle.json';
import starWarriorsDemo from '../../src/demo/starWarriorsBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { type Harness, openPage, ROOT, startAppPage, startHarness, waitFrames } from './harness.ts';
import { compareImages, downscale } from './imageCompare.ts';
import { decodePng, encodePng } from './png.ts';

const GOLDEN_DIR = join(ROOT, 'tests/browser/golden');
const UPDATE = process.env.HOLOTABLE_UPDATE_GOLDENS === '1';
/** Downscale factor before comparing: 1280 × 720 → 320 × 180. */
const FACTOR = 4;
/**
 * Tolerances: mean channel difference (0–255) and share of pixels that differ strongly (> 48 in a channel).
 * Repeated runs here differ by a mean of 0.02 and no strong pixel. Measured in the top view: the moving TIE
 * 6.25 mm further along its path gives 0.049 % strong pixels, 12.5 mm gives 0.075 %, so a ship off by about a
 * centimetre fails.
 */
const MAX_MEAN_ABS = 1.5;
const MAX_STRONG_FRACTION = 0.0005;

const { timeline } = ruleSystemFor(demo).play(demo);
const moves = timeline.events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');
const attacks = timeline.events.filter((e): e is TimedEvent & { kind: 'attack' } => e.kind === 'attack');

/** The fixed moments: name, timeline time (s) and camera mode. */
const SHOTS = [
  { name: 'setup-top', t: setupEndTime(timeline), camera: 'top' },
  { name: 'move-top', t: moves[10]!.t + moves[10]!.duration * 0.5, camera: 'top' },
  { name: 'attack-orbit', t: attacks[1]!.t + attacks[1]!.duration * 0.8, camera: 'orbit' },
] as const;

let harness: Harness;
let page: Page;

/** Presses the camera key until the view is in `mode` (the shortcut cycles orbit → top → …). */
async function cameraMode(page: Page, mode: string): Promise<void> {
  for (let i = 0; i < 6; i++) {
    if ((await page.evaluate(() => window.__holotable!.camera().mode)) === mode) return;
    await page.keyboard.press('c');
    await waitFrames(page, 2);
  }
  throw new Error(`camera did not reach mode ${mode}`);
}

describe('screenshots at fixed times match the stored ones', () => {
  beforeAll(async () => {
    ({ harness, page } = await startAppPage());
    // The first frames compile the shaders; let them pass before the timed checks.
    await waitFrames(page, 3);
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const shot of SHOTS) {
    it(`${shot.name} at t = ${shot.t.toFixed(3)} s`, async () => {
      await cameraMode(page, shot.camera);
      await page.evaluate((time) => window.__holotable!.seek(time, { cut: true }), shot.t);
      // A few frames for the panels to follow the event (the top and orbit views do not ease; the labels are placed
      // afresh on the cut, not where earlier frames left them).
      await waitFrames(page, 6);
      expectGolden(shot.name, await page.screenshot(), FACTOR);
    });
  }
});

/** Compares a page screenshot, downscaled, with its stored golden (storing it first when asked to). */
function expectGolden(name: string, png: Buffer, factor: number): void {
  writeFileSync(`/tmp/holotable-golden-${name}.png`, png);
  const small = downscale(decodePng(png), factor);
  const file = join(GOLDEN_DIR, `${name}.png`);
  if (UPDATE) writeFileSync(file, encodePng(small));
  expect(existsSync(file), `${file} exists (create it with HOLOTABLE_UPDATE_GOLDENS=1)`).toBe(true);
  const d = compareImages(small, decodePng(readFileSync(file)));
  writeFileSync(`/tmp/holotable-golden-${name}-diff.png`, encodePng(d.diff));
  expect(d.meanAbs, `${name}: mean difference (0–255)`).toBeLessThanOrEqual(MAX_MEAN_ABS);
  expect(d.strongFraction, `${name}: share of strongly different pixels`).toBeLessThanOrEqual(MAX_STRONG_FRACTION);
}

/** A moment of a timeline: `share` of the way through its `index`-th event of a kind. */
function momentOf(battle: unknown, kind: 'attack' | 'move', index: number, share: number): number {
  const events = ruleSystemFor(battle)
    .play(battle)
    .timeline.events.filter((e) => e.kind === kind);
  const e = events[Math.min(index, events.length - 1)];
  if (!e) throw new Error(`the demo has no ${kind} event`);
  return e.t + e.duration * share;
}

/** The 1920 × 1080 shots: page address, timeline time (null: as the page opens) and camera (null: the page's). */
const SHOTS_1920 = [
  { name: 'xwing-director-1920', query: '', t: momentOf(demo, 'attack', 1, 0.8), camera: 'director' },
  { name: 'stream-1920', query: '?mode=stream', t: momentOf(demo, 'attack', 2, 0.6), camera: null },
  {
    name: 'fullthrust-orbit-1920',
    query: '?demo=fullthrust-sw',
    t: momentOf(fullThrustDemo, 'attack', 3, 0.8),
    camera: 'orbit',
  },
  {
    name: 'fullthrust-top-1920',
    query: '?demo=fullthrust-sw',
    t: momentOf(fullThrustDemo, 'move', 12, 0.5),
    camera: 'top',
  },
  {
    name: 'star-warriors-orbit-1920',
    query: '?demo=star-warriors',
    t: momentOf(starWarriorsDemo, 'attack', 2, 0.8),
    camera: 'orbit',
  },
  {
    name: 'star-warriors-top-1920',
    query: '?demo=star-warriors',
    t: momentOf(starWarriorsDemo, 'move', 12, 0.5),
    camera: 'top',
  },
  { name: 'dispute-1920', query: '?mode=dispute', t: null, camera: null },
] as const;

/** Waits until a 1920 × 1080 shot's page shows its moment: ready, in its camera, sought, panels updated. */
async function settle(page: Page, shot: (typeof SHOTS_1920)[number]): Promise<void> {
  if (shot.query === '?mode=dispute') {
    // Dispute mode draws on demand: ready once its canvas has drawn the situation.
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
    return;
  }
  await page.waitForFunction(() => window.__holotable?.ready === true, undefined, { polling: 50 });
  await waitFrames(page, 3);
  if (shot.camera) await cameraMode(page, shot.camera);
  if (shot.t !== null) await page.evaluate((time) => window.__holotable!.seek(time, { cut: true }), shot.t);
  await waitFrames(page, 4);
  await overlayTransitionsEnded(page);
}

/** Waits until every finite CSS transition and animation on the page has run to its end (cards fading in). */
async function overlayTransitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await waitFrames(page, 1);
}

describe('every demo and page at 1920 × 1080 matches its stored screenshot', () => {
  let shared: Harness;
  beforeAll(async () => {
    shared = await startHarness();
  });
  afterAll(async () => {
    await shared?.close();
  });

  for (const shot of SHOTS_1920) {
    it(`${shot.name}${shot.t === null ? '' : ` at t = ${shot.t.toFixed(3)} s`}`, async () => {
      const sep = shot.query ? '&' : '?';
      const url = `${shared.baseUrl}${shot.query}${sep}autoplay=0`;
      const { page } = await openPage(shared.browser, url, { width: 1920, height: 1080 });
      try {
        await settle(page, shot);
        expectGolden(shot.name, await page.screenshot(), 6);
      } finally {
        // Closed even when the comparison fails: a page left open renders on and slows every later test.
        await page.context().close();
      }
    });
  }
});
