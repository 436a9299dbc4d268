/**
 * The recorder (`?mode=record`) in a real browser, through its buttons only: a 3-round game between two
 * tournament squads (Biggs walks the dogs, 3 X-wings, against a Howlrunner swarm of 6 TIE fighters) with a barrel
 * roll and a bump in round 1, an asteroid hit and an attack with its dice in round 2 (recorded on a phone-size,
 * touch viewport), a reload in the middle of round 3 and a manual adjustment after it. The viewer and stream mode
 * in other tabs follow the recording as it grows; the exported file validates, replays byte-identically, and
 * plays in the viewer and in stream mode. Every wait is for what a page reports, never for wall time.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { runCli } from '../../src/cli/main.ts';
import { parseBattleFileText } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { checkXwsSquad } from '../../src/rules/xwing1e/xws.ts';
import { probe, recordedTimeline } from '../../src/state/record/probe.ts';
import { RECORD_AUTOSAVE_KEY } from '../../src/state/record/autosave.ts';
import { type Harness, PAGE_TIMEOUT_MS, startHarness, waitReady } from './harness.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../state/record/fixtures/${name}.xws.json`, import.meta.url), 'utf8');
const BIGGS = fixture('biggs-walks-the-dogs');
const SWARM = fixture('howlrunner-swarm');

/**
 * The dials revealed in each round, by ship. With seed 2 the engine sets up the table so that these give a bump
 * in round 1 (Mauler Mithel into Backstabber) and in round 3 (Wedge into Howlrunner), and Biggs's hard turn in
 * round 2 ends on an asteroid.
 */
const DIALS: Record<number, Record<string, string>> = {
  1: {
    'p1-biggsdarklighter-1': 'straight-2',
    'p1-lukeskywalker-2': 'bank-right-2',
    'p1-wedgeantilles-3': 'straight-3',
    'p2-howlrunner-1': 'straight-4',
    'p2-maulermithel-2': 'turn-right-3',
    'p2-backstabber-3': 'bank-left-2',
    'p2-obsidiansquadronpilot-4': 'turn-right-3',
    'p2-academypilot-5': 'turn-left-3',
    'p2-academypilot-6': 'turn-left-2',
  },
  2: {
    'p1-biggsdarklighter-1': 'turn-right-2',
    'p1-lukeskywalker-2': 'turn-right-2',
    'p1-wedgeantilles-3': 'turn-right-2',
    'p2-howlrunner-1': 'bank-left-2',
    'p2-maulermithel-2': 'turn-left-2',
    'p2-backstabber-3': 'straight-2',
    'p2-obsidiansquadronpilot-4': 'bank-right-2',
    'p2-academypilot-5': 'turn-right-2',
    'p2-academypilot-6': 'turn-right-3',
  },
  3: {
    'p1-biggsdarklighter-1': 'turn-left-3',
    'p1-lukeskywalker-2': 'straight-3',
    'p1-wedgeantilles-3': 'turn-left-2',
    'p2-howlrunner-1': 'turn-right-2',
    'p2-maulermithel-2': 'straight-5',
    'p2-backstabber-3': 'straight-3',
    'p2-obsidiansquadronpilot-4': 'turn-left-2',
    'p2-academypilot-5': 'straight-2',
    'p2-academypilot-6': 'bank-right-2',
  },
};
/**
 * The one barrel roll (round 1) and the two attacks: round 2's, and round 3's by Mauler Mithel at range 1 of
 * Howlrunner, whose ability lets it reroll 1 attack die; every other ship focuses and holds fire.
 */
const BARREL_ROLL = { round: 1, ship: 'p2-academypilot-5', testId: 'action-barrel-roll-right' };
const ATTACKS = [
  { round: 2, ship: 'p2-academypilot-5', target: 'p1-biggsdarklighter-1' },
  { round: 3, ship: 'p2-maulermithel-2', target: 'p1-wedgeantilles-3' },
];

let harness: Harness;
let context: BrowserContext;
let page: Page;
/** Tap instead of click (the touch round). */
let touch = false;
const pageErrors: string[] = [];
/** The exported battle file's text. */
let recorded = '';

/** The recorder's accepted steps so far (its undo history's length). */
const steps = (p: Page) => p.getByTestId('record-app').evaluate((el) => Number((el as HTMLElement).dataset.steps));

/** Presses a button by test id (tap on the touch round), then waits until the page has taken the step. */
async function press(testId: string, nth = 0): Promise<void> {
  const before = await steps(page);
  const button = page.getByTestId(testId).nth(nth);
  await (touch ? button.tap() : button.click());
  if (touch) {
    // A finger cannot hover: its first tap on a choice that moves the ship previews it, the second records it.
    const armed = await page.waitForFunction(
      ([id, k, n]) =>
        Number(document.querySelector<HTMLElement>('[data-testid="record-app"]')?.dataset.steps) > n
          ? 'taken'
          : document.querySelectorAll(`[data-testid="${id}"]`)[k]?.getAttribute('data-armed') === 'true'
            ? 'armed'
            : null,
      [testId, nth, before] as const,
      { polling: 50 },
    );
    if ((await armed.jsonValue()) === 'armed') {
      const preview = testId.startsWith('dial-') ? 'move-preview' : 'tap-again';
      expect(await page.getByTestId(preview).isVisible(), `${testId}: previewed before it is recorded`).toBe(true);
      expect(await steps(page), `${testId}: not recorded by the first tap`).toBe(before);
      await button.tap();
      armedTaps.push(testId);
    }
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector<HTMLElement>('[data-testid="record-app"]')?.dataset.steps) > n,
    before,
    { polling: 50 },
  );
}

/** The choices the touch round previewed with a first tap before recording them with a second. */
const armedTaps: string[] = [];

/** The question the recorder asks now. */
async function question(): Promise<{ kind: string; ship: string; round: number } | null> {
  const q = page.getByTestId('record-question');
  if ((await q.count()) === 0) return null;
  return q.evaluate((el) => {
    const d = (el as HTMLElement).dataset;
    return { kind: d.kind ?? '', ship: d.ship ?? '', round: Number(d.round) };
  });
}

/** Dice as rolled: the attacker's first die a hit and the rest focus results (a reroll: hits), defence blanks. */
async function enterDice(): Promise<void> {
  const text = (await page.getByTestId('dice-entry').locator('p').first().textContent()) ?? '';
  const dice = await page.locator('[data-testid^="die-"][data-testid$="-blank"]').count();
  const attackDie = /attack (die|dice)/.test(text);
  const reroll = text.startsWith('"Howlrunner"');
  for (let i = 0; i < dice; i++) {
    const face = attackDie ? (i === 0 || reroll ? 'hit' : 'focus') : 'blank';
    const button = page.getByTestId(`die-${i}-${face}`);
    await (touch ? button.tap() : button.click());
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  }
  await press('dice-done');
}

/** Answers the question of the moment as the game was played. */
async function answerOne(q: { kind: string; ship: string; round: number }): Promise<void> {
  switch (q.kind) {
    case 'dial':
      return press(`dial-${DIALS[q.round]![q.ship]}`);
    case 'action': {
      if (q.round === BARREL_ROLL.round && q.ship === BARREL_ROLL.ship) return press(BARREL_ROLL.testId);
      return press((await page.getByTestId('action-focus').count()) ? 'action-focus' : 'action-none');
    }
    case 'attack': {
      const attack = ATTACKS.find((a) => a.round === q.round && a.ship === q.ship);
      return press(attack ? `attack-${attack.target}` : 'attack-none');
    }
    case 'roll':
      return enterDice();
    case 'spend':
      return press('spend-no');
    case 'ability': {
      // Howlrunner's ability: Mauler Mithel rerolls its focus result (the second die). The other optional
      // abilities of the two lists (Luke's Push the Limit, Howlrunner's Swarm Tactics) were not used that game.
      const card = (await page.getByTestId('modify-ability').getAttribute('data-card')) ?? '';
      if (!card.includes('Howlrunner')) return press('ability-no');
      await page.getByTestId('pick-1').click();
      return press('ability-yes');
    }
    default:
      throw new Error(`unexpected question ${q.kind} for ${q.ship}`);
  }
}

/** Answers questions until the round is `round` and the question is of `kind` (or the battle is over). */
async function recordUntil(stop: (q: { kind: string; ship: string; round: number }) => boolean): Promise<void> {
  for (let q = await question(); q && !stop(q); q = await question()) await answerOne(q);
}

/** The recorder's present file, as autosaved (what a reload restores). */
async function savedFile(): Promise<string> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), RECORD_AUTOSAVE_KEY);
  return JSON.stringify((JSON.parse(text ?? '{}') as { present?: unknown }).present);
}

/** Events of the timeline the recorder's present file gives, played up to its open question (Node). */
async function expectedEvents(): Promise<number> {
  return recordedTimeline(probe(parseBattleFileText(await savedFile()))).events.length;
}

/** Opens a page of the same browser context (BroadcastChannel reaches it) and waits for its first frame. */
async function follower(query: string): Promise<Page> {
  const p = await context.newPage();
  p.on('pageerror', (e) => pageErrors.push(String(e)));
  await p.goto(`${harness.baseUrl}?${query}`);
  await waitReady(p);
  return p;
}

/** Waits until a following page shows a timeline of `n` events. */
async function waitEvents(p: Page, n: number): Promise<void> {
  await p.waitForFunction((k) => window.__holotable?.battleTimeline()?.events.length === k, n, { polling: 100 });
}

describe('recording a real game', () => {
  beforeAll(async () => {
    harness = await startHarness();
    context = await harness.browser.newContext({
      viewport: { width: 1280, height: 720 },
      hasTouch: true,
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${harness.baseUrl}?mode=record`);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it('starts from two XWS squads, listing each card with its points and what the engine does not apply', async () => {
    await page.getByTestId('new-title').fill('League night, table 4');
    await page.getByTestId('new-round-limit').fill('3');
    await page.getByTestId('new-seed').fill('2');
    await page.getByTestId('squad-0-name').fill('Ana');
    await page.getByTestId('squad-0-xws').fill(BIGGS);
    await page.getByTestId('squad-1-name').fill('Ben');
    await page.getByTestId('squad-1-xws').fill(SWARM);
    const biggs = checkXwsSquad(JSON.parse(BIGGS)).squad!;
    const swarm = checkXwsSquad(JSON.parse(SWARM)).squad!;
    const cards0 = page.getByTestId('squad-0').getByTestId('squad-cards');
    await expect.poll(() => cards0.textContent()).toContain(`${biggs.points} points`);
    expect(await cards0.textContent()).toContain('Biggs Darklighter (X-wing');
    // Every card of this list is in the ability tables now (issue 18): none is listed as not applied.
    expect(biggs.notApplied).toEqual([]);
    expect(await cards0.textContent()).not.toContain('Not applied');
    expect(await page.getByTestId('squad-1').getByTestId('squad-cards').textContent()).toContain(
      `${swarm.points} points`,
    );
    await page.getByTestId('new-start').click();
    await page.locator('[data-testid="record-app"][data-ready="recording"]').waitFor();
    expect(await question()).toEqual({ kind: 'dial', ship: 'p1-biggsdarklighter-1', round: 1 });
    // The table shows the ships by pilot name, never by id.
    const names = await page.getByTestId('record-table').locator('text').allTextContents();
    expect(names).toContain('"Howlrunner"');
    expect(names).toContain('Academy Pilot 2');
    expect(names.join(' ')).not.toMatch(/p[12]-/);
  });

  it('edits the set-up before round 1: a breach named, a drag on the table, then back as the engine set it', async () => {
    const engineFile = JSON.parse(await savedFile()) as { ships: { id: string; x: number; y: number }[] };
    const biggsAt = () =>
      savedFile().then(
        (t) => (JSON.parse(t) as typeof engineFile).ships.find((x) => x.id === 'p1-biggsdarklighter-1')!,
      );
    await page.getByTestId('setup-piece').selectOption('ship:p1-biggsdarklighter-1');
    await page.getByTestId('setup-y').fill('300');
    await page.getByTestId('setup-place').click();
    // A 40 mm base facing north at y = 300 reaches 320 mm from the south edge: beyond range 1 (rules: SETUP).
    await expect
      .poll(() => page.getByTestId('refusal').textContent())
      .toBe('SETUP: Biggs Darklighter reaches 320.000 mm from its south edge; it must be within range 1 (100 mm)');
    // Dragged 60 px east on the table: as many mm as the picture's scale makes of them, nothing snapped.
    const svg = (await page.getByTestId('record-table').boundingBox())!;
    const base = (await page.getByTestId('table-ship-p1-biggsdarklighter-1').boundingBox())!;
    const [cx, cy] = [base.x + base.width / 2, base.y + base.height / 2];
    const before = await steps(page);
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 30, cy, { steps: 3 });
    await page.mouse.move(cx + 60, cy, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => steps(page)).toBe(before + 1);
    const moved = await biggsAt();
    expect(moved.x - engineFile.ships[0]!.x).toBeCloseTo((60 * 914.4) / svg.width, 0);
    expect(moved.y).toBeCloseTo(engineFile.ships[0]!.y, 6);
    await press('setup-engine');
    expect(JSON.parse(await savedFile())).toEqual(engineFile);
  });

  it('records round 1 (a barrel roll, a bump) while the viewer in another tab follows it', async () => {
    const viewer = await follower('follow=record');
    await waitEvents(viewer, await expectedEvents());
    expect(await viewer.evaluate(() => window.__holotable!.source)).toBe('the recorder (live)');
    // A dial focused before it is set: the kernel's move drawn on the table with its outcome, and in words.
    await page.getByTestId('dial-straight-2').focus();
    await expect.poll(() => page.getByTestId('table-preview').getAttribute('data-maneuver')).toBe('straight-2');
    expect(await page.getByTestId('table-preview').getAttribute('data-outcome')).toBe('clear');
    expect(await page.getByTestId('move-preview').textContent()).toBe(
      'straight 2: clear (with the table as it stands now)',
    );
    await recordUntil((q) => q.kind === 'action' && q.ship === BARREL_ROLL.ship);
    // The barrel roll's end is previewed on the table when the option is focused, before it is chosen.
    await page.getByTestId(BARREL_ROLL.testId).focus();
    await expect.poll(() => page.locator('[data-testid="record-table"] rect[stroke-dasharray]').count()).toBe(1);
    await press(BARREL_ROLL.testId);
    // The viewer shows the step as soon as it is recorded, and nothing the recorder has not been told yet.
    await waitEvents(viewer, await expectedEvents());
    const followed = (await viewer.evaluate(() => window.__holotable!.battleTimeline()))!;
    expect(followed.events.filter((e) => e.kind === 'action').map((e) => 'action' in e && e.action)).toEqual([
      'barrel-roll-right',
    ]);
    expect(followed.events.some((e) => e.kind === 'end')).toBe(false);
    await viewer.close();
    // Mauler Mithel (pilot skill 9 with Veteran Instincts) moves just before Wedge: its move ran into
    // Backstabber, drawn in red on the table and reported in the round's log.
    await recordUntil((q) => q.kind === 'action' && q.ship === 'p1-wedgeantilles-3');
    expect(await page.getByTestId('table-move-p2-maulermithel-2').getAttribute('data-outcome')).toBe('bump');
    expect(await page.getByTestId('round-log').textContent()).toContain('"Mauler Mithel" bumps into "Backstabber"');
    await recordUntil((q) => q.round === 2);
    // Mauler Mithel's move ran into Backstabber: the engine asked no action of Mauler Mithel.
    const round1 = parseBattleFileText(await savedFile()).rounds![0]!;
    expect(Object.keys(round1.actions!)).not.toContain('p2-maulermithel-2');
  });

  it('records round 2 on a phone (390 × 844, touch): an asteroid hit and an attack, dice tapped in', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    touch = true;
    // Every control is a touch target of at least 40 px.
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.record-app button, .record-app select, .record-app summary')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 40 || r.height < 40)).length,
    );
    expect(small).toBe(0);
    await recordUntil((q) => q.kind === 'roll');
    // Biggs's turn ends on an asteroid: one attack die for the asteroid, asked before anything else.
    expect(await page.getByTestId('dice-entry').locator('p').first().textContent()).toBe(
      'Asteroid 6 roll: 1 attack die',
    );
    await recordUntil((q) => q.round === 3);
    // Each dial was tapped once to see the maneuver flown on the table, then again to record it.
    expect(armedTaps.filter((t) => t.startsWith('dial-')).length).toBeGreaterThanOrEqual(4);
    touch = false;
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('fits a tablet (768 × 1024): every control at least 40 px, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(768);
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.record-app button, .record-app select, .record-app summary')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 40 || r.height < 40)).length,
    );
    expect(small, 'controls smaller than 40 px').toBe(0);
    const app = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.record-app')!;
      return { scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(app.scroll, 'no sideways scrolling').toBeLessThanOrEqual(app.client);
    // The question of the moment is on screen, its answers within reach.
    const q = await page.getByTestId('record-question').boundingBox();
    expect(q && q.x >= 0 && q.x + q.width <= 768).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('survives a reload in the middle of round 3, then takes a manual adjustment and refuses a bad one', async () => {
    await recordUntil((q) => q.ship === 'p2-howlrunner-1');
    const before = { file: await savedFile(), q: await question() };
    await page.reload();
    await page.locator('[data-testid="record-app"][data-ready="recording"]').waitFor();
    expect(await question()).toEqual(before.q);
    expect(JSON.parse(await savedFile())).toEqual(JSON.parse(before.file));
    // A judge's ruling: Biggs keeps an evade token. Then a move off the table, which is refused by name.
    await page.getByTestId('adjust-panel').locator('summary').click();
    await page.getByTestId('adjust-ship').selectOption('p1-biggsdarklighter-1');
    await page.getByTestId('adjust-kind').selectOption('tokens');
    await page.getByTestId('adjust-token').selectOption('evade');
    await page.getByTestId('adjust-count').fill('1');
    await page.getByTestId('adjust-reason').fill('judge ruling');
    await press('adjust-apply');
    expect(await page.getByTestId('round-log').textContent()).toContain('Biggs Darklighter tokens (judge ruling)');
    const stepsBefore = await steps(page);
    await page.getByTestId('adjust-kind').selectOption('move');
    await page.getByTestId('adjust-x').fill('-50');
    await page.getByTestId('adjust-apply').click();
    await expect
      .poll(() => page.getByTestId('refusal').textContent())
      .toBe(
        "MANUAL ADJUSTMENT: Biggs Darklighter's base would leave the play area; a ship that flees is removed instead",
      );
    expect(await steps(page)).toBe(stepsBefore);
  });

  it('finishes round 3 while stream mode follows, and exports a file that validates and replays byte-identically', async () => {
    await recordUntil((q) => q.kind === 'attack');
    // Stream mode follows from here: it opens on the recording's latest moment and plays on as it grows.
    const stream = await follower('mode=stream&follow=record');
    await waitEvents(stream, await expectedEvents());
    await recordUntil(() => false);
    await page.getByTestId('record-over').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const saved = join(mkdtempSync(join(tmpdir(), 'holotable-record-')), 'recorded.json');
    await download.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    const file = parseBattleFileText(text);
    const played = playBattle(file);
    await waitEvents(stream, played.timeline.events.length);
    await stream.close();
    // holotable validate: valid; holotable replay --complete: the same bytes (nothing was left to fill in).
    const read = () => text;
    expect(runCli(['validate', 'recorded.json'], read).status).toBe(0);
    const replay = runCli(['replay', 'recorded.json', '--complete', 'again.json'], read);
    expect(replay.status).toBe(0);
    expect(replay.files?.['again.json']).toBe(text);
    // What the game held: 3 rounds, the barrel roll, two bumps, the asteroid, the attacks' dice, the ruling.
    const events = played.timeline.events;
    const moves = events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');
    expect(played.state.round).toBe(3);
    expect(moves.filter((m) => m.bumped?.length).map((m) => m.unit)).toEqual([
      'p2-maulermithel-2',
      'p1-wedgeantilles-3',
    ]);
    expect(moves.filter((m) => m.obstaclesHit?.length).map((m) => [m.unit, m.obstaclesHit])).toEqual([
      ['p1-biggsdarklighter-1', ['rock6']],
    ]);
    expect(file.rounds![0]!.actions![BARREL_ROLL.ship]).toEqual({ action: 'barrel-roll-right', slide: 0 });
    expect(file.rounds![1]!.rolls!.map((r) => [r.ship, r.purpose, r.faces])).toEqual([
      ['p1-biggsdarklighter-1', 'asteroid rock6', ['hit']],
      ['p2-academypilot-5', 'attack', ['hit', 'focus']],
      // Biggs defends with 3 dice: agility 2, plus 1 for an attack at range 3 (rules: RANGE, combat bonus).
      ['p1-biggsdarklighter-1', 'defence', ['blank', 'blank', 'blank']],
    ]);
    // Round 3: Mauler Mithel's attack, modified in the rules' order (ATTACK step 3): Howlrunner's reroll of the
    // focus result with its new face entered as rolled, after which no focus result is left to spend focus on;
    // then Wedge's defence roll, 2 dice (X-wing agility 2 at range 2).
    // Before it, at the start of the Combat phase in pilot skill order (rules: COMBAT PHASE), Howlrunner (PS 8)
    // declined Swarm Tactics and Biggs (PS 5) his once-per-game guard.
    expect(file.rounds![2]!.abilities).toEqual([
      { ship: 'p2-howlrunner-1', card: 'Swarm Tactics', use: false },
      { ship: 'p1-biggsdarklighter-1', card: 'Biggs Darklighter', use: false },
      { ship: 'p2-maulermithel-2', card: '"Howlrunner"', use: true, dice: [1] },
    ]);
    expect(file.rounds![2]!.rolls!.map((r) => [r.ship, r.purpose, r.faces])).toEqual([
      ['p2-maulermithel-2', 'attack', ['hit', 'focus']],
      ['p2-maulermithel-2', '"Howlrunner"', ['hit']],
      ['p1-wedgeantilles-3', 'defence', ['blank', 'blank']],
    ]);
    expect(file.rounds![2]!.adjustments).toEqual([
      {
        ship: 'p1-biggsdarklighter-1',
        kind: 'tokens',
        token: 'evade',
        count: 1,
        reason: 'judge ruling',
        at: 'start-of-round',
      },
    ]);
    recorded = text;
  });

  it('plays the exported file in the viewer and in stream mode', async () => {
    await context.route('**/recorded.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: recorded }),
    );
    const expected = playBattle(parseBattleFileText(recorded)).timeline.events.length;
    for (const query of ['battle=recorded.json&autoplay=0', 'mode=stream&battle=recorded.json']) {
      const p = await follower(query);
      expect(await p.evaluate(() => window.__holotable!.source)).toBe('recorded.json');
      expect(await p.evaluate(() => window.__holotable!.battleTimeline()?.events.length)).toBe(expected);
      await p.evaluate(() => window.__holotable!.seek('end'));
      await p.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
