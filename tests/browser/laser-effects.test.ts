/**
 * The battle effects on screen in a real browser (Debian's Chromium, software WebGL), measured in the pixels at
 * given playback times of the demo: green bolts between the TIE and Luke while a volley is in flight, a bright
 * explosion flash where a ship is destroyed and nothing left of it once it has faded, the same pixels every
 * time the same moment is shown (effects are a function of playback time), and the low-power switch. Screenshots
 * go to /tmp for a look.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import demo from '../../src/demo/demoBattle.json';
import { type Harness, type PageLog, seekFrames, startAppPage } from './harness.ts';
import { decodePng, type Rgba } from './png.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const of = <K extends TimedEvent['kind']>(kind: K) =>
  timeline.events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

/** Height of a small ship's model above the mat, mm (shipDimensions.ts). */
const MODEL_MM = 34;

let harness: Harness;
let page: Page;
let log: PageLog;

/** A table point (mm, and mm above the mat) on the page, px, through the camera on show (it moves as the battle plays). */
function project(x: number, y: number, h: number): Promise<{ x: number; y: number }> {
  return page.evaluate(([px, py, ph]) => window.__holotable!.tableToScreen(px!, py!, ph), [x, y, h]);
}

/** Pixels within `band` px of the segment a–b, leaving out `skip` px at each end, that pass a colour test. */
function pixelsAlong(
  img: Rgba,
  a: { x: number; y: number },
  b: { x: number; y: number },
  band: number,
  skip: number,
  test: (r: number, g: number, b: number) => boolean,
): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  let n = 0;
  for (let y = Math.floor(Math.min(a.y, b.y) - band); y <= Math.max(a.y, b.y) + band; y++) {
    for (let x = Math.floor(Math.min(a.x, b.x) - band); x <= Math.max(a.x, b.x) + band; x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const along = (x - a.x) * ux + (y - a.y) * uy;
      const across = Math.abs((x - a.x) * uy - (y - a.y) * ux);
      if (along < skip || along > len - skip || across > band) continue;
      const i = (y * img.width + x) * 4;
      if (test(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!)) n++;
    }
  }
  return n;
}

/** Pixels in a square of side 2·r round c that pass a colour test. */
function pixelsAround(
  img: Rgba,
  c: { x: number; y: number },
  r: number,
  test: (r: number, g: number, b: number) => boolean,
) {
  let n = 0;
  for (let y = Math.max(0, Math.floor(c.y - r)); y < Math.min(img.height, c.y + r); y++) {
    for (let x = Math.max(0, Math.floor(c.x - r)); x < Math.min(img.width, c.x + r); x++) {
      const i = (y * img.width + x) * 4;
      if (test(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!)) n++;
    }
  }
  return n;
}

/** A mask of the pixels that pass `test` in `after` but not in `before` (white), else black. */
function newlyPassing(after: Rgba, before: Rgba, test: (r: number, g: number, b: number) => boolean): Rgba {
  const data = new Uint8Array(after.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const now = test(after.data[i]!, after.data[i + 1]!, after.data[i + 2]!);
    const was = test(before.data[i]!, before.data[i + 1]!, before.data[i + 2]!);
    data.fill(now && !was ? 255 : 0, i, i + 4);
  }
  return { width: after.width, height: after.height, data };
}

/** A mask pixel that is set. */
const set = (r: number) => r === 255;

/** A pixel of a green bolt: its green glow (above 150, well over red and blue) or its white-hot core, green-tinted. */
const greenBolt = (r: number, g: number, b: number) =>
  (g > 150 && g > r + 40 && g > b + 40) || (g > 240 && g >= r && g >= b);
/** A fire-bright pixel: white-hot to orange. */
const fireBright = (r: number, g: number, b: number) => r > 220 && g > 150 && b < r;

/** Seeks and returns the screenshot of that moment, also written to /tmp/holotable-fx-<name>.png. */
async function shotAt(t: number, name: string): Promise<Rgba> {
  await seekFrames(page, t, 3);
  return decodePng(await page.screenshot({ path: `/tmp/holotable-fx-${name}.png` }));
}

/** Where two units stand (table mm) at t. */
function standing(t: number, ...ids: string[]) {
  const snap = snapshotAt(timeline, t);
  return ids.map((id) => snap.units[id]!.pose);
}

/**
 * Mauler Mithel's attack on Luke from furthest away (the longest line of fire on screen, so the bolts have room
 * to be counted between the bases), and the moment its deciding volley is half way over. A hit or a miss, its
 * bolts cross the line of fire (laserVolleys.ts).
 */
const maulerOnLuke = of('result').filter(
  (_, i) => of('attack')[i]!.attacker === 'mauler' && of('attack')[i]!.defender === 'luke',
);
const apart = (t: number) => {
  const [m, l] = standing(t, 'mauler', 'luke');
  return Math.hypot(m!.x - l!.x, m!.y - l!.y);
};
const shieldResult = maulerOnLuke.reduce((far, r) => (apart(r.t) > apart(far.t) ? r : far));
const midVolley = shieldResult.t + 0.2;

/** Mauler's and Luke's models on the page at t, px, through the camera on show (seek there first). */
function lineOfFire(t: number) {
  const [mauler, luke] = standing(t, 'mauler', 'luke');
  return Promise.all([project(mauler!.x, mauler!.y, MODEL_MM), project(luke!.x, luke!.y, MODEL_MM)]);
}

describe('battle effects in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('draws green bolts between the TIE and Luke while the volley is in flight, and none before it', async () => {
    const before = await shotAt(shieldResult.t - 0.05, 'before-volley');
    const during = await shotAt(midVolley, 'volley');
    // Projected through the camera of the moment shown: the default view moves from round to round.
    const [from, to] = await lineOfFire(midVolley);
    // Counted where the volley turned a pixel green (the faint aim line is there in both shots), within 24 px of
    // the line of fire: a miss's bolts bracket the target rather than follow the line.
    const bolts = pixelsAlong(newlyPassing(during, before, greenBolt), from, to, 24, 12, set);
    expect(bolts, 'pixels turned laser green along the line of fire').toBeGreaterThan(40);
    // No red fire: the TIE shoots green (the films' convention; Luke's bolts are red), so no more red than before.
    const red = (r: number, g: number, b: number) => r > 200 && r > g + 80 && r > b + 80;
    expect(pixelsAlong(during, from, to, 10, 12, red)).toBeLessThanOrEqual(pixelsAlong(before, from, to, 10, 12, red));
  });

  it('shows the same pixels every time the same moment is shown', async () => {
    const first = await shotAt(midVolley, 'same-1');
    await shotAt(midVolley + 3, 'elsewhere');
    const again = await shotAt(midVolley, 'same-2');
    // The 3D view only (the HTML panels may be mid-transition): every pixel of the canvas's middle band.
    const rows = [Math.floor(first.height * 0.2), Math.floor(first.height * 0.55)];
    let differing = 0;
    for (let y = rows[0]!; y < rows[1]!; y++) {
      for (let x = 0; x < first.width; x++) {
        const i = (y * first.width + x) * 4;
        if ([0, 1, 2].some((c) => first.data[i + c] !== again.data[i + c])) differing++;
      }
    }
    expect(differing).toBe(0);
  });

  it('flashes where a ship blows up and leaves nothing once the explosion has faded', async () => {
    const gone = of('destroyed').find((d) => d.unit === 'black')!;
    const [black] = standing(gone.t - 0.01, 'black');
    const flash = await shotAt(gone.t + 0.08, 'explosion');
    const at = await project(black!.x, black!.y, MODEL_MM);
    const faded = await shotAt(gone.t + gone.duration + 0.05, 'explosion-faded');
    const later = await shotAt(gone.t + gone.duration + 0.6, 'explosion-later');
    const bright = pixelsAround(flash, at, 40, fireBright);
    expect(bright, 'bright explosion pixels').toBeGreaterThan(150);
    expect(pixelsAround(faded, at, 40, fireBright), 'after the fade').toBeLessThan(bright / 20);
    // Faded means gone: the same picture as a moment later, with nothing on that spot.
    expect(pixelsAround(faded, at, 40, fireBright)).toBe(pixelsAround(later, at, 40, fireBright));
  });

  it('switches to low effects (no post-processing or particles) and back, bolts still drawn', async () => {
    const toggle = page.getByTestId('toggle-effects');
    expect(await toggle.textContent()).toBe('Effects: full');
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('Effects: low');
    const lowBefore = await shotAt(shieldResult.t - 0.05, 'before-volley-low');
    const low = await shotAt(midVolley, 'volley-low');
    const [from, to] = await lineOfFire(midVolley);
    // Without bloom the bolts are thin, bright cores: fewer pixels turned green, but there.
    const core = (r: number, g: number, b: number) => g > 170 && g > b + 20;
    expect(pixelsAlong(newlyPassing(low, lowBefore, core), from, to, 24, 12, set)).toBeGreaterThan(8);
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('Effects: full');
  });

  it('logs no errors', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });
});
