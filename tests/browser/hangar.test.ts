/**
 * The ship hangar (`?mode=hangar`): every model listed by the name players know, the one picked drawn whole in
 * the 3D view right of the list, a huge ship included (the engine lists them but does not fly them), and a bad
 * `?ship=` named. Waits for what the page reports (window.__holotableHangar), never for wall time.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE_GROUPS } from '../../src/models/modelNames.ts';
import { type Harness, openPage, startHarness } from './harness.ts';

let harness: Harness;

/** Waits until the hangar shows `model`, framed and drawn. */
async function waitShown(page: Page, model: string): Promise<void> {
  await page.waitForFunction(
    (m) => window.__holotableHangar?.ready === true && window.__holotableHangar.model === m,
    model,
    { polling: 50 },
  );
}

describe('the ship hangar', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lists every model by name and draws the one picked whole, right of the list, a huge ship included', async () => {
    const size = { width: 1280, height: 720 };
    const { page, log } = await openPage(harness.browser, `${harness.baseUrl}?mode=hangar`, size);
    await waitShown(page, 'xwing');
    const names = await page.locator('[data-testid="hangar-list"] li button').allTextContents();
    expect(names).toEqual(SHOWCASE_GROUPS.flatMap((g) => g.entries.map((x) => x.name)));
    expect(await page.getByTestId('hangar-caption').textContent()).toContain('X-wing');

    await page.getByRole('button', { name: 'CR90 Corvette (Fore)', exact: true }).click();
    await waitShown(page, 'cr90corvettefore');
    const shown = await page.evaluate(() => ({
      triangles: window.__holotableHangar!.triangles,
      box: window.__holotableHangar!.screenBox()!,
      centre: window.__holotableHangar!.centreOnPage()!,
    }));
    expect(shown.triangles).toBeGreaterThan(500);
    const list = (await page.getByTestId('hangar-list').boundingBox())!;
    // Framed in the view right of the list: the view turns about its centre, and its bounding box (whose corners
    // lie on the sphere the camera frames) is whole in that view and spans much of it.
    expect(shown.centre.x).toBeCloseTo((340 + 1280) / 2, 3);
    expect(shown.centre.y).toBeCloseTo(360, 3);
    expect(shown.box.left).toBeGreaterThan(list.x + list.width);
    expect(shown.box.right).toBeLessThanOrEqual(1280);
    expect(shown.box.top).toBeGreaterThanOrEqual(0);
    expect(shown.box.bottom).toBeLessThanOrEqual(720);
    expect(shown.box.right - shown.box.left).toBeGreaterThan(0.5 * (1280 - 340));
    const caption = await page.getByTestId('hangar-caption').textContent();
    expect(caption).toContain('CR90 Corvette (Fore)');
    expect(caption).toContain('does not fly them');
    expect(caption).toContain('Rebel Alliance colours');
    // Back to a model seen before (loaded already): framed and reported again.
    await page.getByRole('button', { name: 'X-wing', exact: true }).click();
    await waitShown(page, 'xwing');
    expect(await page.getByTestId('hangar-caption').textContent()).toContain('X-wing');
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('opens the model `?ship=` names, and names the parameter when no model has that id', async () => {
    const good = await openPage(harness.browser, `${harness.baseUrl}?mode=hangar&ship=stardestroyer`);
    await waitShown(good.page, 'stardestroyer');
    expect(await good.page.getByTestId('hangar-caption').textContent()).toContain('Imperial Star Destroyer');
    await good.page.context().close();
    const bad = await openPage(harness.browser, `${harness.baseUrl}?mode=hangar&ship=millenium`);
    await waitShown(bad.page, 'xwing');
    expect(await bad.page.getByTestId('hangar-caption').textContent()).toContain(
      'ship: no model is called "millenium"; showing the X-wing',
    );
    await bad.page.context().close();
  });
});
