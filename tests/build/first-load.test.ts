/**
 * What the page loads first, measured on a build (sizes, never time): the entry chunk named by the built
 * index.html, its `modulepreload` links and everything they import statically, summed as gzip. The default
 * viewer page must start with at most 350 kB of gzip JavaScript; the page's own chunk, the 3D libraries, the rule
 * systems, the demo battles and the video exporter come after, on demand. Also lists what the demo page loads
 * before its first 3D frame. Builds on its own into a temporary folder (about 30 s), so it needs nothing else.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGET_KB = 350;

/** A built chunk: its static and dynamic imports (file names) and the modules it holds (paths from the root). */
interface Chunk {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  facade: string | null;
}

/** Records every chunk's imports and modules as the bundle is written. */
function recordChunks(into: Map<string, Chunk>): Plugin {
  return {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      const short = (id: string) => id.replace(/^\0/, '').replace(`${ROOT}/`, '');
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        into.set(file, {
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: Object.keys(c.modules).map(short),
          facade: c.facadeModuleId ? short(c.facadeModuleId) : null,
        });
      }
    },
  };
}

let outDir = '';
const chunks = new Map<string, Chunk>();

/** The gzip size of a built file, bytes. */
const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Files a list of chunks loads before running: themselves and their static imports, transitively. */
function staticClosure(start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  start.forEach(visit);
  return [...seen];
}

/** The chunk whose entry module is this source file (a page, a rule system, a demo battle). */
function chunkOf(source: string): string {
  const found =
    [...chunks].find(([, c]) => c.facade === source) ?? [...chunks].find(([, c]) => c.modules.includes(source));
  if (!found) throw new Error(`no chunk for ${source}`);
  return found[0];
}

/** What the built index.html loads: its module script and its modulepreload links, and its stylesheets. */
function htmlLoads(): { scripts: string[]; preloads: string[]; styles: string[] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => (m[1] ?? '').replace(/^\.\//, ''));
  return {
    scripts: attr(/<script type="module"[^>]*src="([^"]+)"/g),
    preloads: attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    styles: attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/** Every module in a set of chunks. */
const modulesOf = (files: string[]) => files.flatMap((f) => chunks.get(f)?.modules ?? []);

/** One line per file with its gzip size, and the total. */
function report(title: string, files: string[]): number {
  const sizes = files.map((f) => ({ f, gz: gzipBytes(f) })).sort((a, b) => b.gz - a.gz);
  const total = sizes.reduce((s, x) => s + x.gz, 0);
  console.log(`${title}: ${kB(total)} kB gzip in ${files.length} files`);
  for (const { f, gz } of sizes) console.log(`  ${kB(gz).padStart(7)} kB  ${f}`);
  return total;
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'holotable-first-load-'));
  // The production build as `npm run build` makes it: vitest sets NODE_ENV=test, which would make vite bundle
  // React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      plugins: [recordChunks(chunks)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the first load of the default viewer page', () => {
  it(`is at most ${BUDGET_KB} kB of gzip JavaScript (entry, modulepreloads and their static imports)`, () => {
    const { scripts, preloads, styles } = htmlLoads();
    expect(scripts).toHaveLength(1);
    const first = staticClosure([...scripts, ...preloads]);
    // Every modulepreload link is something the entry imports statically (nothing extra is fetched up front).
    expect(staticClosure(scripts).sort()).toEqual(first.sort());
    const js = report('first load (JavaScript)', first);
    const css = report('first load (CSS)', styles);
    console.log(`FIRST LOAD: ${kB(js)} kB gzip of JavaScript (budget ${BUDGET_KB} kB), ${kB(css)} kB of CSS`);
    expect(js).toBeLessThanOrEqual(BUDGET_KB * 1000);
  });

  it('holds no page, 3D library, rule system, demo battle, schema library or video exporter', () => {
    const { scripts } = htmlLoads();
    const modules = modulesOf(staticClosure(scripts));
    const forbidden = [
      /node_modules\/three\//,
      /node_modules\/@react-three\//,
      /node_modules\/zod\//,
      /node_modules\/webm-muxer\//,
      /^src\/rules\/(xwing1e|fullthrust-sw|star-warriors)\//,
      /^src\/demo\/.*\.json/,
      // Except the dispute storage keys and their read-out (keptData.ts, no imports): the page's error boundary
      // offers the saved work even when the dispute chunk itself failed to load.
      /^src\/(scene|state)\/(?!dispute\/keptData\.ts$)/,
      /^src\/ui\/(ViewerApp|dispute\/|stream\/)/,
    ];
    for (const re of forbidden) expect(modules.filter((m) => re.test(m))).toEqual([]);
  });
});

describe('the demo page before its first 3D frame', () => {
  it('loads the viewer, the X-Wing system and its demo, and nothing of the other pages or systems', () => {
    const { scripts } = htmlLoads();
    const wanted = ['src/ui/ViewerApp.tsx', 'src/rules/xwing1e/system.ts', 'src/demo/demoBattle.json'];
    const files = staticClosure([...scripts, ...wanted.map(chunkOf)]);
    report('demo page before its first frame (JavaScript)', files);
    const modules = modulesOf(files);
    expect(modules.some((m) => m.includes('node_modules/three/'))).toBe(true);
    const unwanted = [
      /^src\/rules\/(fullthrust-sw|star-warriors)\//,
      /^src\/demo\/(fullthrust|starWarriors)Battle\.json/,
      /^src\/ui\/(dispute|stream)\//,
      /^src\/scene\/stream\/(renderExport|webmWriter)/,
      /node_modules\/webm-muxer\//,
    ];
    for (const re of unwanted) expect(modules.filter((m) => re.test(m))).toEqual([]);
  });

  it('fetches the video exporter only when an export starts', () => {
    const exporter = chunkOf('src/scene/stream/renderExport.ts');
    expect(chunks.get(exporter)?.modules.some((m) => m.includes('node_modules/webm-muxer/'))).toBe(true);
    const stream = staticClosure([chunkOf('src/ui/stream/StreamApp.tsx')]);
    expect(stream).not.toContain(exporter);
  });
});
