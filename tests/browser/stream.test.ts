/**
 * Stream mode in a real browser (Debian's Chromium, software WebGL): a 1920 × 1080 stage with a transparent
 * page and canvas behind the table, the ships drawn, the broadcast overlays painted from the battle at the
 * playback clock, a short video export that is a playable WebM with exactly the scheduled frames, and the
 * control page driving the stream page over a BroadcastChannel.
 */
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import demo from '../../src/demo/demoBattle.json';
import { type Harness, type PageLog, openPage, seekFrames, startHarness, waitFrames, waitReady } from './harness.ts';
import { decodePng } from './png.ts';
import { readWebm } from './webm.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const firstAttack = timeline.events.find((e): e is TimedEvent & { kind: 'attack' } => e.kind === 'attack')!;
const defenceDice = timeline.events.find((e) => e.kind === 'dice' && e.role === 'defence' && e.t > firstAttack.t)!;

let harness: Harness;
let page: Page;
let log: PageLog;
let context: BrowserContext;

/** Seeks the stage's playback clock and waits until it has drawn that moment (1080p frames are slow in software). */
async function seek(t: number): Promise<void> {
  await seekFrames(page, t, 3);
}

describe('stream mode in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness();
    ({ page, log } = await openPage(harness.browser, `${harness.baseUrl}?mode=stream&transparent=1`, {
      width: 1920,
      height: 1080,
    }));
    context = page.context();
    await waitReady(page);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('is a 1920 × 1080 stage with no UI chrome, the director on the camera', async () => {
    const layout = await page.evaluate(() => {
      const box = (sel: string) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const gl = document.querySelector('[data-testid="viewport"] canvas') as HTMLCanvasElement;
      return {
        stage: box('[data-testid="stream-stage"]'),
        canvas: { width: gl.width, height: gl.height, box: box('[data-testid="viewport"] canvas') },
        overlay: box('[data-testid="stream-overlay"]'),
        buttons: document.querySelectorAll('button').length,
        panels: document.querySelectorAll('.panel').length,
        settings: window.__holotableStream!.settings,
        problems: window.__holotableStream!.problems,
      };
    });
    expect(layout.stage).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(layout.canvas.width).toBe(1920);
    expect(layout.canvas.height).toBe(1080);
    expect(layout.canvas.box).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(layout.overlay).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(layout.buttons).toBe(0);
    expect(layout.panels).toBe(0);
    expect(layout.settings).toEqual({ transparent: true, timerMinutes: null });
    expect(layout.problems).toEqual([]);
    const cam = await page.evaluate(() => window.__holotable!.camera());
    expect(cam.mode).toBe('director');
  });

  it('has a transparent page and canvas behind the table, the ships drawn and the overlays on top', async () => {
    // Mid-attack: the defender's dice are on the card.
    await seek(defenceDice.t + 0.3);
    const bg = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      root: getComputedStyle(document.getElementById('root')!).backgroundColor,
    }));
    expect(bg).toEqual({ html: 'rgba(0, 0, 0, 0)', body: 'rgba(0, 0, 0, 0)', root: 'rgba(0, 0, 0, 0)' });
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync('/tmp/holotable-stream.png', png);
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([1920, 1080]);
    const alpha = (x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;
    let clear = 0;
    for (let y = 0; y < img.height; y += 4) for (let x = 0; x < img.width; x += 4) if (alpha(x, y) === 0) clear++;
    const share = clear / ((img.width / 4) * (img.height / 4));
    // Space around the table is see-through (a good part of the frame), the rest is table, ships and overlays.
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.95);
    // Ships on screen are opaque.
    const ids = await page.evaluate(() => window.__holotable!.shipIds());
    let opaqueShips = 0;
    for (const id of ids) {
      const p = await page.evaluate((u) => window.__holotable!.shipScreenPosition(u), id);
      if (!p || p.x < 0 || p.y < 0 || p.x >= 1920 || p.y >= 1080) continue;
      if (alpha(Math.round(p.x), Math.round(p.y)) === 255) opaqueShips++;
    }
    expect(opaqueShips).toBeGreaterThanOrEqual(1);
    // The overlays: squads top left and right, the round bar top centre, the attack card bottom right.
    for (const [x, y] of [
      [60, 60],
      [1860, 60],
      [960, 60],
      [1800, 1020],
    ] as const)
      expect(alpha(x, y), `overlay pixel at ${x},${y}`).toBeGreaterThan(180);
    const view = await page.evaluate(() => window.__holotableStream!.overlay());
    expect(view!.squads.map((s) => s.units.map((u) => u.id))).toEqual([['luke'], ['mauler', 'black']]);
    expect(view!.round).toBe(2);
    expect(view!.phase).toBe('combat');
    expect(view!.attack!.attacker).toBe('Luke Skywalker');
    expect(view!.attack!.rolls.map((r) => r.role)).toEqual(['attack', 'defence']);
    // The demo's first attack (seed 51): Luke rolls focus, blank, blank and spends his focus token.
    expect(view!.attack!.rolls[0]!.rolled).toEqual(['focus', 'blank', 'blank']);
    expect(view!.attack!.rolls[0]!.modified).toEqual(['hit', 'blank', 'blank']);
    expect(view!.timer.label).toBe('Round time');
  });

  it('greys out a destroyed ship and puts up a lower third for it', async () => {
    const d = timeline.events.find((e): e is TimedEvent & { kind: 'destroyed' } => e.kind === 'destroyed')!;
    await seek(d.t + 1);
    writeFileSync('/tmp/holotable-stream-destroyed.png', await page.screenshot({ omitBackground: true }));
    const view = await page.evaluate(() => window.__holotableStream!.overlay());
    const unit = view!.squads.flatMap((s) => s.units).find((u) => u.id === d.unit)!;
    expect(unit.destroyed).toBe(true);
    const name = timeline.units.find((u) => u.id === d.unit)!.name;
    expect(view!.captions.map((c) => [c.kind, c.title, c.detail])).toContainEqual([
      'destroyed',
      'Ship destroyed',
      // The demo's first destruction: Luke shoots down the Black Squadron Pilot ("destroyed by luke").
      `${name} is destroyed by Luke Skywalker`,
    ]);
  });

  it('exports 1 s at 30 fps as a playable WebM of exactly 30 frames lasting 1 s', async () => {
    const from = firstAttack.t;
    const result = await page.evaluate(
      (f) => window.__holotableStream!.exportVideo({ from: f, to: f + 1, fps: 30, width: 320, height: 180 }),
      from,
    );
    expect(result.frames).toBe(30);
    expect(result.durationUs).toBe(1_000_000);
    const bytes = Buffer.from(result.base64, 'base64');
    writeFileSync('/tmp/holotable-stream-export.webm', bytes);
    const webm = readWebm(bytes);
    expect(webm.docType).toBe('webm');
    expect(webm.codecId).toMatch(/^V_VP[89]$/);
    expect([webm.width, webm.height]).toEqual([320, 180]);
    expect(webm.timecodeScaleNs).toBe(1_000_000);
    expect(webm.frameTimestamps).toHaveLength(30);
    // Frame i stamped round(i · 10⁶ / 30) µs; the file stores whole milliseconds (webm-muxer rounds down).
    const expected = Array.from({ length: 30 }, (_, i) => Math.floor(Math.round((i * 1e6) / 30) / 1000));
    expect(webm.frameTimestamps).toEqual(expected);
    expect(webm.duration).toBeCloseTo(1000, 6);
    // The browser itself plays it: 1 s long, and a frame from its middle shows the battle (not black).
    const played = await page.evaluate(async (b64) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bin], { type: 'video/webm' }));
      await new Promise((ok, fail) => {
        video.onloadeddata = ok;
        video.onerror = () => fail(new Error(`video error ${video.error?.code}`));
      });
      video.currentTime = 0.5;
      await new Promise((ok) => (video.onseeked = ok));
      const c = document.createElement('canvas');
      c.width = video.videoWidth;
      c.height = video.videoHeight;
      const g = c.getContext('2d')!;
      // The decoded frame can reach the element a while after 'seeked' on a busy machine: draw until it is
      // there (a black frame would leave lit at 0 until this safety net of a minute runs out).
      let lit = 0;
      for (const giveUp = performance.now() + 60_000; lit === 0 && performance.now() < giveUp; ) {
        g.clearRect(0, 0, c.width, c.height);
        g.drawImage(video, 0, 0);
        const px = g.getImageData(0, 0, c.width, c.height).data;
        lit = 0;
        for (let i = 0; i < px.length; i += 4) if (Math.max(px[i]!, px[i + 1]!, px[i + 2]!) > 40) lit++;
        lit /= px.length / 4;
        if (lit === 0) await new Promise((ok) => setTimeout(ok, 100));
      }
      const png = c.toDataURL('image/png').split(',')[1]!;
      // And it plays through to the end.
      video.currentTime = 0;
      await new Promise((ok) => (video.onseeked = ok));
      const ended = new Promise((ok) => (video.onended = ok));
      await video.play();
      await ended;
      return {
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        lit,
        png,
      };
    }, result.base64);
    writeFileSync('/tmp/holotable-stream-export-frame.png', Buffer.from(played.png, 'base64'));
    expect(played.width).toBe(320);
    expect(played.height).toBe(180);
    expect(played.duration).toBeCloseTo(1, 2);
    expect(played.lit).toBeGreaterThan(0.05);
  });

  it('opens the export panel with E, shows progress while exporting, and Cancel stops it', async () => {
    await page.keyboard.press('e');
    await page.waitForSelector('[data-testid="export-panel"]');
    const from = firstAttack.t;
    const outcome = page.evaluate(
      (f) =>
        window.__holotableStream!.exportVideo({ from: f, to: f + 5, fps: 30, width: 320, height: 180 }).then(
          () => 'finished',
          (e: unknown) => (e instanceof DOMException ? e.name : String(e)),
        ),
      from,
    );
    await page.waitForFunction(
      () => {
        const p = document.querySelector('[data-testid="export-progress"] progress') as HTMLProgressElement | null;
        return p !== null && p.value >= 2;
      },
      undefined,
      { polling: 50 },
    );
    writeFileSync('/tmp/holotable-stream-export-panel.png', await page.screenshot());
    const progress = await page.evaluate(() => {
      const p = document.querySelector('[data-testid="export-progress"] progress') as HTMLProgressElement;
      return { value: p.value, max: p.max };
    });
    // 5 s of the battle at 30 fps, paced as live playback: Luke's attack, its dice and result keep their 4.2 s and
    // Mauler Mithel's return fire follows at once (nothing quiet to compress): 5 s, 150 frames.
    expect(progress.max).toBe(150);
    expect(progress.value).toBeLessThan(150);
    await page.click('[data-testid="export-cancel"]');
    expect(await outcome).toBe('AbortError');
    await page.waitForSelector('text=Export cancelled.');
    await page.keyboard.press('e');
    await page.waitForSelector('[data-testid="export-panel"]', { state: 'detached' });
  });

  it('refuses bad export options naming the option', async () => {
    const message = await page.evaluate(() =>
      window.__holotableStream!.exportVideo({ from: 1, to: 2, fps: 25, width: 320, height: 180 }).then(
        () => 'no error',
        (e: unknown) => String(e),
      ),
    );
    expect(message).toContain('fps');
  });

  it('follows the control page in another tab (BroadcastChannel): play, pause, seek, camera, caption', async () => {
    const control = await context.newPage();
    // Polled on a timer, not on animation frames: the stream page is behind the control page for now.
    const POLL = { polling: 50 };
    await control.goto(`${harness.baseUrl}?mode=control`);
    await control.waitForSelector('[data-testid="control-status"][data-connected="1"]');
    await control.click('[data-testid="control-camera-top"]');
    await page.waitForFunction(() => window.__holotable!.camera().mode === 'top', undefined, POLL);
    await control.click('[data-testid="control-camera-director"]');
    await page.waitForFunction(() => window.__holotable!.camera().mode === 'director', undefined, POLL);
    await control.click('[data-testid="control-play"]');
    await page.waitForFunction(() => window.__holotable!.playback().playing, undefined, POLL);
    await control.click('[data-testid="control-pause"]');
    await page.waitForFunction(() => !window.__holotable!.playback().playing, undefined, POLL);
    await control.fill('[data-testid="control-caption-text"]', 'Luke lines up the shot');
    await control.click('[data-testid="control-caption-send"]');
    // The overlay repaints on the stream page's next frame; a background tab may not be given frames.
    await page.bringToFront();
    await page.waitForFunction(
      () => window.__holotableStream!.overlay()?.captions.some((c) => c.detail === 'Luke lines up the shot'),
      undefined,
      // The overlay repaints with the next rendered frame, which takes seconds in software WebGL at 1080p.
      { polling: 100 },
    );
    await waitFrames(page, 2);
    writeFileSync('/tmp/holotable-stream-caption.png', await page.screenshot({ omitBackground: true }));
    await control.close();
  });

  it('made no outside requests and logged no errors', () => {
    const outside = log.requests.filter(
      (u) => !u.startsWith(harness.baseUrl) && !u.startsWith('blob:') && !u.startsWith('data:'),
    );
    expect(outside).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });
});
