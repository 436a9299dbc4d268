/**
 * The recorder's squad builder (`?mode=record`) in a real browser, through its controls only: "Biggs walks the
 * dogs" built card by card (faction, pilots, upgrades, points shown), a second unique Biggs refused with the rule
 * named, the squad downloaded as XWS equal to the fixture, kept across a reload, and a recording started with it.
 * Then, on a phone (390 × 844, touch), a Howlrunner built by taps, with every control at least 40 px and nothing
 * wider than the screen. Every wait is for what the page shows, never for wall time.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_AUTOSAVE_KEY } from '../../src/state/record/autosave.ts';
import { type Harness, PAGE_TIMEOUT_MS, startHarness } from './harness.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../state/record/fixtures/${name}.xws.json`, import.meta.url), 'utf8');
const BIGGS = JSON.parse(fixture('biggs-walks-the-dogs')) as { name: string; faction: string; pilots: unknown[] };
const SWARM = fixture('howlrunner-swarm');

let harness: Harness;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** Waits until the recorder shows its new-recording form. */
async function formReady(p: Page): Promise<void> {
  await p.locator('[data-testid="record-app"][data-ready="new"]').waitFor();
}

/** The squad total the builder of player `n` shows, in points. */
const total = (p: Page, n: number) => p.getByTestId(`squad-${n}-total`).getAttribute('data-points').then(Number);

/** Chooses a pilot (ship/pilot xws) in the picker and presses Add ship. */
async function addShip(p: Page, n: number, value: string, tap = false): Promise<void> {
  await p.getByTestId(`squad-${n}-pick-pilot`).selectOption(value);
  const button = p.getByTestId(`squad-${n}-add-ship`);
  await (tap ? button.tap() : button.click());
}

/** Chooses a card in the first free slot of its kind on ship `i`, then waits until the slot shows it. */
async function equip(p: Page, n: number, i: number, slot: string, xws: string): Promise<void> {
  const ship = p.getByTestId(`squad-${n}-ship-${i}`);
  await ship.locator(`select[data-slot="${slot}"]`).first().selectOption(xws);
  await ship.locator(`[data-card="${xws}"]`).waitFor();
}

describe('building a squad in the recorder', () => {
  beforeAll(async () => {
    harness = await startHarness();
    context = await harness.browser.newContext({
      viewport: { width: 1280, height: 720 },
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${harness.baseUrl}?mode=record`);
    await formReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it('builds Biggs walks the dogs by picking, with points and what the engine applies shown per card', async () => {
    await page.getByTestId('squad-0-name').fill('Ana');
    await page.getByTestId('squad-0-mode-build').click();
    await page.getByTestId('squad-0-faction-rebel').click();
    await page.getByTestId('squad-0-squad-name').fill('Biggs walks the dogs');
    // The picker names pilots as printed, marks the unique ones and shows their points (Biggs: 25, skill 5).
    const biggsOption = page.getByTestId('squad-0-pick-pilot').locator('option[value="xwing/biggsdarklighter"]');
    expect(await biggsOption.textContent()).toBe('• Biggs Darklighter — 25 pts, skill 5');
    expect(await biggsOption.evaluate((o) => (o.parentElement as HTMLOptGroupElement).label)).toBe('X-wing');
    await addShip(page, 0, 'xwing/biggsdarklighter');
    await expect.poll(() => total(page, 0)).toBe(25);
    const astromech = page.getByTestId('squad-0-ship-0').locator('select[data-slot="Astromech"]');
    expect(await astromech.locator('option[value="r2f2"]').textContent()).toBe('• R2-F2 — 3 pts');
    // Only the slots of Biggs's card (torpedo, astromech) and the Modification and Title every ship has.
    const slots = page.getByTestId('squad-0-ship-0').locator('select');
    expect(await slots.evaluateAll((s) => s.map((x) => x.getAttribute('data-slot')))).toEqual([
      'Torpedo',
      'Astromech',
      'Modification',
      'Title',
    ]);
    await equip(page, 0, 0, 'Astromech', 'r2f2');
    await addShip(page, 0, 'xwing/lukeskywalker');
    await equip(page, 0, 1, 'Elite', 'pushthelimit');
    await equip(page, 0, 1, 'Astromech', 'r2d2');
    await addShip(page, 0, 'xwing/wedgeantilles');
    await equip(page, 0, 2, 'Elite', 'veteraninstincts');
    await equip(page, 0, 2, 'Astromech', 'r2astromech');
    // 25 + 3, 28 + 3 + 4, 29 + 1 + 1.
    await expect.poll(() => total(page, 0)).toBe(94);
    expect(await page.getByTestId('squad-0-ship-1-points').textContent()).toBe('35');
    // Each card says what the engine applies of it: every card of this list is applied.
    const statuses = page.getByTestId('squad-0-builder').getByTestId('card-status');
    // Three pilots and five upgrades.
    expect(await statuses.count()).toBe(8);
    expect(new Set(await statuses.evaluateAll((s) => s.map((x) => x.getAttribute('data-status'))))).toEqual(
      new Set(['applied']),
    );
  });

  it('refuses a second unique Biggs, naming the card and the rule, and keeps the squad', async () => {
    await addShip(page, 0, 'xwing/biggsdarklighter');
    await expect
      .poll(() => page.getByTestId('squad-0-refusal').textContent())
      .toBe(
        'Biggs Darklighter: unique name already fielded at ship 1 (Biggs Darklighter) (unique names: one card of each per squad)',
      );
    expect(await page.getByTestId('squad-0-builder').locator('.record-builder-ship').count()).toBe(3);
    expect(await total(page, 0)).toBe(94);
  });

  it("downloads the built squad as XWS equal to the fixture's pilots and upgrades", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('squad-0-download-xws').click(),
    ]);
    const path = join(mkdtempSync(join(tmpdir(), 'holotable-squads-')), download.suggestedFilename());
    await download.saveAs(path);
    expect(download.suggestedFilename()).toBe('Biggs-walks-the-dogs.xws.json');
    const xws = JSON.parse(readFileSync(path, 'utf8')) as typeof BIGGS & { points: number };
    expect(xws.name).toBe(BIGGS.name);
    expect(xws.faction).toBe('rebel');
    expect(xws.pilots).toEqual(BIGGS.pilots);
    expect(xws.points).toBe(94);
  });

  it('keeps the built squad across a reload, then starts the recording with it', async () => {
    await page.getByTestId('squad-1-name').fill('Ben');
    await page.getByTestId('squad-1-xws').fill(SWARM);
    await page.reload();
    await formReady(page);
    await expect.poll(() => total(page, 0)).toBe(94);
    expect(await page.getByTestId('squad-0-name').inputValue()).toBe('Ana');
    expect(await page.getByTestId('squad-0-squad-name').inputValue()).toBe('Biggs walks the dogs');
    expect(await page.getByTestId('squad-1-xws').inputValue()).toBe(SWARM);
    await page.getByTestId('new-seed').fill('2');
    await page.getByTestId('new-start').click();
    await page.locator('[data-testid="record-app"][data-ready="recording"]').waitFor();
    const saved = await page.evaluate((key) => window.localStorage.getItem(key), RECORD_AUTOSAVE_KEY);
    const file = (JSON.parse(saved ?? '{}') as { present: { players: { name: string; squad: unknown }[] } }).present;
    expect(file.players[0]!.name).toBe('Ana');
    expect(file.players[0]!.squad).toEqual(BIGGS);
    expect(await page.getByTestId('record-question').getAttribute('data-ship')).toBe('p1-biggsdarklighter-1');
    expect(pageErrors).toEqual([]);
  });

  it('builds by taps on a phone: every control at least 40 px, nothing wider than the screen', async () => {
    const phone = await harness.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    phone.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const p = await phone.newPage();
    p.on('pageerror', (e) => pageErrors.push(String(e)));
    await p.goto(`${harness.baseUrl}?mode=record`);
    await formReady(p);
    await p.getByTestId('squad-0-mode-build').tap();
    await p.getByTestId('squad-0-faction-imperial').tap();
    await addShip(p, 0, 'tiefighter/howlrunner', true);
    await equip(p, 0, 0, 'Elite', 'swarmtactics');
    await addShip(p, 0, 'tiefighter/academypilot', true);
    // "Howlrunner" 18 + Swarm Tactics 2 + an Academy Pilot 12.
    await expect.poll(() => total(p, 0)).toBe(32);
    await p.getByTestId('squad-0-ship-0-slot-0-remove').tap();
    await expect.poll(() => total(p, 0)).toBe(30);
    const small = await p.getByTestId('squad-0').evaluate((el) =>
      [...el.querySelectorAll('button, select, input, summary')].flatMap((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && (r.width < 40 || r.height < 40) ? [c.outerHTML.slice(0, 60)] : [];
      }),
    );
    expect(small).toEqual([]);
    expect(await p.evaluate(() => document.querySelector('.record-app')!.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
