/**
 * The game's symbols in a real browser (Debian's Chromium): the page reports ready only once the vendored
 * xwing-miniatures font has loaded (a hashed build asset), the dice tray draws each X-Wing face as its symbol
 * in that font (a blank left empty, the face named in the die's label, never a word such as "HIT" on the die),
 * and a token beside a ship is its cardboard token's symbol, named in words.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { GAME_FONT_FAMILY, GLYPHS } from '../../src/icons/gameIcons.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import demo from '../../src/demo/demoBattle.json';
import { type Harness, type PageLog, seekFrames, startAppPage } from './harness.ts';
import { decodePng } from './png.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const events = timeline.events;
type Dice = TimedEvent & { kind: 'dice' };
const attackDice = events.find((e): e is Dice => e.kind === 'dice' && e.role === 'attack' && e.rolled.includes('hit'))!;
const defenceDice = events.find((e): e is Dice => e.kind === 'dice' && e.role === 'defence' && e.t > attackDice.t)!;

let harness: Harness;
let page: Page;
let log: PageLog;

/** What a die of the tray shows: its face, label, visible text and symbol (the ::before glyph and its font). */
interface DieShown {
  face: string | null;
  label: string | null;
  text: string;
  icon: string | null;
  glyph: string | null;
  font: string | null;
  box: { x: number; y: number; width: number; height: number };
}

/** The dice of one row of the tray as drawn. */
function diceIn(testId: string): Promise<DieShown[]> {
  return page
    .getByTestId(testId)
    .locator('.die')
    .evaluateAll((els) =>
      els.map((e) => {
        const icon = e.querySelector('.game-icon');
        const before = icon ? getComputedStyle(icon, '::before') : null;
        const r = e.getBoundingClientRect();
        return {
          face: e.getAttribute('data-face'),
          label: e.getAttribute('aria-label'),
          text: (e as HTMLElement).innerText.trim(),
          icon: icon?.getAttribute('data-icon') ?? null,
          glyph: before ? before.content : null,
          font: before ? before.fontFamily : null,
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      }),
    );
}

/** Near-white pixels (a die's symbol) in a box of a screenshot. */
function whiteIn(png: Buffer, box: DieShown['box']): number {
  const img = decodePng(png);
  let n = 0;
  for (let y = Math.ceil(box.y) + 3; y < box.y + box.height - 3; y++) {
    for (let x = Math.ceil(box.x) + 3; x < box.x + box.width - 3; x++) {
      const i = (y * img.width + x) * 4;
      if (img.data[i]! > 200 && img.data[i + 1]! > 200 && img.data[i + 2]! > 200) n++;
    }
  }
  return n;
}

describe('game symbols in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('has the xwing-miniatures font loaded, from the build, by the time the page is ready', async () => {
    expect(await page.evaluate((family) => document.fonts.check(`24px '${family}'`, 'd'), GAME_FONT_FAMILY)).toBe(true);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((f) => `${f.family.replace(/"/g, '')}:${f.status}`),
    );
    expect(faces).toContain(`${GAME_FONT_FAMILY}:loaded`);
    expect(log.requests.filter((u) => /\/assets\/xwing-miniatures-[\w-]+\.ttf$/.test(u))).toHaveLength(1);
    expect(log.failed).toEqual([]);
  });

  it('draws the dice as their faces’ symbols, a blank empty, each named in its label and none in words', async () => {
    await seekFrames(page, defenceDice.t + 0.1, 4);
    await page.getByTestId('dice-tray').waitFor();
    const rows = [
      { testId: 'dice-attack-rolled', faces: attackDice.rolled },
      { testId: 'dice-defence-rolled', faces: defenceDice.rolled },
    ];
    for (const { testId, faces } of rows) {
      const dice = await diceIn(testId);
      expect(dice.map((d) => d.face)).toEqual(faces);
      for (const d of dice) {
        expect(d.label, 'named for screen readers').toBe(d.face);
        expect(d.text, 'no word on the die').toBe('');
        if (d.face === 'blank') expect(d.icon).toBeNull();
        else {
          expect(d.icon).toBe(d.face);
          expect(d.glyph).toBe(`"${GLYPHS[d.face as 'hit' | 'crit' | 'focus' | 'evade']}"`);
          expect(d.font).toContain(GAME_FONT_FAMILY);
        }
      }
    }
    const trayText = await page.getByTestId('dice-tray').innerText();
    expect(trayText).not.toMatch(/\b(FOC|HIT|EVD|CRIT|BLANK)\b/);
    // The symbols are really drawn: white strokes on a face's die, none on a blank one.
    const shot = await page.screenshot({ path: '/tmp/holotable-icons-dice.png' });
    const attack = await diceIn('dice-attack-rolled');
    const hit = attack.find((d) => d.face === 'hit')!;
    expect(whiteIn(shot, hit.box), 'a hit die shows its symbol').toBeGreaterThan(40);
    const blank = [...attack, ...(await diceIn('dice-defence-rolled'))].find((d) => d.face === 'blank');
    if (blank) expect(whiteIn(shot, blank.box), 'a blank die shows nothing').toBe(0);
  });

  it('draws a focus token beside its ship as the focus token’s symbol, named "focus"', async () => {
    const token = events.find((e) => e.kind === 'token' && e.token === 'focus' && e.count > 0)!;
    const unit = (token as TimedEvent & { kind: 'token' }).unit;
    await seekFrames(page, token.t + 0.1, 4);
    const chip = page.getByTestId(`tokens-${unit}`).locator('[data-key="focus"]');
    await expect.poll(() => chip.isVisible()).toBe(true);
    expect(await chip.getAttribute('aria-label')).toBe('focus');
    expect(await chip.locator('.game-icon').getAttribute('data-icon')).toBe('token-focus');
    expect(await chip.innerText()).toBe('');
  });
});
