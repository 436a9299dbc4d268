/**
 * Screenshots of the demo battle at fixed timeline times, compared with stored references at a tolerance
 * (tests/browser/golden/*.png, a quarter of the 1280 × 720 page in each direction). A change that moves a ship,
 * drops a template or a panel, or changes the look shows up here. After an intended change of the look, look
 * at the new pictures and store them: `HOLOTABLE_UPDATE_GOLDENS=1 npx vitest run tests/browser/golden.test.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { setupEndTime } from '../../src/battle/timelineNav.ts';
import demo from '../../src/demo/demoBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { type Harness, ROOT, startAppPage, waitFrames } from './harness.ts';
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
async function cameraMode(mode: string): Promise<void> {
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
      await cameraMode(shot.camera);
      await page.evaluate((time) => window.__holotable!.seek(time), shot.t);
      // A few frames for the panels to follow the event (the top and orbit views do not ease).
      await waitFrames(page, 6);
      const png = await page.screenshot();
      writeFileSync(`/tmp/holotable-golden-${shot.name}.png`, png);
      const small = downscale(decodePng(png), FACTOR);
      const file = join(GOLDEN_DIR, `${shot.name}.png`);
      if (UPDATE) writeFileSync(file, encodePng(small));
      expect(existsSync(file), `${file} exists (create it with HOLOTABLE_UPDATE_GOLDENS=1)`).toBe(true);
      const d = compareImages(small, decodePng(readFileSync(file)));
      writeFileSync(`/tmp/holotable-golden-${shot.name}-diff.png`, encodePng(d.diff));
      expect(d.meanAbs, `${shot.name}: mean difference (0–255)`).toBeLessThanOrEqual(MAX_MEAN_ABS);
      expect(d.strongFraction, `${shot.name}: share of strongly different pixels`).toBeLessThanOrEqual(
        MAX_STRONG_FRACTION,
      );
    });
  }
});
