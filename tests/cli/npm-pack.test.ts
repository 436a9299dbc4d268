/**
 * The `holotable` package as npm ships it: `npm pack` (which builds dist-cli/ through the `prepare` script), then
 * the tarball installed into an empty folder with `npm install --offline` and an empty npm cache, as on a clean
 * machine with Node 20 alone: the install can only succeed if the package needs nothing from the registry, and
 * the installed command must run. `npm pack` runs on a copy of the package's sources (node_modules linked, not
 * copied), so its build never swaps the repository's dist-cli/ under tests/cli/built-cli.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** What `npm pack` reads: the package's manifest and readme, and what its build and `files` need. */
const PACKAGE_SOURCES = ['package.json', 'README.md', 'tsconfig.json', 'bin', 'examples', 'scripts', 'src'];

let work = '';
let installed = '';
let packedFiles: string[] = [];

/** The environment of a fresh shell: no npm_* settings inherited from an `npm test` that started this test. */
function cleanEnv(cache: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return { ...env, npm_config_cache: cache, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
}

/** Runs npm in `cwd`, throwing with its output when it fails. */
function npm(args: string[], cwd: string, cache: string): string {
  const r = spawnSync('npm', args, { cwd, env: cleanEnv(cache), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Runs the installed `holotable` through the bin link npm made, with Node's folder alone on the PATH. */
function holotable(args: string[]) {
  const bin = join(installed, 'node_modules', '.bin', 'holotable');
  const env = { PATH: dirname(process.execPath) };
  return spawnSync(bin, args, { cwd: join(installed, 'node_modules', 'holotable'), env, encoding: 'utf8' });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'holotable-pack-'));
  const source = join(work, 'source');
  for (const entry of PACKAGE_SOURCES) cpSync(join(ROOT, entry), join(source, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], source, join(work, 'cache-pack')));
  packedFiles = packed[0].files.map((f: { path: string }) => f.path);

  installed = join(work, 'clean-machine');
  mkdirSync(installed);
  writeFileSync(join(installed, 'package.json'), '{ "name": "clean-machine", "private": true }\n');
  const tarball = join(work, packed[0].filename);
  // An empty cache and --offline: any dependency to fetch would fail the install.
  npm(['install', '--offline', '--no-audit', tarball], installed, join(work, 'cache-empty'));
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm pack, installed offline on a clean machine', () => {
  it('packs the built command, its licences and the examples, and no sources', () => {
    for (const f of ['bin/holotable.mjs', 'dist-cli/holotable.mjs', 'dist-cli/THIRD-PARTY-LICENSES.txt']) {
      expect(packedFiles).toContain(f);
    }
    expect(packedFiles).toContain('examples/bump-through.json');
    expect(packedFiles.filter((f) => f.startsWith('src/') || f.startsWith('node_modules/'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(installed, 'node_modules/holotable/package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('runs `holotable resolve` from the installed package', () => {
    const r = holotable(['resolve', 'examples/bump-through.json', '--format', 'text']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // The README's worked example: the straight 3 stops where the wedge touches the Falcon.
    expect(r.stdout).toBe(
      '1. wedge: straight 3 → x 200.2, y 400, heading 0°\n' +
        '   bumped into falcon 63% of the way; moved through tie; skips its action\n',
    );
  });

  it('runs `holotable replay`, which loads a rule system from its own chunk', () => {
    const r = holotable(['replay', 'examples/core-set-battle.json', '--format', 'text']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Galactic Empire wins after 5 rounds');
  });
});
