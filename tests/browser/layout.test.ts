/**
 * Layout and readability at the sizes people watch on (1920 × 1080, 1366 × 768, 1280 × 720) for each demo, and
 * dispute mode on a 390 × 844 phone: no panel is cut by the window or overlaps another, overlay text and ship
 * labels are at least 14 px, labels do not cover each other, the opening view shows every ship and obstacle whole
 * in the part of the canvas no panel covers, and the default view puts every ship there, large enough to tell
 * apart. Waits for what the page reports, never wall time.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_EASE_S } from '../../src/scene/framingStages.ts';
import { PLANET_LOOK } from '../../src/scene/fullthrust/terrainGeometry.ts';
import { type Harness, openPage, seekFrames, startHarness, waitReady } from './harness.ts';

/** A box in page CSS px. */
interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];
const DEMOS = ['xwing-1e', 'star-warriors', 'fullthrust-sw'];
/** Sub-pixel slack for rounding in the browser's boxes, px. */
const SLACK = 0.5;

let harness: Harness;

/** Boxes of the visible overlay panels (side panels, status, transport, help bar), in page px. */
function panelBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.app .panel, .app .help-bar, .app .dispute-fold-bar')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && r.height > 0 && getComputedStyle(el).display !== 'none')
      .map(({ el, r }) => ({ name: el.className, left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
  );
}

/** Smallest computed font size of any element under the panels that shows text of its own, with its text. */
function smallestText(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    let best = { px: Infinity, text: '' };
    for (const el of document.querySelectorAll<HTMLElement>('.app .panel *, .app .help-bar *, .app .panel')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!own || el.getClientRects().length === 0) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < best.px) best = { px, text: (el.textContent ?? '').trim().slice(0, 40) };
    }
    return best;
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - SLACK && b.left < a.right - SLACK && a.top < b.bottom - SLACK && b.top < a.bottom - SLACK;

/** Checks no panel is cut by the window and no two panels overlap. */
function expectPanelsFit(boxes: Box[], size: { width: number; height: number }, where: string): void {
  expect(boxes.length, `${where}: panels found`).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.left, `${where}: ${b.name} left`).toBeGreaterThanOrEqual(-SLACK);
    expect(b.top, `${where}: ${b.name} top`).toBeGreaterThanOrEqual(-SLACK);
    expect(b.right, `${where}: ${b.name} right`).toBeLessThanOrEqual(size.width + SLACK);
    expect(b.bottom, `${where}: ${b.name} bottom`).toBeLessThanOrEqual(size.height + SLACK);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1))
      expect(overlaps(a, b), `${where}: ${a.name} ${JSON.stringify(a)} overlaps ${b.name} ${JSON.stringify(b)}`).toBe(
        false,
      );
  }
}

/** The start of the battle's first move, s, or STAGE_EASE_S after its first round starts when that is later. */
function firstMoveTime(page: Page): Promise<number> {
  return page.evaluate((ease) => {
    const events = window.__holotable!.battleTimeline()?.events ?? [];
    const move = events.find((e) => e.kind === 'move');
    const round = events.find((e) => e.kind === 'round');
    return Math.max(move?.t ?? 0, (round?.t ?? 0) + ease);
  }, STAGE_EASE_S);
}

/** Each ship's centre on screen and its size there (px across 20 mm either side of its centre), page px. */
function shipsOnScreen(page: Page): Promise<{ id: string; x: number; y: number; px20mm: number }[]> {
  return page.evaluate(() => {
    const api = window.__holotable!;
    const project = (x: number, y: number) => api.tableToScreen(x, y);
    return api.shipIds().flatMap((id) => {
      const pose = api.shipTablePose(id);
      const at = api.shipScreenPosition(id);
      if (!pose || !at) return [];
      const a = project(pose.x - 20, pose.y);
      const b = project(pose.x + 20, pose.y);
      return [{ id, x: at.x, y: at.y, px20mm: Math.hypot(b.x - a.x, b.y - a.y) }];
    });
  });
}

/**
 * The planet of a grid map on screen (page px): the four corners of the square its ring spans, on the mat, and
 * the top of its sphere, each named; none for a map without one.
 */
function planetOnScreen(page: Page): Promise<{ name: string; x: number; y: number }[]> {
  return page.evaluate((look) => {
    const api = window.__holotable!;
    const grid = api.battleTimeline()?.grid;
    if (grid?.kind !== 'square') return [];
    const squares = grid.blocked.filter((b) => b.kind === 'planet');
    if (squares.length === 0) return [];
    const c0 = Math.min(...squares.map((b) => b.col));
    const c1 = Math.max(...squares.map((b) => b.col)) + 1;
    const r0 = Math.min(...squares.map((b) => b.row));
    const r1 = Math.max(...squares.map((b) => b.row)) + 1;
    const cx = ((c0 + c1) / 2) * grid.cellMm;
    const cy = ((r0 + r1) / 2) * grid.cellMm;
    const r = (Math.min(c1 - c0, r1 - r0) * grid.cellMm) / 2;
    const ring = r * look.ring;
    const corners = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([sx = 0, sy = 0]) => ({
      name: `ring corner ${sx} ${sy}`,
      ...api.tableToScreen(cx + sx * ring, cy + sy * ring),
    }));
    const top = api.tableToScreen(cx, cy, r * (look.centreUp + look.sphere));
    return [...corners, { name: 'sphere top', ...top }];
  }, PLANET_LOOK);
}

/** A box's distance to another, px (0 when they touch or overlap). */
function gap(a: Omit<Box, 'name'>, b: Omit<Box, 'name'>): number {
  const dx = Math.max(0, a.left - b.right, b.left - a.right);
  const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom);
  return Math.hypot(dx, dy);
}

/**
 * No label covers a ship or obstacle (their projected footprints), and each ship's label either sits by its
 * ship (within LEADER_MIN_PX, 10 px) or has a leader line from its own edge to its ship's box.
 */
async function expectLabelsClearOfShips(page: Page, where: string): Promise<void> {
  const { labels, feet, names } = await page.evaluate(() => {
    const api = window.__holotable!;
    const units = api.battleTimeline()?.units ?? [];
    return { labels: api.labels(), feet: api.footprints(), names: units.map((u) => [u.name, u.id] as const) };
  });
  expect(feet.length, `${where}: footprints reported`).toBeGreaterThan(0);
  const idOf = new Map(names);
  for (const l of labels) {
    const box = { left: l.left, top: l.top, right: l.left + l.width, bottom: l.top + l.height };
    for (const f of feet)
      expect(
        overlaps({ name: l.text, ...box }, { name: f.id ?? 'obstacle', ...f }),
        `${where}: "${l.text}" covers ${f.id ?? 'an obstacle'} ${JSON.stringify(f)}`,
      ).toBe(false);
    const own = feet.find((f) => f.id !== null && f.id === idOf.get(l.text));
    if (!own) continue;
    if (l.leader === null) {
      expect(gap(box, own), `${where}: "${l.text}" sits by its ship, or has a leader line`).toBeLessThanOrEqual(10.5);
    } else {
      // The line starts on the label's edge and ends on its ship's box.
      expect(gap({ left: l.leader.x1, right: l.leader.x1, top: l.leader.y1, bottom: l.leader.y1 }, box)).toBeLessThan(
        0.5,
      );
      expect(gap({ left: l.leader.x2, right: l.leader.x2, top: l.leader.y2, bottom: l.leader.y2 }, own)).toBeLessThan(
        0.5,
      );
    }
  }
}

/** The moment the battle opens on (its set-up done, the first round about to start), s. */
function openingTime(page: Page): Promise<number> {
  return page.evaluate(() => window.__holotable!.battleTimeline()?.events.find((e) => e.kind === 'round')?.t ?? 0);
}

/**
 * The obstacles' outlines on screen (every corner of each, on the mat, page px), and the screen boxes of every
 * ship and obstacle drawn (their footprints: base and model, or outline and rocks), canvas px.
 */
function terrainAndShipsOnScreen(page: Page) {
  return page.evaluate(() => {
    const api = window.__holotable!;
    const obstacles = (api.battleTimeline()?.events ?? []).flatMap((e) =>
      e.kind === 'obstacle' ? [{ name: e.name, points: e.outline.map(([x, y]) => api.tableToScreen(x, y)) }] : [],
    );
    return { obstacles, feet: api.footprints(), canvas: api.camera().viewport };
  });
}

/**
 * The opening view (the battle as set up, before its first move) keeps every ship and obstacle whole in the part
 * of the canvas no panel covers: each obstacle's outline corners and each footprint's box inside the window and
 * clear of every panel (issue 15: an asteroid at the mat's near edge was cut by the window's bottom at 720p).
 */
async function expectOpeningViewWhole(page: Page, size: { width: number; height: number }, where: string) {
  await seekFrames(page, await openingTime(page), 4);
  const panels = await panelBoxes(page);
  const { obstacles, feet, canvas } = await terrainAndShipsOnScreen(page);
  const inWindow = (b: Omit<Box, 'name'>) =>
    b.left >= -SLACK && b.top >= -SLACK && b.right <= size.width + SLACK && b.bottom <= size.height + SLACK;
  for (const o of obstacles) {
    for (const p of o.points) {
      const at = `${where}: ${o.name}'s outline at (${p.x.toFixed(0)}, ${p.y.toFixed(0)})`;
      expect(inWindow({ left: p.x, right: p.x, top: p.y, bottom: p.y }), `${at} inside the window`).toBe(true);
      const under = panels.find((b) => p.x > b.left && p.x < b.right && p.y > b.top && p.y < b.bottom);
      expect(under?.name, `${at} under a panel`).toBeUndefined();
    }
  }
  expect(feet.length, `${where}: footprints drawn at the opening`).toBeGreaterThan(0);
  for (const f of feet) {
    const box = { name: f.id ?? 'an obstacle', left: f.left + canvas.left, right: f.right + canvas.left };
    const b = { ...box, top: f.top + canvas.top, bottom: f.bottom + canvas.top };
    expect(inWindow(b), `${where}: ${b.name} ${JSON.stringify(b)} whole in the window`).toBe(true);
    const under = panels.find((p) => overlaps(b, p));
    expect(under?.name, `${where}: ${b.name} ${JSON.stringify(b)} under a panel`).toBeUndefined();
  }
}

/** A caption as long as the longest the engines write. */
const LONG_CAPTION = `Proton Bomb detonates near ${Array(5).fill('Black Squadron Pilot').join(', ')} and "Mauler Mithel"`;

describe('layout and readability', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const demo of DEMOS) {
    for (const size of SIZES) {
      it(`${demo} at ${size.width} × ${size.height}: panels fit, text ≥ 14 px, opening view whole, ships framed clear of panels`, async () => {
        const where = `${demo} ${size.width}×${size.height}`;
        const { page } = await openPage(harness.browser, `${harness.baseUrl}?demo=${demo}`, size);
        await waitReady(page);
        await expectOpeningViewWhole(page, size, where);
        // The default view settles on the panels' measured boxes within a frame or two of them laying out; it is
        // measured at a set moment, the battle's first move (round 1 framed, its ease done), not wherever
        // autoplay has got to.
        await seekFrames(page, await firstMoveTime(page), 4);
        const boxes = await panelBoxes(page);
        expectPanelsFit(boxes, size, where);
        const hidden = await page.evaluate(() => {
          const list = document.querySelector('.squad-panel');
          return list ? list.scrollHeight - list.clientHeight : 0;
        });
        expect(hidden, `${where}: squad list height hidden behind its scroll bar, px`).toBeLessThanOrEqual(0);
        const text = await smallestText(page);
        expect(text.px, `${where}: smallest panel text ("${text.text}")`).toBeGreaterThanOrEqual(14);

        const labels = await page.evaluate(() => window.__holotable!.labels());
        expect(labels.length, `${where}: labels drawn`).toBeGreaterThan(0);
        for (const l of labels) expect(l.fontPx, `${where}: label ${l.text}`).toBeGreaterThanOrEqual(14);
        const labelBoxes = labels.map((l) => ({
          name: l.text,
          left: l.left,
          top: l.top,
          right: l.left + l.width,
          bottom: l.top + l.height,
        }));
        for (const [i, a] of labelBoxes.entries()) {
          for (const b of labelBoxes.slice(i + 1))
            expect(overlaps(a, b), `${where}: ${a.name} / ${b.name}`).toBe(false);
        }
        await expectLabelsClearOfShips(page, where);

        const ships = await shipsOnScreen(page);
        expect(ships.length, `${where}: ships on screen`).toBeGreaterThan(0);
        for (const s of ships) {
          const inside = s.x >= 0 && s.x <= size.width && s.y >= 0 && s.y <= size.height;
          expect(inside, `${where}: ${s.id} at (${s.x.toFixed(0)}, ${s.y.toFixed(0)}) inside the window`).toBe(true);
          const under = boxes.find((b) => s.x > b.left && s.x < b.right && s.y > b.top && s.y < b.bottom);
          expect(under?.name, `${where}: ${s.id} under a panel`).toBeUndefined();
        }
        for (const p of await planetOnScreen(page)) {
          const inside = p.x >= 0 && p.x <= size.width && p.y >= 0 && p.y <= size.height;
          expect(inside, `${where}: the planet's ${p.name} at (${p.x.toFixed(0)}, ${p.y.toFixed(0)}) on screen`).toBe(
            true,
          );
          const under = boxes.find((b) => p.x > b.left && p.x < b.right && p.y > b.top && p.y < b.bottom);
          expect(under?.name, `${where}: the planet's ${p.name} under a panel`).toBeUndefined();
        }
        const smallest = Math.min(...ships.map((s) => s.px20mm));
        expect(smallest, `${where}: smallest ship's 40 mm on screen, px`).toBeGreaterThanOrEqual(
          MIN_PX_40MM[demo] ?? 0,
        );
        // A long caption (a bomb going off near five ships) wraps inside the header instead of running under a
        // side panel: the header is given one and measured again.
        await page.evaluate((text) => {
          const line = document.querySelector('[data-testid="status-event"]');
          if (line) line.textContent = text;
        }, LONG_CAPTION);
        expectPanelsFit(await panelBoxes(page), size, `${where}, with a long caption`);
        await page.context().close();
      });
    }
  }

  it('dispute mode on a 390 × 844 phone: the mat stays in view, panels fold, touch targets ≥ 40 px', async () => {
    const size = { width: 390, height: 844 };
    const { page } = await openPage(harness.browser, `${harness.baseUrl}?mode=dispute`, size);
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
    const canvas = await page.locator('canvas').first().boundingBox();
    expect(canvas?.width, 'mat width').toBe(390);
    expect(canvas?.height ?? 0, 'mat height').toBeGreaterThan(600);
    expectPanelsFit(await panelBoxes(page), size, 'phone, folded');
    await page.getByRole('button', { name: 'Verdicts' }).click();
    await expect.poll(() => page.locator('.dispute-verdicts').isVisible()).toBe(true);
    expectPanelsFit(await panelBoxes(page), size, 'phone, verdicts open');
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.dispute-fold-bar button, .dispute-toolbar button')]
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 40 || r.height < 40)).length,
    );
    expect(small, 'buttons smaller than 40 px').toBe(0);
    await page.context().close();
  });
});

/**
 * Least on-screen size of 40 mm at a ship (a small X-Wing base) in the default view at the battle's first move,
 * px, per demo, at any of the three sizes (the smallest is at 1280 × 720). The view frames the ships, not the mat,
 * and frames all of round 1's movement at once so that no ship passes under a panel, so a small X-Wing ship is 36.3
 * px across at 720p (40.6 in the set-up's view of the fleets alone; Star Warriors 44.4; Full Thrust 23.7, with its
 * planet framed whole beside the fleets and its squad list, 350 px wide, beside them: 26.9 when the planet was cut
 * at the canvas edge). A view that frames the empty mat again (X-Wing 24.3 before) fails.
 */
const MIN_PX_40MM: Readonly<Record<string, number>> = { 'xwing-1e': 35, 'star-warriors': 40, 'fullthrust-sw': 23 };
