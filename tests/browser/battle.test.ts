/**
 * The battle viewer in a real browser (Debian's Chromium, software WebGL): the default page plays the demo
 * battle, every ship is drawn exactly where replay.ts says at any moment, templates and attack lines appear
 * with their events, a destroyed ship is gone, the panels follow the events, battle files load through the
 * same picker as scenarios, and the page never reaches outside its own origin.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import demo from '../../src/demo/demoBattle.json';
import { expectPosesMatchReplay } from './poseChecks.ts';
import { type Harness, type PageLog, ROOT, seekFrames, startAppPage, waitFrames } from './harness.ts';
import { decodePng } from './png.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const events = timeline.events;
const moves = events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');
const attacks = events.filter((e): e is TimedEvent & { kind: 'attack' } => e.kind === 'attack');
const results = events.filter((e): e is TimedEvent & { kind: 'result' } => e.kind === 'result');
const destroyed = events.filter((e): e is TimedEvent & { kind: 'destroyed' } => e.kind === 'destroyed');
const rounds = events.filter((e): e is TimedEvent & { kind: 'round' } => e.kind === 'round');

let harness: Harness;
let page: Page;
let log: PageLog;

/** Seeks the page's playback clock and waits until the scene has drawn that moment. */
async function seek(t: number): Promise<void> {
  await seekFrames(page, t, 3);
}

/** Count of bright pixels in a square box (half-side in px) around a point of a screenshot. */
function brightPixelsNear(png: Buffer, cx: number, cy: number, half: number): number {
  const img = decodePng(png);
  let hits = 0;
  for (let y = Math.round(cy) - half; y <= Math.round(cy) + half; y++) {
    for (let x = Math.round(cx) - half; x <= Math.round(cx) + half; x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const i = (y * img.width + x) * 4;
      if (Math.max(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!) > 150) hits++;
    }
  }
  return hits;
}

/** Opens a file through the control panel's file picker. */
async function openFile(name: string, text: string): Promise<void> {
  await page.setInputFiles('[data-testid="file-input"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

describe('battle viewer in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('opens on the demo battle, played by the rules engine into the same timeline as in Node', async () => {
    const api = await page.evaluate(() => ({
      kind: window.__holotable!.kind,
      source: window.__holotable!.source,
      ids: window.__holotable!.shipIds(),
      timeline: window.__holotable!.battleTimeline(),
      playback: window.__holotable!.playback(),
    }));
    expect(api.kind).toBe('battle');
    expect(api.source).toBe('demo');
    expect(api.ids).toEqual(['luke', 'mauler', 'black']);
    // Same events and clock; numbers agree to a few ulps (Chromium's V8 and Node's may round Math.* differently).
    expectCloseDeep(api.timeline, timeline, 'timeline');
    expect(api.playback.duration).toBe(timeline.duration);
    // It opens paused on the table as set up, at the start of round 1.
    expect(api.playback.playing).toBe(false);
    expect(api.playback.time).toBe(rounds[0]!.t);
    await expectPosesMatchReplay(page, timeline, rounds[0]!.t);
    expect(await page.getByTestId('status-round').textContent()).toBe('Round 1');
  });

  it('draws every ship exactly where replay.ts snapshotAt puts it, mid-move and between moves', async () => {
    const times = [
      events.find((e) => e.kind === 'place')!.t + 0.01,
      ...[0, 3, 7, 12, 18, moves.length - 1].flatMap((i) => {
        const m = moves[i]!;
        return [m.t + m.duration * 0.31, m.t + m.duration * 0.87];
      }),
      attacks[2]!.t + 0.3,
      destroyed[0]!.t + 0.05,
      timeline.duration,
    ];
    for (const t of times) {
      await seek(t);
      expect(await page.evaluate(() => window.__holotable!.playback().time)).toBe(t);
      await expectPosesMatchReplay(page, timeline, t);
    }
  });

  it('lays the maneuver template while a ship moves, and only then', async () => {
    const m = moves[4]!;
    await seek(m.t + m.duration / 2);
    expect(await page.evaluate(() => window.__holotable!.templatesShown())).toBeGreaterThanOrEqual(1);
    await seek(rounds[0]!.t);
    expect(await page.evaluate(() => window.__holotable!.templatesShown())).toBe(0);
  });

  it('draws each attack as a line from attacker to defender, coloured by its result', async () => {
    const hitIndex = results.findIndex((r) => r.hit);
    const missIndex = results.findIndex((r) => !r.hit);
    for (const i of [hitIndex, missIndex]) {
      const a = attacks[i]!;
      await seek(a.t + a.duration / 2);
      const lines = await page.evaluate(() => window.__holotable!.attackLines());
      expect(lines).toEqual([{ attacker: a.attacker, defender: a.defender, hit: results[i]!.hit }]);
      await page.screenshot({ path: `/tmp/holotable-battle-attack-${results[i]!.hit ? 'hit' : 'miss'}.png` });
    }
    await seek(rounds[0]!.t);
    expect(await page.evaluate(() => window.__holotable!.attackLines())).toEqual([]);
  });

  it('removes a destroyed ship and greys it in the squad panel; the status shows round, phase and activation', async () => {
    const d = destroyed[0]!;
    await seek(d.t - 0.01);
    expect(await page.evaluate((id) => window.__holotable!.shipTablePose(id), d.unit)).not.toBeNull();
    await expect.poll(() => page.getByTestId(`unit-${d.unit}`).getAttribute('class')).toBe('unit');
    await seek(d.t + 0.5);
    expect(await page.evaluate((id) => window.__holotable!.shipTablePose(id), d.unit)).toBeNull();
    await page.screenshot({ path: '/tmp/holotable-battle-destroyed.png' });
    await expect.poll(() => page.getByTestId(`unit-${d.unit}`).getAttribute('class')).toBe('unit destroyed');
    const status = await page.evaluate(() => window.__holotable!.battleStatus());
    const snap = snapshotAt(timeline, d.t + 0.5);
    expect(status).toMatchObject({ round: snap.round, phase: snap.phase, active: snap.active, destroyed: [d.unit] });
    expect(await page.getByTestId('status-round').textContent()).toBe(`Round ${snap.round}`);

    // Hull and shields read at a damage event; a ship without shields (a TIE) shows no shields counter.
    const damage = events.find((e): e is TimedEvent & { kind: 'damage' } => e.kind === 'damage')!;
    await seek(damage.t + 0.1);
    const unit = timeline.units.find((u) => u.id === damage.unit)!;
    const shields = unit.shields > 0 ? `Shields ${damage.shields}/${unit.shields}` : '';
    await expect
      .poll(() => page.getByTestId(`unit-${damage.unit}`).textContent())
      .toContain(`Hull ${damage.hull}/${unit.hull}${shields}`);
    if (unit.shields === 0)
      expect(await page.getByTestId(`unit-${damage.unit}`).textContent()).not.toContain('Shields');
  });

  it('steps event by event, jumps to a round and changes speed from the transport bar', async () => {
    await seek(rounds[2]!.t);
    await page.getByTestId('next-event').click();
    await waitFrames(page, 2);
    expect((await page.evaluate(() => window.__holotable!.playback())).time).toBe(
      events[lastIndexAt(rounds[2]!.t) + 1]!.t,
    );
    await page.getByTestId('prev-event').click();
    await waitFrames(page, 2);
    expect((await page.evaluate(() => window.__holotable!.playback())).time).toBe(rounds[2]!.t);
    await page.getByTestId('jump-round').selectOption('5');
    await waitFrames(page, 2);
    expect((await page.evaluate(() => window.__holotable!.playback())).time).toBe(rounds[4]!.t);
    await page.getByTestId('speed').selectOption('8');
    expect((await page.evaluate(() => window.__holotable!.playback())).speed).toBe(8);
    await page.getByTestId('play-battle').click();
    await page.waitForFunction((t0) => window.__holotable!.playback().time > t0 + 2, rounds[4]!.t);
    await page.getByTestId('play-battle').click();
    expect((await page.evaluate(() => window.__holotable!.playback())).playing).toBe(false);
    await page.getByTestId('speed').selectOption('1');
  });

  it('shows the ships in the pixels: top view and orbit view screenshots', async () => {
    const m = moves[10]!;
    const t = m.t + m.duration * 0.5;
    await seek(t);
    await page.screenshot({ path: '/tmp/holotable-battle-orbit.png' });
    await page.keyboard.press('t');
    await page.waitForFunction(() => window.__holotable!.camera().mode === 'top');
    await waitFrames(page, 5);
    const shot = await page.screenshot();
    writeFileSync('/tmp/holotable-battle-top.png', shot);
    const snap = snapshotAt(timeline, t);
    const onTable = timeline.units.filter((u) => !snap.units[u.id]!.destroyed);
    expect(onTable.length).toBeGreaterThanOrEqual(2);
    for (const u of onTable) {
      const p = (await page.evaluate((id) => window.__holotable!.shipScreenPosition(id), u.id))!;
      expect(p, `${u.id} on screen`).not.toBeNull();
      expect(brightPixelsNear(shot, p.x, p.y, 12), `${u.id} shows in the pixels`).toBeGreaterThan(30);
    }
    // A ship destroyed by then leaves nothing where it died.
    await seek(timeline.duration);
    await waitFrames(page, 3);
    const end = await page.screenshot();
    writeFileSync('/tmp/holotable-battle-end.png', end);
    const gone = destroyed[0]!;
    const gonePose = snapshotAt(timeline, gone.t).units[gone.unit]!.pose;
    const ref = onTable.find((u) => !snapshotAt(timeline, timeline.duration).units[u.id]!.destroyed)!;
    const refScreen = (await page.evaluate((id) => window.__holotable!.shipScreenPosition(id), ref.id))!;
    const refPose = snapshotAt(timeline, timeline.duration).units[ref.id]!.pose;
    const cam = await page.evaluate(() => window.__holotable!.camera());
    expect(cam.type).toBe('OrthographicCamera');
    // Top view: one scale on both axes, from the width of the table on screen.
    const scale = await page.evaluate(() => {
      const c = window.__holotable!.camera();
      return (c.projectionMatrix[0]! * c.viewport.width) / 2;
    });
    const gx = refScreen.x + (gonePose.x - refPose.x) * scale;
    const gy = refScreen.y - (gonePose.y - refPose.y) * scale;
    expect(brightPixelsNear(end, gx, gy, 8)).toBeLessThan(10);
    await page.keyboard.press('t');
    await page.waitForFunction(() => window.__holotable!.camera().mode === 'orbit');
  });

  it('opens battle and scenario files through the same picker; a bad battle file names the field and keeps the battle', async () => {
    const bad = structuredClone(demo) as { ships: { heading: unknown }[] };
    bad.ships[1]!.heading = 'north';
    await openFile('broken-battle.json', JSON.stringify(bad));
    const banner = page.getByTestId('load-error-message');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('ships[1].heading');
    expect(await page.evaluate(() => window.__holotable!.source)).toBe('demo');
    expect(await page.evaluate(() => window.__holotable!.kind)).toBe('battle');

    const scenarioText = readFileSync(join(ROOT, 'examples/spec-example.json'), 'utf8');
    await openFile('spec-example.json', scenarioText);
    await page.waitForFunction(() => window.__holotable?.source === 'spec-example.json');
    expect(await page.evaluate(() => window.__holotable!.kind)).toBe('scenario');
    expect(await page.evaluate(() => window.__holotable!.shipIds())).toEqual(['red1', 'tie2']);
    expect(await page.getByTestId('squad-panel').count()).toBe(0);

    await openFile('core-set-battle.json', readFileSync(join(ROOT, 'examples/core-set-battle.json'), 'utf8'));
    await page.waitForFunction(() => window.__holotable?.source === 'core-set-battle.json');
    await waitFrames(page, 3);
    expect(await page.evaluate(() => window.__holotable!.kind)).toBe('battle');
    expect(await page.getByTestId('squad-panel').count()).toBe(1);
  });

  it('draws every ship with its 3D model (the glTF from models/, hundreds of triangles), not just a base', async () => {
    const ids = await page.evaluate(() => window.__holotable!.shipIds());
    await page.waitForFunction((list) => list.every((id) => window.__holotable!.shipModelTriangles(id) > 200), ids, {
      polling: 250,
    });
    // Still there after some playback and a seek (nothing empties the shared clones).
    await page.evaluate(() => window.__holotable!.seek(window.__holotable!.playback().duration * 0.3));
    await waitFrames(page, 5);
    const live = await page.evaluate((list) => list.map((id) => window.__holotable!.shipModelTriangles(id)), ids);
    for (const t of live) expect(t).toBeGreaterThan(200);
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
    expect(log.requests.length).toBeGreaterThan(0);
  });
});

/** Deep equality where numbers may differ by 1e-9 relative (last-bit rounding across JavaScript engines). */
function expectCloseDeep(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, `${path}.length`).toBe(expected.length);
    expected.forEach((v, i) => expectCloseDeep((actual as unknown[])[i], v, `${path}[${i}]`));
  } else if (expected && typeof expected === 'object') {
    const defined = (o: object) =>
      Object.entries(o)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k)
        .sort();
    expect(defined(actual as object), `${path} keys`).toEqual(defined(expected));
    for (const k of defined(expected)) {
      expectCloseDeep((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${path}.${k}`);
    }
  } else expect(actual, path).toBe(expected);
}

/** Index of the last event started by t. */
function lastIndexAt(t: number): number {
  let i = -1;
  events.forEach((e, k) => {
    if (e.t <= t) i = k;
  });
  return i;
}
