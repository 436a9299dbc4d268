/**
 * Cameras and keyboard shortcuts in a real browser (Debian's Chromium, software WebGL), on the demo battle:
 * C cycles the camera modes and T, F, D pick one; the follow camera keeps the active ship at the centre of the
 * screen while it moves; the director holds the shot director.ts computes for the moment; the help overlay
 * lists every shortcut of the table and closes with Esc.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { activeUnitAt, directorShot } from '../../src/scene/director.ts';
import { SHORTCUTS } from '../../src/ui/shortcuts.ts';
import demo from '../../src/demo/demoBattle.json';
import { type Harness, type PageLog, seekFrames, startAppPage, waitFrames } from './harness.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const of = <K extends TimedEvent['kind']>(kind: K) =>
  timeline.events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

let harness: Harness;
let page: Page;
let log: PageLog;
/** Console errors counted after each test, to name the test where any appeared. */
const errorsAfter: string[] = [];

/** Presses a key and waits until the page reports the camera mode it should lead to. */
async function pressFor(key: string, mode: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForFunction((m) => window.__holotable!.camera().mode === m, mode);
  await waitFrames(page, 2);
  expect(await page.getByTestId('camera-mode').getAttribute('data-mode')).toBe(mode);
}

/**
 * Waits until the camera has finished easing: paused, an eased camera moves every frame until it reaches its
 * shot and then stands exactly still, so two rendered frames with the same position mean it has arrived.
 */
async function waitCameraSettled(): Promise<void> {
  await page.evaluate(() => {
    (window as { __settle?: unknown }).__settle = undefined;
  });
  await page.waitForFunction(
    () => {
      const w = window as { __settle?: { frames: number; at: string } };
      const h = window.__holotable!;
      const p = h.camera().positionMm;
      const now = { frames: h.frames, at: `${p.x} ${p.y} ${p.heightMm}` };
      const before = w.__settle;
      if (!before || before.frames !== now.frames) w.__settle = now;
      return before !== undefined && now.frames > before.frames && now.at === before.at;
    },
    undefined,
    { polling: 50 },
  );
}

/** Seeks (paused) and waits until the camera has eased to the new shot. */
async function seekAndSettle(t: number): Promise<void> {
  await seekFrames(page, t, 2);
  await waitCameraSettled();
}

describe('cameras and shortcuts in Chromium', () => {
  beforeAll(async () => {
    ({ harness, page, log } = await startAppPage());
  });

  afterAll(async () => {
    await harness?.close();
  });

  afterEach((ctx) => {
    errorsAfter.push(`${ctx.task.name}: ${log?.consoleErrors.length ?? 0}`);
  });

  it('C cycles orbit → top → follow → director → orbit; T, F and D pick their mode; the panel shows it', async () => {
    expect(await page.evaluate(() => window.__holotable!.kind)).toBe('battle');
    expect(await page.evaluate(() => window.__holotable!.camera().mode)).toBe('orbit');
    expect(await page.getByTestId('camera-mode').textContent()).toContain('Orbit');
    await pressFor('c', 'top');
    expect(await page.evaluate(() => window.__holotable!.camera().type)).toBe('OrthographicCamera');
    await pressFor('c', 'follow');
    expect(await page.evaluate(() => window.__holotable!.camera().type)).toBe('PerspectiveCamera');
    expect(await page.getByTestId('camera-mode').textContent()).toContain('Follow');
    await pressFor('c', 'director');
    expect(await page.getByTestId('camera-mode').textContent()).toContain('Director');
    await pressFor('c', 'orbit');
    await pressFor('f', 'follow');
    await pressFor('t', 'top');
    await pressFor('d', 'director');
    await pressFor('t', 'top');
    await pressFor('t', 'orbit');
    expect(await page.getByTestId('camera-orbit').getAttribute('aria-pressed')).toBe('true');
  });

  it('follow: the active ship stays near the centre of the screen while it moves', async () => {
    await pressFor('f', 'follow');
    const move = of('move')[4]!;
    const activation = [...timeline.events].reverse().find((e) => e.kind === 'activation' && e.t <= move.t)!;
    await seekAndSettle(activation.t);
    expect(await page.evaluate(() => window.__holotable!.camera().subject)).toBe(move.unit);
    await page.evaluate(() => window.__holotable!.playMoves());
    await page.waitForFunction((t) => window.__holotable!.playback().time >= t, move.t + 0.2, { polling: 20 });
    const samples: { t: number; dx: number; dy: number; unit: string | null }[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await page.evaluate(() => {
        const h = window.__holotable!;
        const cam = h.camera();
        const unit = cam.subject;
        const p = unit ? h.shipScreenPosition(unit) : null;
        // The shot's centre: the middle of the part of the canvas no panel covers.
        const free = cam.free ?? { left: 0, top: 0, right: cam.viewport.width, bottom: cam.viewport.height };
        const cx = cam.viewport.left + (free.left + free.right) / 2;
        const cy = cam.viewport.top + (free.top + free.bottom) / 2;
        return {
          t: h.playback().time,
          unit,
          dx: p ? (p.x - cx) / cam.viewport.width : 9,
          dy: p ? (p.y - cy) / cam.viewport.height : 9,
        };
      });
      samples.push(s);
      if (i === 2) writeFileSync('/tmp/holotable-cam-follow.png', await page.screenshot());
      await waitFrames(page, 2);
    }
    await page.evaluate(() => window.__holotable!.seek(window.__holotable!.playback().time));
    const during = samples.filter((s) => s.t > move.t && s.t < move.t + move.duration);
    expect(during.length, JSON.stringify(samples)).toBeGreaterThanOrEqual(3);
    for (const s of samples) {
      expect(s.unit, `t=${s.t}`).toBe(activeUnitAt(timeline, s.t));
      // The camera looks at the base centre (12 mm up): within a few percent of the centre of the free view.
      expect(Math.abs(s.dx), `x at t=${s.t}`).toBeLessThan(0.05);
      expect(Math.abs(s.dy), `y at t=${s.t}`).toBeLessThan(0.08);
    }
  });

  it('director: over the shoulder at an attack, wide at a round start, close on a destruction', async () => {
    await pressFor('d', 'director');
    const cases = [
      { t: of('attack')[0]!.t + 0.3, kind: 'over-shoulder', file: 'attack' },
      { t: of('round')[2]!.t + 0.2, kind: 'establishing', file: 'round' },
      { t: of('destroyed')[0]!.t + 0.3, kind: 'close-up', file: 'destroyed' },
      { t: of('move')[6]!.t + 1, kind: 'follow', file: 'move' },
    ];
    for (const c of cases) {
      await seekAndSettle(c.t);
      const cam = await page.evaluate(() => window.__holotable!.camera());
      expect(cam.shot, `${c.file}`).toBe(c.kind);
      const want = directorShot(timeline, c.t);
      const miss = Math.hypot(
        cam.positionMm.x - want.positionMm.x,
        cam.positionMm.y - want.positionMm.y,
        cam.positionMm.heightMm - want.positionMm.heightMm,
      );
      expect(miss, `${c.file}: camera settled on the director's shot`).toBeLessThan(0.5);
      expect(Math.abs(cam.fovDeg! - want.fovDeg)).toBeLessThan(1e-3);
      writeFileSync(`/tmp/holotable-cam-director-${c.file}.png`, await page.screenshot());
    }
  });

  it('director eases between shots: no jump from one frame to the next after a step', async () => {
    const attack = of('attack')[1]!;
    await seekAndSettle(attack.t - 0.05);
    await page.evaluate((t) => window.__holotable!.seek(t), attack.t + 0.1);
    const path: { x: number; y: number; heightMm: number }[] = [];
    for (let i = 0; i < 8; i++) {
      await waitFrames(page, 1);
      path.push(await page.evaluate(() => window.__holotable!.camera().positionMm));
    }
    const from = path[0]!;
    const to = directorShot(timeline, attack.t + 0.1).positionMm;
    const total = Math.hypot(to.x - from.x, to.y - from.y, to.heightMm - from.heightMm);
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const stepMm = Math.hypot(b.x - a.x, b.y - a.y, b.heightMm - a.heightMm);
      // A cut would cover the whole way in one frame.
      if (total > 50) expect(stepMm, `frame ${i} of a ${total.toFixed(0)} mm transition`).toBeLessThan(total * 0.8);
    }
  });

  it('? opens the help overlay listing every shortcut of the table; Esc closes it; H toggles it', async () => {
    await page.keyboard.press('?');
    const overlay = page.getByTestId('help-overlay');
    await overlay.waitFor({ state: 'visible' });
    const rows = page.getByTestId('help-shortcut');
    expect(await rows.count()).toBe(SHORTCUTS.length);
    for (const [i, s] of SHORTCUTS.entries()) {
      const text = (await rows.nth(i).textContent()) ?? '';
      expect(text).toContain(s.description);
      for (const l of s.labels) expect(text).toContain(l);
    }
    await waitFrames(page, 2);
    writeFileSync('/tmp/holotable-cam-help.png', await page.screenshot());
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await page.keyboard.press('h');
    await overlay.waitFor({ state: 'visible' });
    await page.keyboard.press('h');
    await overlay.waitFor({ state: 'detached' });
    // Keys still drive the viewer after the overlay closed.
    await pressFor('c', 'orbit');
  });

  it('logged no errors', () => {
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors, errorsAfter.join('\n')).toEqual([]);
  });
});
