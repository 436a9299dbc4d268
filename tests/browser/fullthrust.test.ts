/**
 * The Star Wars Full Thrust demo fleet battle in a real browser (Debian's Chromium, software WebGL): `?demo=
 * fullthrust-sw` opens the battle the rules engine plays in Node, playback advances through rounds, capital ships
 * and squadrons are drawn where replay.ts puts them (square by square while moving), and the grid, terrain and
 * units show on screen.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { fullThrustSwSystem } from '../../src/rules/fullthrust-sw/system.ts';
import demo from '../../src/demo/fullthrustBattle.json';
import { type Harness, seekFrames, startAppPage } from './harness.ts';
import { decodePng } from './png.ts';

const { timeline } = fullThrustSwSystem.play(demo);
const events = timeline.events;
const moves = events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');
const rounds = events.filter((e): e is TimedEvent & { kind: 'round' } => e.kind === 'round');
const SCREENSHOT = process.env.FT_SCREENSHOT ?? '';

let harness: Harness;
let page: Page;

/** Seeks and waits for the scene to draw that moment. */
async function seek(t: number): Promise<void> {
  await seekFrames(page, t, 3);
}

describe('Full Thrust demo fleet battle in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page } = await startAppPage('?demo=fullthrust-sw'));
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('opens the fleet battle the engine plays in Node, paused at round 1', async () => {
    const api = await page.evaluate(() => ({
      ids: window.__holotable!.shipIds(),
      timeline: window.__holotable!.battleTimeline(),
      playback: window.__holotable!.playback(),
      status: window.__holotable!.battleStatus(),
    }));
    expect(api.timeline?.system).toBe('fullthrust-sw');
    expect(api.timeline?.grid).toEqual(timeline.grid);
    expect(api.ids).toEqual(timeline.units.map((u) => u.id));
    expect(api.playback.duration).toBe(timeline.duration);
    expect(api.playback.time).toBe(rounds[0]!.t);
    expect(api.status?.round).toBe(1);
  });

  it('draws capital ships and squadrons on screen, each with its model, where replay.ts puts them', async () => {
    const m = moves.find((e) => e.unit === 'tyrant')!;
    for (const t of [rounds[0]!.t + 0.01, m.t + m.duration * 0.4]) {
      await seek(t);
      const snap = snapshotAt(timeline, t);
      for (const id of ['tantive', 'korolev', 'tyrant', 'warsprite', 'xwing6', 'tie11']) {
        const drawn = await page.evaluate((u) => window.__holotable!.shipTablePose(u), id);
        expect(drawn, `${id} drawn at ${t}`).not.toBeNull();
        expect(Math.abs(drawn!.x - snap.units[id]!.pose.x)).toBeLessThan(1e-6);
        expect(Math.abs(drawn!.y - snap.units[id]!.pose.y)).toBeLessThan(1e-6);
      }
    }
    // Squadrons still aboard their carrier are not on the table yet.
    expect(await page.evaluate(() => window.__holotable!.shipTablePose('bomber8'))).toBeNull();
    await page.waitForFunction(() => window.__holotable!.shipModelTriangles('tyrant') > 0);
    await page.waitForFunction(() => window.__holotable!.shipModelTriangles('xwing6') > 0);
    const screen = await page.evaluate(() => window.__holotable!.shipScreenPosition('tyrant'));
    expect(screen).not.toBeNull();
    const png = await page.screenshot();
    if (SCREENSHOT) writeFileSync(SCREENSHOT, png);
    const img = decodePng(png);
    // The grid lines and the models make the table far from uniformly dark.
    let lit = 0;
    for (let i = 0; i < img.data.length; i += 4 * 97)
      if (Math.max(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!) > 90) lit++;
    expect(lit).toBeGreaterThan(50);
  });

  it('plays: the clock advances and the panels follow into later rounds', async () => {
    await seek(rounds[1]!.t - 0.5);
    await page.getByTestId('play-battle').click();
    await page.waitForFunction((t) => window.__holotable!.playback().time > t + 0.4, rounds[1]!.t - 0.5);
    await page.waitForFunction(() => window.__holotable!.battleStatus()!.round >= 2);
    await page.getByTestId('play-battle').click();
    await seek(timeline.duration);
    const end = await page.evaluate(() => window.__holotable!.battleStatus());
    expect(end!.destroyed.length).toBeGreaterThan(3);
  });
});
