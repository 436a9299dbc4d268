/**
 * Dispute mode's ergonomics in Chromium: on a 390 × 844 phone with a touch screen, a finger drags a ship and two
 * fingers pinch the view in; New situation clears the table as one undo step; a new ship lands where the mat is
 * free; wheel zoom reaches one base filling the view; and a situation too large for a share link gets a message,
 * not a link that would not open. Waits for what the page reports, never wall time.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/rules/xwing1e/scenario/scenario.ts';
import { MAX_LINK_CHARS } from '../../src/state/dispute/shareLink.ts';
import { type Harness, startHarness } from './harness.ts';

let harness: Harness;

const situation = (p: Page) => p.evaluate(() => window.__holotableDispute!.situation()!);
const toPage = (p: Page, x: number, y: number) =>
  p.evaluate(([tx, ty]) => window.__holotableDispute!.tableToPage(tx!, ty!)!, [x, y]);

/** Opens dispute mode in a fresh context (own storage); `touch` makes it a phone with a touch screen. */
async function openDispute(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await harness.browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  await page.goto(`${harness.baseUrl}?mode=dispute`);
  await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
  return page;
}

/** Sends one touch event through the DevTools protocol (Chromium turns it into pointer events of type touch). */
function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) {
  return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
}

/** Page px between two table points as drawn now (the view's scale, times their distance in mm). */
async function spanPx(p: Page, a: [number, number], b: [number, number]): Promise<number> {
  const pa = await toPage(p, ...a);
  const pb = await toPage(p, ...b);
  return Math.hypot(pb.x - pa.x, pb.y - pa.y);
}

describe('dispute ergonomics in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('on a 390 × 844 touch phone: one finger drags a ship, two fingers pinch the view in', async () => {
    const page = await openDispute({ width: 390, height: 844 }, true);
    const cdp = await page.context().newCDPSession(page);
    const before = (await situation(page)).ships.find((s) => s.id === 'red1')!;
    // The X-wing's base centre, then a finger drag of 40 px to the right (the view is top-down, table +x right).
    const at = await toPage(page, before.x, before.y);
    const pxPerMm = (await spanPx(page, [0, 0], [100, 0])) / 100;
    await touch(cdp, 'touchStart', [at]);
    for (let i = 1; i <= 4; i++) await touch(cdp, 'touchMove', [{ x: at.x + 10 * i, y: at.y }]);
    await touch(cdp, 'touchEnd', []);
    await page.waitForFunction(() => window.__holotableDispute!.situation()!.ships[0]!.x !== 400, undefined, {
      polling: 50,
    });
    const after = (await situation(page)).ships.find((s) => s.id === 'red1')!;
    expect(after.x - before.x, 'moved right by 40 px in mm').toBeCloseTo(40 / pxPerMm, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    expect(after.heading).toBe(before.heading);

    // Pinch out on an empty part of the mat (below the pieces, which the view frames above the fold bar): the
    // view zooms in (the same 100 mm spans more px).
    const box = (await page.locator('canvas').first().boundingBox())!;
    const empty = { x: box.x + box.width / 2, y: box.y + box.height * 0.72 };
    const spanBefore = await spanPx(page, [0, 0], [100, 0]);
    await touch(cdp, 'touchStart', [
      { x: empty.x - 20, y: empty.y },
      { x: empty.x + 20, y: empty.y },
    ]);
    for (let i = 1; i <= 6; i++)
      await touch(cdp, 'touchMove', [
        { x: empty.x - 20 - 12 * i, y: empty.y },
        { x: empty.x + 20 + 12 * i, y: empty.y },
      ]);
    await touch(cdp, 'touchEnd', []);
    await page.waitForFunction((s) => {
      const a = window.__holotableDispute!.tableToPage(0, 0)!;
      const b = window.__holotableDispute!.tableToPage(100, 0)!;
      return Math.hypot(b.x - a.x, b.y - a.y) > s * 1.3;
    }, spanBefore);
    // The pinch moved no piece.
    expect((await situation(page)).ships.find((s) => s.id === 'red1')).toEqual(after);
    await page.context().close();
  });

  it('New situation clears the table as one undo step; a new ship lands on free mat, not on another piece', async () => {
    const page = await openDispute({ width: 1280, height: 720 });
    const old = await situation(page);
    await page.getByTestId('new-situation').click();
    await page.waitForFunction(() => window.__holotableDispute!.situation()!.ships.length === 0);
    expect(await situation(page)).toEqual({ ruleset: 'xwing-1e', playArea: old.playArea, ships: [], obstacles: [] });
    await page.getByTestId('undo').click();
    expect(await situation(page)).toEqual(old);

    // The default situation holds two ships and an asteroid round the centre (457.2, 457.2): the new ship keeps
    // clear of each by their reach (a small base's half diagonal 28.3 mm, the new piece's 57 mm).
    await page.getByTestId('add-ship').click();
    await page.waitForFunction(() => window.__holotableDispute!.situation()!.ships.length === 3);
    const s = await situation(page);
    const added = s.ships[2]!;
    for (const other of s.ships.slice(0, 2))
      expect(Math.hypot(added.x - other.x, added.y - other.y), other.id).toBeGreaterThanOrEqual(20 * Math.SQRT2 + 57);
    const rock = s.obstacles![0]!;
    expect(Math.hypot(added.x - rock.x, added.y - rock.y)).toBeGreaterThan(57);
    await page.context().close();
  });

  it('wheel zoom reaches one base filling the view', async () => {
    const page = await openDispute({ width: 1280, height: 720 });
    const c = await toPage(page, 400, 300);
    await page.mouse.move(c.x, c.y);
    const canvas = (await page.locator('canvas').first().boundingBox())!;
    // Zoom until a 40 mm base spans at least 90 % of the canvas's height, or give up after 60 notches.
    for (let i = 0; i < 60 && (await spanPx(page, [400, 280], [400, 320])) < canvas.height * 0.9; i++) {
      const span = await spanPx(page, [400, 280], [400, 320]);
      await page.mouse.wheel(0, -300);
      await page.waitForFunction(
        (s) => {
          const a = window.__holotableDispute!.tableToPage(400, 280)!;
          const b = window.__holotableDispute!.tableToPage(400, 320)!;
          return Math.hypot(b.x - a.x, b.y - a.y) !== s;
        },
        span,
        { polling: 50 },
      );
    }
    expect(await spanPx(page, [400, 280], [400, 320])).toBeGreaterThanOrEqual(canvas.height * 0.9);
    await page.context().close();
  });

  it('a situation too large for a share link gets a message saying so, and no link', async () => {
    const page = await openDispute({ width: 1280, height: 720 });
    const star = (k: number): [number, number][] =>
      Array.from({ length: 48 }, (_, i) => {
        const a = (i / 48) * 2 * Math.PI;
        const r = 20 + ((i * 7919 + k * 104729) % 97) / 9.7;
        return [Number((r * Math.cos(a)).toFixed(7)), Number((r * Math.sin(a)).toFixed(7))];
      });
    const big: Scenario = {
      ...(await situation(page)),
      obstacles: Array.from({ length: 100 }, (_, k) => ({ id: `p${k}`, polygon: star(k), x: 100 + k, y: 200 })),
    };
    await page.setInputFiles('[data-testid="dispute-file-input"]', {
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(big)),
    });
    await page.waitForFunction(() => window.__holotableDispute!.situation()!.obstacles!.length === 100);
    expect(await page.evaluate(() => window.__holotableDispute!.shareUrl())).toBeNull();
    await page.getByTestId('share').click();
    const notice = page.getByTestId('dispute-notice-text');
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain('too large for a share link');
    expect(text).toContain(`at most ${MAX_LINK_CHARS}`);
    expect(text).toContain('"Save scenario"');
    expect(await page.getByTestId('share-link').count()).toBe(0);
    await page.context().close();
  });
});
