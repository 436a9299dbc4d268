/**
 * The default orbit view keeps every ship in play on screen while a battle plays: each demo at 1280 × 720 is
 * sampled at moments through its battle (for the X-Wing demo, also the ones issue 15's screenshots showed: 127,
 * 131, 135 and 145 s), and every ship standing on the play area must have its base on the canvas and in the part
 * no side panel, header or transport bar covers, nor the dice tray while an attack's dice play. Waits for what the
 * page reports, never wall time. At moments sampled from each demo's dice rolls, the dice tray covers no ship.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, seekFrames, startHarness, waitFrames, waitReady } from './harness.ts';

const SIZE = { width: 1280, height: 720 };
/** Shares of each battle's length sampled, and extra moments (s) per demo. */
const SHARES = [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.99];
const EXTRA: Readonly<Record<string, number[]>> = { 'xwing-1e': [127, 131, 135, 145] };
const DEMOS = ['xwing-1e', 'star-warriors', 'fullthrust-sw'];
/** Dice moments sampled per demo for the tray: every dice event's start, this many spread evenly over the battle. */
const DICE_SAMPLES = 16;

let harness: Harness;

/** Where each ship on the play area stands on screen: its base's centre and its screen box, page px. */
function shipsOnScreen(page: Page) {
  return page.evaluate(() => {
    const api = window.__holotable!;
    const area = api.battleTimeline()?.playArea ?? { width: Infinity, height: Infinity };
    const project = (x: number, y: number) => api.tableToScreen(x, y);
    const feet = api.footprints();
    return api.shipIds().flatMap((id) => {
      const pose = api.shipTablePose(id);
      // A ship fleeing over the edge has left play: the view does not follow it.
      if (!pose || pose.x < 0 || pose.y < 0 || pose.x > area.width || pose.y > area.height) return [];
      const box = feet.find((f) => f.id === id) ?? null;
      return [{ id, ...project(pose.x, pose.y), box }];
    });
  });
}

/** Boxes of the side panels, header, transport bar and help bar (not the passing dice tray), page px. */
function panelBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.app .panel:not(.dice-tray):not(.help-card), .app .help-bar')]
      .map((el) => ({ name: el.className, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ name, r }) => ({ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
  );
}

/** The ships the dice tray covers (their screen boxes overlap it), if a tray is shown. */
function shipsUnderTray(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tray = document.querySelector('[data-testid="dice-tray"]')?.getBoundingClientRect();
    if (!tray) return [];
    return window
      .__holotable!.footprints()
      .filter((f) => f.id !== null)
      .filter((f) => f.left < tray.right && f.right > tray.left && f.top < tray.bottom && f.bottom > tray.top)
      .map((f) => f.id!);
  });
}

describe('ships kept in frame during play', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const demo of DEMOS) {
    it(`${demo} at 1280 × 720: every ship in play stays on screen, clear of the panels`, async () => {
      const { page } = await openPage(harness.browser, `${harness.baseUrl}?demo=${demo}&autoplay=0`, SIZE);
      await waitReady(page);
      await waitFrames(page, 4);
      const duration = await page.evaluate(() => window.__holotable!.playback().duration);
      const times = [...SHARES.map((s) => s * duration), ...(EXTRA[demo] ?? [])].sort((a, b) => a - b);
      const panels = await panelBoxes(page);
      expect(panels.length, 'panels found').toBeGreaterThan(2);
      const problems: string[] = [];
      let seen = 0;
      for (const t of times) {
        await seekFrames(page, t, 3);
        const covered = await shipsUnderTray(page);
        if (covered.length) problems.push(`${t.toFixed(1)} s: the dice tray covers ${covered.join(', ')}`);
        for (const s of await shipsOnScreen(page)) {
          seen++;
          const where = `${t.toFixed(1)} s: ${s.id} at (${s.x.toFixed(0)}, ${s.y.toFixed(0)})`;
          if (s.x < 0 || s.y < 0 || s.x > SIZE.width || s.y > SIZE.height) problems.push(`${where} off the canvas`);
          const under = panels.find((b) => s.x > b.left && s.x < b.right && s.y > b.top && s.y < b.bottom);
          if (under) problems.push(`${where} under ${under.name}`);
          const b = s.box;
          if (b && (b.left < 0 || b.top < 0 || b.right > SIZE.width || b.bottom > SIZE.height))
            problems.push(`${where}: its model runs off the canvas ${JSON.stringify(b)}`);
        }
      }
      expect(problems).toEqual([]);
      expect(seen, 'ships checked').toBeGreaterThan(times.length);
      await page.context().close();
    });
  }

  for (const demo of DEMOS) {
    it(`${demo} at 1280 × 720: the dice tray covers no ship while the dice play`, async () => {
      const { page } = await openPage(harness.browser, `${harness.baseUrl}?demo=${demo}&autoplay=0`, SIZE);
      await waitReady(page);
      await waitFrames(page, 4);
      const moments = await diceMoments(page);
      expect(moments.length, 'dice moments sampled').toBe(DICE_SAMPLES);
      const problems: string[] = [];
      let trays = 0;
      for (const t of moments) {
        // Cut: the tray is placed against the ships where this moment's frame draws them.
        await page.evaluate((time) => window.__holotable!.seek(time, { cut: true }), t);
        await waitFrames(page, 4);
        if (await page.locator('[data-testid="dice-tray"]').isVisible()) trays++;
        const covered = await shipsUnderTray(page);
        if (covered.length) problems.push(`${t.toFixed(2)} s: the dice tray covers ${covered.join(', ')}`);
      }
      expect(problems).toEqual([]);
      expect(trays, 'moments with the tray up').toBe(DICE_SAMPLES);
      await page.context().close();
    });
  }
});

/**
 * DICE_SAMPLES moments just after a dice event starts (the tray shows its faces), spread evenly over the battle's
 * dice events: the tray, which the camera does not move for, stands aside for the ships (traySlot.ts), in its
 * narrow layout where the wide one finds no place (Star Warriors at 720p: 15 of its first 101 dice moments covered a
 * ship with the wide layout alone).
 */
function diceMoments(page: Page): Promise<number[]> {
  return page.evaluate((n) => {
    const dice = (window.__holotable!.battleTimeline()?.events ?? []).filter((e) => e.kind === 'dice');
    const step = dice.length / n;
    return Array.from({ length: Math.min(n, dice.length) }, (_, i) => (dice[Math.floor(i * step)]?.t ?? 0) + 0.05);
  }, DICE_SAMPLES);
}
