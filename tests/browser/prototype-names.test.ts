/**
 * A name of Object.prototype's members in the page address, in a real browser: `?demo=constructor` shows the
 * default demo with the same "no such demo" message as `?demo=bogus` (it once stuck on "Loading…"). The other
 * names and the dispute share link are covered without a browser (tests/house/prototype-names.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/demo/demoBattles.ts';
import { type Harness, type PageLog, startAppPage } from './harness.ts';

let harness: Harness;
let page: Page;
let log: PageLog;

describe('Object.prototype names in the page address', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage('?demo=constructor'));
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('?demo=constructor shows the X-Wing demo and names the parameter, as ?demo=bogus does', async () => {
    const banner = page.getByTestId('load-error-message');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`demo: expected one of ${DEMO_IDS.join(', ')}, got "constructor"`);
    expect(await page.evaluate(() => window.__holotable!.shipIds())).toEqual(['luke', 'mauler', 'black']);
  });

  it('logs no errors', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });
});
