/**
 * The table photo in dispute mode, in Chromium: a synthetic photo (drawn here with pngjs: a mat seen at a
 * slant, orange squares, and a small ship's base with a red front stripe at a known pose) is opened, its four
 * corners dragged onto the mat's corners, the rectified photo appears on the mat, and the ship placed by
 * clicking its base's two front corners gets the pose it was drawn at. Bad files and bad corners leave the
 * photo and the situation as they were, with a message.
 */
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_TOP_MM } from '../../src/kernel/constants.ts';
import { applyHomography, solveHomography } from '../../src/kernel/photo/homography.ts';
import { mapsAtHeight } from '../../src/kernel/photo/photoHeight.ts';
import { localToTable, tableToLocal } from '../../src/kernel/pose.ts';
import { type Harness, openPage, startHarness } from './harness.ts';
import { decodePng } from './png.ts';

const W = 1200;
const H = 900;
const SIDE = 914.4;
/** The mat's corners on the photo: near left, near right, far right, far left (a slanted view). */
const CORNERS = [
  { x: 150, y: 860 },
  { x: 1050, y: 850 },
  { x: 900, y: 80 },
  { x: 260, y: 60 },
];
const TABLE = [
  { x: 0, y: 0 },
  { x: SIDE, y: 0 },
  { x: SIDE, y: SIDE },
  { x: 0, y: SIDE },
];
const photoToTable = solveHomography(CORNERS.map((photoPx, i) => ({ photoPx, tableMm: TABLE[i]! })))!;
const tableToPhoto = solveHomography(CORNERS.map((photoPx, i) => ({ photoPx: TABLE[i]!, tableMm: photoPx })))!;
/**
 * The plane of the base's top, 3 mm up (BASE_TOP_MM), as the camera these corners imply sees it: the base is
 * drawn there, as a photo shows it, and "Fit to photo edges" fits the base's outline there.
 */
const baseTop = mapsAtHeight({ photoToTable, tableToPhoto }, { widthPx: W, heightPx: H }, BASE_TOP_MM.small)!;
/** Where the ship stands in the photo. */
const SHIP = { x: 520, y: 610, headingDeg: 35 };

/** The synthetic photo: each pixel's centre mapped to the table and coloured by what lies there. */
function syntheticPhoto(): Buffer {
  const png = new PNG({ width: W, height: H });
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = applyHomography(photoToTable, { x: x + 0.5, y: y + 0.5 })!;
      const l = tableToLocal(SHIP, applyHomography(baseTop.photoToTable, { x: x + 0.5, y: y + 0.5 })!);
      const onMat = t.x >= 0 && t.y >= 0 && t.x <= SIDE && t.y <= SIDE;
      const onBase = Math.abs(l.forwardMm) <= 20 && Math.abs(l.leftMm) <= 20;
      const checker = (Math.floor(t.x / 100) + Math.floor(t.y / 100)) % 2 === 0;
      const rgb = onBase
        ? l.forwardMm > 15
          ? [220, 30, 30]
          : [245, 245, 245]
        : onMat
          ? checker
            ? [235, 125, 25]
            : [170, 80, 15]
          : [40, 40, 46];
      png.data.set([...rgb, 255], (y * W + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

let harness: Harness;
let page: Page;

const situation = () => page.evaluate(() => window.__holotableDispute!.situation()!);
const pagePoint = (p: { x: number; y: number }) =>
  page.evaluate(([x, y]) => window.__holotablePhoto!.photoToPage(x!, y!)!, [p.x, p.y]);

/** Drags corner `i` of the marker from where it is to photo point `to`. */
async function dragCorner(i: number, to: { x: number; y: number }): Promise<void> {
  const box = (await page.getByTestId(`photo-corner-${i}`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const target = await pagePoint(to);
  await page.mouse.move(target.x, target.y, { steps: 4 });
  await page.mouse.up();
}

/** Opens a file in the photo panel's file input. */
async function openFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('photo-file').setInputFiles({ name, mimeType, buffer });
}

/** Share of pixels of a PNG data URL that are the photo's orange (its mat squares). */
function orangeShare(dataUrl: string): number {
  const img = decodePng(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4) {
    const [r, g, b] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    if (r > 140 && g > 60 && g < 140 && b < 60 && r > 1.6 * g) n++;
  }
  return n / (img.width * img.height);
}

describe('table photo in dispute mode', () => {
  beforeAll(async () => {
    harness = await startHarness();
    ({ page } = await openPage(harness.browser, `${harness.baseUrl}?mode=dispute`, { width: 1920, height: 1080 }));
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('refuses a file that is not an image, an unreadable image and a huge file, keeping the situation', async () => {
    const before = await situation();
    await page.getByTestId('photo-open-panel').click();
    await openFile('notes.txt', 'text/plain', Buffer.from('not a photo'));
    await expect
      .poll(() => page.getByTestId('photo-message').textContent())
      .toBe(
        'Not opened: “notes.txt” is not an image (it is text/plain); choose a photo. The photo and situation are as they were.',
      );
    await openFile('broken.png', 'image/png', Buffer.from('PNG? no'));
    await expect
      .poll(() => page.getByTestId('photo-message').textContent())
      .toContain('“broken.png” could not be read as an image');
    await openFile('huge.jpg', 'image/jpeg', Buffer.alloc(41 * 1024 * 1024));
    await expect
      .poll(() => page.getByTestId('photo-message').textContent())
      .toContain('“huge.jpg” is 41 MB; photos up to 40 MB are opened');
    expect(await page.getByTestId('photo-marker').count()).toBe(0);
    expect(await situation()).toEqual(before);
  });

  it('rectifies the photo onto the mat once its corners are dragged onto the mat corners', async () => {
    const before = orangeShare((await page.evaluate(() => window.__holotableDispute!.png()))!);
    await openFile('table.png', 'image/png', syntheticPhoto());
    await page.getByTestId('photo-marker').waitFor();
    for (const [i, c] of CORNERS.entries()) await dragCorner(i, c);
    await expect
      .poll(() => page.getByTestId('photo-calibration').textContent())
      .toContain('Calibrated from the 4 corners: exact');
    await expect.poll(() => page.evaluate(() => window.__holotablePhoto!.rectified())).not.toBeNull();
    await page.getByTestId('photo-close').click();
    await expect.poll(() => page.evaluate(() => window.__holotablePhoto!.textureUpdates)).toBeGreaterThan(0);
    const after = orangeShare((await page.evaluate(() => window.__holotableDispute!.png()))!);
    expect(before).toBeLessThan(0.01);
    // The mat covers a good part of the canvas; most of it is the photo's orange squares now.
    expect(after).toBeGreaterThan(0.2);
  });

  it('zooms about the point under the wheel, which stays where it was on the page', async () => {
    await page.getByTestId('photo-open-panel').click();
    // The pointer sits on a whole page pixel near the far right corner; the photo point under it stays there.
    const near = await pagePoint(CORNERS[2]!);
    const at = { x: Math.round(near.x), y: Math.round(near.y) };
    const under = (await page.evaluate(([x, y]) => window.__holotablePhoto!.pageToPhoto(x!, y!)!, [at.x, at.y]))!;
    await page.mouse.move(at.x, at.y);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -100);
    // Five notches of e^0.2 each: e^1 ≈ 2.72.
    await expect
      .poll(async () => (await page.evaluate(() => window.__holotablePhoto!.view()!)).zoom)
      .toBeCloseTo(Math.E, 6);
    const still = await pagePoint(under);
    expect(Math.hypot(still.x - at.x, still.y - at.y)).toBeLessThan(0.05);
    await page.getByTestId('photo-zoom-fit').click();
    await expect.poll(() => page.getByTestId('photo-zoom').textContent()).toBe('×1.0');
    await page.getByTestId('photo-close').click();
  });

  it('takes a fifth known point (the near edge’s middle) into a least-squares fit and reports its residual', async () => {
    await page.getByTestId('photo-open-panel').click();
    await page.getByTestId('photo-tool-points').click();
    const nearMiddle = applyHomography(tableToPhoto, { x: SIDE / 2, y: 0 })!;
    const at = await pagePoint(nearMiddle);
    await page.mouse.click(at.x, at.y);
    await expect
      .poll(() => page.getByTestId('photo-calibration').textContent())
      .toMatch(/^Calibrated from 5 points \(least squares\): residual \d+\.\d mm rms/);
    const residual = Number(
      /off by ([\d.]+) mm/.exec((await page.getByTestId('photo-known-0-residual').textContent())!)![1],
    );
    // The corners were dropped on whole page pixels too: the five agree within about a pixel's 1 mm.
    expect(residual).toBeLessThan(1.5);
    // The next point offered is the right edge's middle.
    await expect.poll(() => page.getByTestId('photo-known-x').inputValue()).toBe('914.4');
    await expect.poll(() => page.getByTestId('photo-known-y').inputValue()).toBe('457.2');
    await page.getByTestId('photo-known-0-remove').click();
    await expect
      .poll(() => page.getByTestId('photo-calibration').textContent())
      .toContain('Calibrated from the 4 corners: exact');
    await page.getByTestId('photo-tool-corners').click();
    await page.getByTestId('photo-close').click();
  });

  // The clicks are the base's top corners, as the photo shows them ("Corners on the base's top", on by default).
  it('places a ship by its two front corners at the pose it was photographed at', async () => {
    await page.getByTestId('item-red1').click();
    await page.getByTestId('photo-open-panel').click();
    await page.getByTestId('photo-tool-ship').click();
    for (const forward of [20]) {
      for (const left of [20, -20]) {
        const corner = applyHomography(baseTop.tableToPhoto, localToTable(SHIP, forward, left))!;
        const at = await pagePoint(corner);
        await page.mouse.click(at.x, at.y);
      }
    }
    await page.getByTestId('photo-place').click();
    await expect.poll(() => page.getByTestId('photo-message').textContent()).toContain('placed at');
    const red1 = (await situation()).ships.find((s) => s.id === 'red1')!;
    // Clicks land on whole page pixels (about 1.1 photo px each here, 1.2 mm on the far side of the mat).
    expect(Math.hypot(red1.x - SHIP.x, red1.y - SHIP.y)).toBeLessThan(1);
    expect(Math.abs(red1.heading - SHIP.headingDeg)).toBeLessThan(1.5);
    expect(await page.evaluate(() => window.__holotableDispute!.history().undo)).toBe(1);
  });

  it('places it closer still with the marks made zoomed in 8×, between photo pixels', async () => {
    await page.getByTestId('photo-tool-ship').click();
    for (const left of [20, -20]) {
      const corner = applyHomography(baseTop.tableToPhoto, localToTable(SHIP, 20, left))!;
      await page.getByTestId('photo-zoom-fit').click();
      const at = await pagePoint(corner);
      await page.mouse.move(at.x, at.y);
      // Wheel notches of e^0.2 about the corner: 11 of them zoom about 9×.
      for (let i = 0; i < 11; i++) await page.mouse.wheel(0, -100);
      await expect
        .poll(async () => (await page.evaluate(() => window.__holotablePhoto!.view()!)).zoom)
        .toBeGreaterThan(8);
      const near = await pagePoint(corner);
      await page.mouse.click(near.x, near.y);
    }
    await page.getByTestId('photo-place').click();
    await expect.poll(() => page.getByTestId('photo-message').textContent()).toContain('placed at');
    const red1 = (await situation()).ships.find((s) => s.id === 'red1')!;
    // A page pixel is now about 0.14 photo px (0.15 mm): across the 40 mm edge that turns the heading ≤ 0.3°.
    expect(Math.hypot(red1.x - SHIP.x, red1.y - SHIP.y)).toBeLessThan(0.3);
    expect(Math.abs(red1.heading - SHIP.headingDeg)).toBeLessThan(0.3);
    await page.getByTestId('photo-zoom-fit').click();
  });

  it('fits the ship to its base’s edges in the photo: closer to the truth than the marks alone', async () => {
    /** Places red1 from its front corners clicked 1.5 photo px off (inwards), the edge fit on or off; its error. */
    const placeWith = async (fit: boolean) => {
      await page.getByTestId('photo-tool-ship').click();
      await page.getByTestId('photo-edge-fit').setChecked(fit);
      for (const left of [20, -20]) {
        const corner = applyHomography(baseTop.tableToPhoto, localToTable(SHIP, 18.5, left * 0.93))!;
        const at = await pagePoint(corner);
        await page.mouse.click(at.x, at.y);
      }
      await page.getByTestId('photo-place').click();
      await expect.poll(() => page.getByTestId('photo-message').textContent()).toContain('placed at');
      const red1 = (await situation()).ships.find((s) => s.id === 'red1')!;
      return { mm: Math.hypot(red1.x - SHIP.x, red1.y - SHIP.y), deg: Math.abs(red1.heading - SHIP.headingDeg) };
    };
    const raw = await placeWith(false);
    expect(await page.getByTestId('photo-message').textContent()).not.toContain('Fitted to');
    const fitted = await placeWith(true);
    expect(await page.getByTestId('photo-message').textContent()).toContain('Fitted to its base’s edges');
    // The marks sit 1.5 mm inside the front edge: the base's centre comes out about 1.5 mm off; its edges put it back.
    expect(raw.mm).toBeGreaterThan(1);
    expect(fitted.mm).toBeLessThan(0.5);
    expect(fitted.deg).toBeLessThan(0.5);
  });

  it('says why crossing corners and a corner off the photo cannot be used, and keeps the situation', async () => {
    const before = await situation();
    await page.getByTestId('photo-tool-corners').click();
    await dragCorner(0, CORNERS[1]!);
    await dragCorner(1, CORNERS[0]!);
    await expect.poll(() => page.getByTestId('photo-calibration').textContent()).toContain('cross each other');
    expect(await page.evaluate(() => window.__holotablePhoto!.rectified())).toBeNull();
    // The far left corner, never moved, dragged off the photo's top edge.
    await dragCorner(3, { x: 260, y: -40 });
    await expect
      .poll(() => page.getByTestId('photo-calibration').textContent())
      .toContain('far left corner mark is outside the photo (at 260, -40 px');
    expect(await situation()).toEqual(before);
  });

  it('keeps the photo with its situation: another scenario hides it, undo and a reload bring it back', async () => {
    const shown = (await page.evaluate(() => window.__holotablePhoto!.photo()))!;
    expect(shown.name).toBe('table.png');
    const stored = await page.evaluate((id) => localStorage.getItem(`holotable.dispute.photo.${id}`), shown.id);
    expect(JSON.parse(stored!).name).toBe('table.png');
    const other = { ships: [{ id: 'blue1', size: 'large', x: 300, y: 300, heading: 0 }] };
    await page.getByTestId('dispute-file-input').setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(other)),
    });
    await expect.poll(() => page.evaluate(() => window.__holotablePhoto!.photo())).toBeNull();
    expect(await page.evaluate(() => window.__holotablePhoto!.rectified())).toBeNull();
    await page.getByTestId('undo').click();
    await expect.poll(() => page.evaluate(() => window.__holotablePhoto!.photo())).toEqual(shown);
    await page.reload();
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
    await expect.poll(() => page.evaluate(() => window.__holotablePhoto?.photo() ?? null)).toEqual(shown);
  });

  it('moves a damaged saved photo aside under a dated key and says so, keeping the situation', async () => {
    const shown = (await page.evaluate(() => window.__holotablePhoto!.photo()))!;
    const before = await situation();
    await page.evaluate((id) => localStorage.setItem(`holotable.dispute.photo.${id}`, '{"format":'), shown.id);
    await page.reload();
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
    await expect
      .poll(() => page.getByTestId('dispute-notice-text').textContent())
      .toMatch(
        /The saved table photo of this situation could not be read \(it is not JSON\); it is kept aside in this browser's storage as “holotable\.dispute\.unreadable\.photo\./,
      );
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('holotable.dispute.unreadable.photo.'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(kept).toEqual(['{"format":']);
    expect(await page.evaluate(() => window.__holotablePhoto!.photo())).toBeNull();
    expect(await situation()).toEqual(before);
  });

  it('on a phone (390 × 844) shows every control, the exports included, without hidden scrolling, 40 px to touch', async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
    });
    const phone = await context.newPage();
    await phone.goto(`${harness.baseUrl}?mode=dispute`);
    await phone.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
    await phone.getByTestId('photo-open-panel').click();
    await phone
      .getByTestId('photo-file')
      .setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: syntheticPhoto() });
    await phone.getByTestId('photo-marker').waitFor();
    await phone.getByTestId('photo-settings').locator('summary').click();
    // Handles take their size once the picture's box is measured again after the fold opened.
    const layout = () =>
      phone.evaluate(() => {
        const panel = document.querySelector<HTMLElement>('.photo-panel')!;
        const foldBar = document.querySelector('.dispute-fold-bar')!.getBoundingClientRect();
        const targets = [
          ...panel.querySelectorAll(
            'button, label.photo-file-button, select, input[type=text], summary, circle[role=button]',
          ),
          ...panel.querySelectorAll('.photo-view-controls label'),
        ].map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.getAttribute('data-testid') ?? e.textContent ?? '', width: r.width, height: r.height };
        });
        const exports = ['photo-export-png', 'photo-export-file'].map((id) =>
          document.querySelector(`[data-testid=${id}]`)!.getBoundingClientRect(),
        );
        return {
          hiddenScroll: panel.scrollHeight - panel.clientHeight,
          exportsInView: exports.every((r) => r.top >= 0 && r.bottom <= foldBar.top),
          // 0.01 px slack: Chromium maps SVG shapes to the page in single precision, so a handle drawn exactly
          // 40 px across (radius 20 px × photo px per screen px, from the picture's whole-pixel box) can measure
          // 39.99998 px in getBoundingClientRect (seen with a 376 × 80 px picture); anything smaller is real.
          small: targets
            .filter((t) => t.width < 39.99 || t.height < 39.99)
            .map((t) => `${t.name} ${t.width}×${t.height}`),
        };
      });
    await expect.poll(layout).toEqual({ hiddenScroll: 0, exportsInView: true, small: [] });
    await context.close();
  });
});
