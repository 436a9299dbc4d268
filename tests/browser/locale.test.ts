/**
 * A battle plays alike in a browser of any language (issue 16): the page, in Danish and in Turkish (playwright's
 * `locale`, which sets the page's default locale and collation), plays a battle whose ids those languages
 * collate unlike code points into the timeline Node plays.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '../../src/battle/timeline.ts';
import { xwing1eSystem } from '../../src/rules/xwing1e/system.ts';
import { type Harness, PAGE_TIMEOUT_MS, startHarness, waitReady } from './harness.ts';

const FILE = 'locale-battle.json';
const battleText = readFileSync('tests/cli/fixtures/locale-battle.json', 'utf8');
const { timeline } = xwing1eSystem.play(JSON.parse(battleText));

/** What a page says of its locale: the default locale, and how its collation orders the fixture's ids. */
interface PageLocale {
  language: string;
  collator: string;
  sorted: string[];
}

let harness: Harness;

/**
 * Opens the viewer on the fixture (`?battle=`, served from the page's own origin by a route) in a new context
 * of `browser`, waits until it is ready, and returns the page with its locale and timeline.
 */
async function openBattle(browser: Browser, locale?: string) {
  const context = await browser.newContext({ viewport: { width: 640, height: 400 }, ...(locale ? { locale } : {}) });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await context.route(`**/${FILE}`, (route) => route.fulfill({ contentType: 'application/json', body: battleText }));
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${harness.baseUrl}?battle=${FILE}`);
  await waitReady(page);
  const seen = await page.evaluate(
    (ids): PageLocale & { source: string | null; timeline: Timeline | null } => ({
      language: navigator.language,
      collator: new Intl.Collator().resolvedOptions().locale,
      sorted: [...ids].sort((a, b) => a.localeCompare(b)),
      source: window.__holotable!.source,
      timeline: window.__holotable!.battleTimeline(),
    }),
    timeline.units.map((u) => u.id),
  );
  await context.close();
  return { ...seen, errors };
}

/** The events' order and who does what: what a locale-dependent order would change. */
const who = (t: Timeline) =>
  t.events.map((e) => [e.kind, 'unit' in e ? e.unit : null, 'attacker' in e ? e.attacker : null].join(' '));

/** Numbers within a few ulps (Chromium's V8 and Node's may round Math.* differently), all else exactly. */
const rounded = (t: Timeline) =>
  JSON.stringify(t, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v));

describe('a battle plays alike in a browser of any language', () => {
  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  // Debian's chromium package ships only the en-US locale pack (the others are in chromium-l10n), so there
  // `--lang=da` falls back to en-US and changes nothing; playwright's `locale` (CDP's locale override) sets the
  // page's default locale and its collation whatever packs are installed, and needs no browser of its own.
  it.each([
    // Danish: aa is å, the alphabet's last letter, after Ø; I and i tie but for case.
    ['da-DK', ['beta', 'I', 'i', 'ı', 'Ø', 'å', 'aaron']],
    // Turkish: dotless ı comes before I and i; å sorts as a.
    ['tr-TR', ['å', 'aaron', 'beta', 'ı', 'I', 'i', 'Ø']],
  ])('in a page whose locale is %s', async (locale, collated) => {
    const seen = await openBattle(harness.browser, locale);
    // The premise: the page collates the ids in that language, unlike code points (I aaron beta i Ø å ı).
    expect(seen.language).toBe(locale);
    expect(seen.collator).toBe(locale);
    expect(seen.sorted).toEqual(collated);
    expect(seen.source).toBe(FILE);
    expect(seen.errors).toEqual([]);
    expect(who(seen.timeline!)).toEqual(who(timeline));
    expect(rounded(seen.timeline!)).toBe(rounded(timeline));
  });
});
