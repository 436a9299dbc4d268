/**
 * The Star Warriors demo dogfight in a real browser (`?demo=star-warriors`): the page plays the same timeline as
 * Node, draws the hex map and every ship counter with its model exactly where replay.ts puts it (hex by hex
 * mid-move), shows fire lines, plays forward, and ends with the destroyed ships gone.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import demo from '../../src/demo/starWarriorsBattle.json';
import { starWarriorsSystem } from '../../src/rules/star-warriors/system.ts';
import { expectPosesMatchReplay } from './poseChecks.ts';
import { type Harness, type PageLog, seekFrames, startAppPage } from './harness.ts';

const { timeline } = starWarriorsSystem.play(demo);
const events = timeline.events;
const moves = events.filter(
  (e): e is TimedEvent & { kind: 'move' } =>
    e.kind === 'move' && e.path.kind === 'waypoints' && e.path.poses.length >= 2,
);
const attacks = events.filter((e): e is TimedEvent & { kind: 'attack' } => e.kind === 'attack');
const destroyed = events.filter((e): e is TimedEvent & { kind: 'destroyed' } => e.kind === 'destroyed');
const rounds = events.filter((e): e is TimedEvent & { kind: 'round' } => e.kind === 'round');

let harness: Harness;
let page: Page;
let log: PageLog;

async function seek(t: number | 'end'): Promise<void> {
  await seekFrames(page, t, 3);
}

describe('Star Warriors demo dogfight in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage('?demo=star-warriors'));
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('opens the demo dogfight: the same timeline as in Node, seven counters with their 3D models', async () => {
    const api = await page.evaluate(() => ({
      kind: window.__holotable!.kind,
      source: window.__holotable!.source,
      ids: window.__holotable!.shipIds(),
      timeline: window.__holotable!.battleTimeline(),
      playback: window.__holotable!.playback(),
    }));
    expect(api.kind).toBe('battle');
    expect(api.source).toBe('demo');
    expect(api.timeline!.system).toBe('star-warriors');
    expect(api.timeline!.grid).toEqual(timeline.grid);
    expect(api.timeline!.events.length).toBe(events.length);
    expect(api.playback.duration).toBe(timeline.duration);
    expect(api.ids).toEqual(timeline.units.map((u) => u.id));
    await page.waitForFunction((ids) => ids.every((id) => window.__holotable!.shipModelTriangles(id) > 0), api.ids, {
      polling: 200,
    });
    await expectPosesMatchReplay(page, timeline, rounds[0]!.t);
    writeFileSync('/tmp/sw-setup.png', await page.screenshot());
  });

  it('moves counters hex by hex along the timeline’s waypoints', async () => {
    for (const m of [moves[0]!, moves[5]!, moves[moves.length - 1]!]) {
      for (const f of [0.2, 0.5, 0.9]) {
        const t = m.t + m.duration * f;
        await seek(t);
        await expectPosesMatchReplay(page, timeline, t);
      }
    }
  });

  it('draws fire lines with the shot’s to-hit and power', async () => {
    const a = attacks.find((x) => x.weapon.includes('to-hit'))!;
    await seek(a.t + 0.4);
    const lines = await page.evaluate(() => window.__holotable!.attackLines());
    expect(lines.some((l) => l.attacker === a.attacker && l.defender === a.defender)).toBe(true);
    writeFileSync('/tmp/sw-fire.png', await page.screenshot());
  });

  it('plays forward when asked and ends with the destroyed ships gone', async () => {
    await seek(rounds[1]!.t);
    await page.getByTestId('play-battle').click();
    const before = await page.evaluate(() => window.__holotable!.battleStatus()!.eventIndex);
    // Wait for the clock to pass two events (software WebGL on a busy machine draws few frames a second).
    await page.waitForFunction((i) => window.__holotable!.battleStatus()!.eventIndex > i + 1, before, {
      polling: 50,
    });
    await page.getByTestId('play-battle').click();
    const status = await page.evaluate(() => window.__holotable!.battleStatus()!);
    expect(status.eventIndex).toBeGreaterThan(before);
    expect(status.round).toBe(2);
    await seek('end');
    const end = await page.evaluate(() => window.__holotable!.battleStatus()!);
    expect([...end.destroyed].sort()).toEqual(destroyed.map((d) => d.unit).sort());
    for (const d of destroyed)
      expect(await page.evaluate((id) => window.__holotable!.shipTablePose(id), d.unit)).toBeNull();
    writeFileSync('/tmp/sw-end.png', await page.screenshot());
  });

  it('keeps every ship of the squad list in view at 1280 × 720 as damage piles up, in compact rows', async () => {
    // At the end every face-up damage chip is listed: the list overflowed its room once, and turned compact.
    await seek('end');
    const list = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.squad-panel')!;
      return { hidden: el.scrollHeight - el.clientHeight, compact: el.classList.contains('compact') };
    });
    expect(list.hidden, 'squad list height hidden behind its scroll bar, px').toBeLessThanOrEqual(0);
    expect(list.compact).toBe(true);
  });

  it('logs no errors and asks nothing of other sites', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
    const origin = new URL(harness.baseUrl).origin;
    expect(
      log.requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:') && !r.startsWith('blob:')),
    ).toEqual([]);
  });
});
