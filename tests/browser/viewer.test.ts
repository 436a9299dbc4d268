/**
 * The scenario viewer in a real browser (Debian's Chromium, software WebGL): a scenario opened through the file
 * picker is drawn where the kernel says, its moves end exactly on the resolved poses, a bad file names the field
 * and keeps what is shown, and the page never reaches outside its own origin.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveScenario } from '../../src/rules/xwing1e/scenario/resolveScenario.ts';
import { parseScenarioText } from '../../src/rules/xwing1e/scenario/scenario.ts';
import { deltaDeg } from '../../src/kernel/index.ts';
import { type Harness, type PageLog, ROOT, seekFrames, startAppPage, waitFrames } from './harness.ts';
import { decodePng } from './png.ts';

const EXAMPLE_FILE = join(ROOT, 'examples/spec-example.json');
const exampleText = readFileSync(EXAMPLE_FILE, 'utf8');
const example = parseScenarioText(exampleText);
const resolved = resolveScenario(example).moves;

let harness: Harness;
let page: Page;
let log: PageLog;

/** Opens a file through the control panel's "Open scenario…" picker. */
async function openFile(name: string, text: string): Promise<void> {
  await page.setInputFiles('[data-testid="file-input"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** The table pose the page reports for a ship. */
async function tablePose(id: string) {
  const p = await page.evaluate((ship) => window.__holotable!.shipTablePose(ship), id);
  expect(p, `ship ${id} is drawn`).not.toBeNull();
  return p!;
}

describe('scenario viewer in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('opens a scenario from the file picker and draws each ship at its starting pose (1e-6 mm)', async () => {
    await openFile('spec-example.json', exampleText);
    await page.waitForFunction(() => window.__holotable?.source === 'spec-example.json');
    await waitFrames(page, 3);
    expect(await page.evaluate(() => window.__holotable!.shipIds())).toEqual(['red1', 'tie2']);
    for (const ship of example.ships) {
      const p = await tablePose(ship.id);
      expect(Math.abs(p.x - ship.x)).toBeLessThan(1e-6);
      expect(Math.abs(p.y - ship.y)).toBeLessThan(1e-6);
      expect(Math.abs(deltaDeg(p.headingDeg, ship.heading))).toBeLessThan(1e-6);
    }
    expect(await page.getByTestId('scenario-source').textContent()).toContain('spec-example.json');
  });

  it('ends every move exactly on the pose the kernel resolved (bank-left-2; Tallon roll with slide)', async () => {
    await seekFrames(page, 'end', 3);
    // Hand check of the first one: small bank-left-2 from (300, 120) facing 90°.
    expect(resolved[0]!.final.heading).toBeCloseTo(135, 9);
    for (const move of resolved) {
      const p = await tablePose(move.ship);
      expect(Math.abs(p.x - move.final.x), `${move.ship} x`).toBeLessThan(1e-6);
      expect(Math.abs(p.y - move.final.y), `${move.ship} y`).toBeLessThan(1e-6);
      expect(Math.abs(deltaDeg(p.headingDeg, move.final.heading)), `${move.ship} heading`).toBeLessThan(1e-6);
    }
  });

  it('in the top-down view, the ships are on screen where the table says, and the pixels show them', async () => {
    await page.keyboard.press('t');
    await page.waitForFunction(() => window.__holotable!.camera().mode === 'top');
    await waitFrames(page, 5);
    const red = (await page.evaluate(() => window.__holotable!.shipScreenPosition('red1')))!;
    const tie = (await page.evaluate(() => window.__holotable!.shipScreenPosition('tie2')))!;
    const end = Object.fromEntries(resolved.map((m) => [m.ship, m.final]));
    // Table +x is screen right, table +y is screen up, at one scale on both axes.
    const scaleX = (tie.x - red.x) / (end.tie2!.x - end.red1!.x);
    const scaleY = (red.y - tie.y) / (end.tie2!.y - end.red1!.y);
    expect(scaleX).toBeGreaterThan(0);
    expect(Math.abs(scaleX / scaleY - 1)).toBeLessThan(1e-3);

    const shot = await page.screenshot();
    writeFileSync('/tmp/holotable-viewer-top.png', shot);
    const img = decodePng(shot);
    const colourfulNear = (cx: number, cy: number) => {
      // Ships' bases and models are bright and saturated against the dark mat; look in a box of one base side.
      const half = Math.round(40 * scaleX * 0.5);
      let hits = 0;
      for (let y = Math.round(cy) - half; y <= Math.round(cy) + half; y++) {
        for (let x = Math.round(cx) - half; x <= Math.round(cx) + half; x++) {
          const i = (y * img.width + x) * 4;
          const r = img.data[i]!;
          const g = img.data[i + 1]!;
          const b = img.data[i + 2]!;
          if (Math.max(r, g, b) > 150) hits++;
        }
      }
      return hits;
    };
    expect(colourfulNear(red.x, red.y)).toBeGreaterThan(30);
    expect(colourfulNear(tie.x, tie.y)).toBeGreaterThan(30);
    // An empty stretch of mat far from both ships and obstacles is dark.
    const emptyX = red.x + (120 - end.red1!.x) * scaleX;
    const emptyY = red.y - (800 - end.red1!.y) * scaleY;
    expect(colourfulNear(emptyX, emptyY)).toBeLessThan(30);
  });

  it('a bad file names the field and what was expected, and the scenario on show stays', async () => {
    const bad = exampleText.replace('"heading": 270', '"heading": "north"');
    await openFile('broken.json', bad);
    const banner = page.getByTestId('load-error-message');
    await banner.waitFor();
    const message = await banner.textContent();
    expect(message).toContain('ships[1].heading');
    expect(message).toContain('expected a number');
    expect(await page.evaluate(() => window.__holotable!.source)).toBe('spec-example.json');
    expect(await page.evaluate(() => window.__holotable!.shipIds())).toEqual(['red1', 'tie2']);
  });

  it('logs no errors and makes no request outside its own origin', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
    expect(log.failed).toEqual([]);
    const origin = new URL(harness.baseUrl).origin;
    const outside = log.requests.filter(
      (u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin,
    );
    expect(outside).toEqual([]);
  });
});
