/**
 * Motion and effects in a real browser (Debian's Chromium, software WebGL): tokens beside the bases follow the
 * token events, the dice tray lists the faces of the attack under way exactly as the timeline rolled them, and
 * damage flashes the shields or the hull. Screenshots go to /tmp for a look.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { xwingWords } from '../../src/rules/xwing1e/words.ts';
import { tokensShownAt } from '../../src/scene/tokenDisplay.ts';
import demo from '../../src/demo/demoBattle.json';
import { type Harness, type PageLog, seekFrames, startAppPage } from './harness.ts';
import { decodePng } from './png.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const events = timeline.events;
const of = <K extends TimedEvent['kind']>(kind: K) =>
  events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

let harness: Harness;
let page: Page;
let log: PageLog;

/** Seeks the page's playback clock and waits until the scene and the panels have drawn that moment. */
async function seek(t: number): Promise<void> {
  await seekFrames(page, t, 4);
}

/** Pixels in a box of a screenshot (page CSS px = image px at deviceScaleFactor 1) that pass a colour test. */
function pixelsIn(
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
  test: (r: number, g: number, b: number) => boolean,
): number {
  const img = decodePng(png);
  let n = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(img.height, box.y + box.height); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(img.width, box.x + box.width); x++) {
      const i = (y * img.width + x) * 4;
      if (test(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!)) n++;
    }
  }
  return n;
}

const green = (r: number, g: number, b: number) => g > 150 && g > r + 60 && g > b + 30;
const blue = (r: number, g: number, b: number) => b > 150 && b > r + 50;

describe('motion and effects in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows a focus token beside the ship that took the focus action, as snapshotAt has it', async () => {
    const action = of('action').find((a) => a.action === 'focus')!;
    const token = of('token').find((e) => e.unit === action.unit && e.token === 'focus' && e.t >= action.t)!;
    const t = token.t + 0.1;
    await seek(action.t + 0.1);
    expect(await page.evaluate((id) => window.__holotable!.tokensShown(id), action.unit)).toEqual(
      tokensShownAt(timeline, action.unit, action.t + 0.1, xwingWords).map((m) => ({ key: m.key, count: m.count })),
    );
    await seek(t);
    const shown = await page.evaluate((id) => window.__holotable!.tokensShown(id), action.unit);
    expect(shown).toEqual(
      tokensShownAt(timeline, action.unit, t, xwingWords).map((m) => ({ key: m.key, count: m.count })),
    );
    expect(shown).toContainEqual({ key: 'focus', count: 1 });

    // In the DOM: a green focus chip, beside the ship on screen.
    const chip = page.getByTestId(`tokens-${action.unit}`).locator('[data-key="focus"]');
    await expect.poll(() => chip.isVisible()).toBe(true);
    expect(await chip.getAttribute('aria-label')).toBe('focus');
    const box = (await chip.boundingBox())!;
    const ship = (await page.evaluate((id) => window.__holotable!.shipScreenPosition(id), action.unit))!;
    expect(Math.hypot(box.x - ship.x, box.y + box.height / 2 - ship.y), 'chip beside the ship').toBeLessThan(200);
    const shot = await page.screenshot({ path: '/tmp/holotable-effects-tokens.png' });
    expect(pixelsIn(shot, box, green), 'focus chip is green in the pixels').toBeGreaterThan(box.width * 2);

    // Spent or cleared at the end of the round: gone.
    const cleared = of('token').find((e) => e.unit === action.unit && e.token === 'focus' && e.count === 0)!;
    await seek(cleared.t + 0.01);
    expect(await page.evaluate((id) => window.__holotable!.tokensShown(id), action.unit)).not.toContainEqual({
      key: 'focus',
      count: 1,
    });
  });

  it('lists the dice of the attack under way, rolled then modified, and closes the tray after the result', async () => {
    const attackDice = of('dice').find((d) => d.role === 'attack' && d.modifications.length > 0)!;
    const i = events.indexOf(attackDice);
    const defenceDice = events.slice(i + 1).find((e) => e.kind === 'dice') as TimedEvent & { kind: 'dice' };
    const result = events.slice(i + 1).find((e) => e.kind === 'result')!;
    await seek(defenceDice.t + 0.1);
    const tray = page.getByTestId('dice-tray');
    await tray.waitFor();
    const faces = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('.die')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
    expect(await faces('dice-attack-rolled')).toEqual(attackDice.rolled);
    expect(await faces('dice-attack-modified')).toEqual(attackDice.modified);
    expect(await page.getByTestId('dice-attack-modified').textContent()).toContain('focus spent');
    expect(await faces('dice-defence-rolled')).toEqual(defenceDice.rolled);
    // Attack dice red, defence dice green.
    const colour = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await colour('[data-testid="dice-attack-rolled"] .die')).toBe('rgb(179, 32, 42)');
    expect(await colour('[data-testid="dice-defence-rolled"] .die')).toBe('rgb(31, 138, 60)');
    // The modified row fades in after a beat (a CSS animation): wait until it has played.
    await page
      .getByTestId('dice-attack-modified')
      .evaluate((row) => Promise.all(row.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => true));
    await page.screenshot({ path: '/tmp/holotable-effects-dice.png' });

    await seek(result.t + 0.05);
    expect(await page.getByTestId('dice-result').textContent()).toContain(
      result.kind === 'result' && result.hit ? 'Hit' : 'Miss',
    );
    const next = events[events.indexOf(result) + 1]!;
    await seek(next.t + 0.01);
    if (next.kind !== 'attack') await expect.poll(() => tray.count()).toBe(0);
  });

  it('flashes the shields when shields are lost and the hull when hull is, with the numbers', async () => {
    const shieldHit = of('damage').find((d) => d.shieldsLost > 0)!;
    await seek(shieldHit.t - 0.05);
    expect(await page.evaluate(() => window.__holotable!.hitFlashes())).toEqual([]);
    const ship = (await page.evaluate((id) => window.__holotable!.shipScreenPosition(id), shieldHit.unit))!;
    const area = { x: ship.x - 60, y: ship.y - 90, width: 120, height: 120 };
    const quiet = await page.screenshot();
    await seek(shieldHit.t + 0.1);
    expect(await page.evaluate(() => window.__holotable!.hitFlashes())).toEqual([
      { unit: shieldHit.unit, shield: true, hull: false },
    ]);
    await expect
      .poll(() => page.locator(`[data-testid="hit-${shieldHit.unit}"]:visible`).textContent())
      .toContain(`−${shieldHit.shieldsLost} shield`);
    const flash = await page.screenshot({ path: '/tmp/holotable-effects-shield-hit.png' });
    expect(pixelsIn(flash, area, blue), 'the shield bubble shows in the pixels').toBeGreaterThan(
      pixelsIn(quiet, area, blue) + 200,
    );

    const hullHit = of('damage').find((d) => d.shieldsLost === 0 && d.cards.length > 0)!;
    await seek(hullHit.t + 0.15);
    expect(await page.evaluate(() => window.__holotable!.hitFlashes())).toEqual([
      { unit: hullHit.unit, shield: false, hull: true },
    ]);
    await expect
      .poll(() => page.locator(`[data-testid="hit-${hullHit.unit}"]:visible`).textContent())
      .toContain('hull');
    await page.screenshot({ path: '/tmp/holotable-effects-hull-hit.png' });
    await seek(hullHit.t + hullHit.duration + 0.05);
    expect(await page.evaluate(() => window.__holotable!.hitFlashes())).toEqual([]);
  });

  it('flies a fleeing ship on over the table edge, then takes it away', async () => {
    // The demo with Luke set up facing his own edge and flying a 3 straight: the template takes him off the mat
    // (rules: FLEEING THE BATTLEFIELD).
    const file = structuredClone(demo) as unknown as { title: string; ships: { heading: number }[]; rounds: unknown[] };
    file.title = 'Luke flies off the table';
    file.ships[0]!.heading = 270;
    file.rounds = [{ dials: { luke: 'straight-3' } }];
    const fled = playBattle(parseBattleFile(file)).timeline;
    const move = fled.events.find((e) => e.kind === 'move' && e.unit === 'luke')!;
    const gone = fled.events.find((e) => e.kind === 'destroyed' && e.unit === 'luke')!;
    expect(move.kind === 'move' && move.fled).toBe(true);
    await page.setInputFiles('[data-testid="file-input"]', {
      name: 'flee.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.waitForFunction(() => window.__holotable!.source === 'flee.json');
    const yAt = async (t: number) => {
      await seek(t);
      return (await page.evaluate(() => window.__holotable!.shipTablePose('luke')))?.y ?? null;
    };
    // Half way through the move, on the template: 55 − 80 mm.
    expect(await yAt(move.t + move.duration / 2)).toBeCloseTo(55 - 80, 6);
    // During the destroyed event it keeps flying straight on, below the table's edge and further each moment.
    const early = (await yAt(gone.t + 0.2))!;
    const late = (await yAt(gone.t + gone.duration * 0.9))!;
    expect(early).toBeLessThan(-105);
    expect(late).toBeLessThan(early);
    // Once its destroyed event is over it is no longer drawn.
    expect(await yAt(gone.t + gone.duration + 0.5)).toBeNull();
    await page.setInputFiles('[data-testid="file-input"]', {
      name: 'demo.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(demo)),
    });
    await page.waitForFunction(() => window.__holotable!.source === 'demo.json');
  });

  it('logs no errors and makes no request outside its own origin', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
    const origin = new URL(harness.baseUrl).origin;
    expect(log.requests.filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin)).toEqual([]);
  });
});
