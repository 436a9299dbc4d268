/**
 * `npm run bench:first-frame`: how soon the demo page shows its first 3D frame. Builds the app into a temporary
 * folder, serves it with a plain static server (no compression, a fresh browser context each round, so every
 * round loads cold), and opens the default page in Debian's Chromium (headless, SwiftShader software WebGL, the
 * browser tests' flags). Per round: milliseconds from navigation start to the app's first rendered 3D frame
 * (`window.__holotable.ready`, src/scene/TestHooks.tsx), to every ship model drawn, and the JavaScript fetched
 * before that first frame (files, bytes, gzip bytes). Prints the medians; never fails on speed.
 *
 * `HOLOTABLE_BASELINE_DIST=/path/to/dist` adds another build (say, of the parent commit) as a second page,
 * measured in alternate rounds with this one so the machine's slow spells fall on both alike.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/harness.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.HOLOTABLE_ROUNDS ?? 7);

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.glb': 'model/gltf-binary',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves a folder's files as they are (no compression, no caching) on a free localhost port. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** One page load. */
interface Round {
  firstFrameMs: number;
  modelsMs: number | null;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
}

/** Records, in the page, when the first 3D frame and the last ship model were first seen (rAF resolution). */
const PROBE = `(() => {
  const marks = {};
  window.__firstFrameMarks = marks;
  const tick = () => {
    const api = window.__holotable;
    const now = performance.now();
    if (api && api.ready && marks.ready === undefined) marks.ready = now;
    if (marks.ready !== undefined && marks.models === undefined) {
      const ids = api.shipIds();
      if (ids.length > 0 && ids.every((id) => api.shipModelTriangles(id) > 0)) marks.models = now;
    }
    if (marks.models === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type Marks = { ready?: number; models?: number };

/** Opens the default page once in a fresh context and measures it. */
async function measureOnce(browser: Browser, url: string, dist: string): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { __firstFrameMarks?: Marks }).__firstFrameMarks?.ready !== undefined,
      undefined,
      { timeout: 180_000, polling: 100 },
    );
    // The models come a little later; give them a while, but a round without them still counts its first frame.
    await page
      .waitForFunction(
        () => (window as unknown as { __firstFrameMarks?: Marks }).__firstFrameMarks?.models !== undefined,
        undefined,
        { timeout: 30_000, polling: 100 },
      )
      .catch(() => {});
    const { marks, resources } = await page.evaluate(() => ({
      marks: (window as unknown as { __firstFrameMarks: Marks }).__firstFrameMarks,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: e.name,
        end: e.responseEnd,
        size: e.decodedBodySize,
      })),
    }));
    const ready = marks.ready ?? Number.NaN;
    const js = resources.filter((r) => new URL(r.name).pathname.endsWith('.js') && r.end <= ready);
    const gzip = js.reduce((s, r) => s + gzipSync(readFileSync(join(dist, new URL(r.name).pathname))).length, 0);
    return {
      firstFrameMs: ready,
      modelsMs: marks.models ?? null,
      jsFiles: js.length,
      jsBytes: js.reduce((s, r) => s + r.size, 0),
      jsGzipBytes: gzip,
    };
  } finally {
    await context.close();
  }
}

/** The median of some numbers. */
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** One line of medians for a page's rounds. */
function summary(name: string, rounds: Round[]): string {
  const models = rounds.map((r) => r.modelsMs).filter((m): m is number => m !== null);
  const first = rounds[0];
  return [
    name.padEnd(10),
    `first 3D frame ${median(rounds.map((r) => r.firstFrameMs)).toFixed(0)} ms`,
    `models ${models.length ? `${median(models).toFixed(0)} ms` : 'not seen'}`,
    `JS before it: ${first?.jsFiles ?? 0} files, ${((first?.jsBytes ?? 0) / 1000).toFixed(0)} kB ` +
      `(${((first?.jsGzipBytes ?? 0) / 1000).toFixed(1)} kB gzip)`,
  ].join('  ');
}

const outDir = mkdtempSync(join(tmpdir(), 'holotable-first-frame-'));
const servers: Server[] = [];
let browser: Browser | null = null;
try {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir } });
  const pages: { name: string; dir: string; url: string; rounds: Round[] }[] = [];
  const add = async (name: string, dir: string) => {
    const s = await serve(resolve(dir));
    servers.push(s.server);
    pages.push({ name, dir: resolve(dir), url: s.url, rounds: [] });
  };
  await add('this build', outDir);
  const baseline = process.env.HOLOTABLE_BASELINE_DIST;
  if (baseline) await add('baseline', baseline);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // One untimed load each, so the browser's own start-up costs no page.
  for (const p of pages) await measureOnce(browser, p.url, p.dir);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? [...pages].reverse() : pages;
    for (const p of order) {
      const r = await measureOnce(browser, p.url, p.dir);
      p.rounds.push(r);
      console.log(
        `round ${i + 1} ${p.name}: first frame ${r.firstFrameMs.toFixed(0)} ms, models ${r.modelsMs?.toFixed(0) ?? '–'} ms`,
      );
    }
  }
  console.log(`Holotable first frame — Debian Chromium, SwiftShader, 1280 × 720, medians of ${ROUNDS} cold loads`);
  for (const p of pages) {
    console.log(summary(p.name, p.rounds));
    console.log(`  first frame ms by round: ${p.rounds.map((r) => r.firstFrameMs.toFixed(0)).join(', ')}`);
  }
} finally {
  await browser?.close().catch(() => {});
  for (const s of servers) s.close();
  rmSync(outDir, { recursive: true, force: true });
}
