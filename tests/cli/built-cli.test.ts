import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { buildCli, runBuilt } from './builtCli.ts';

const example = readFileSync('examples/spec-example.json', 'utf8');

beforeAll(buildCli, 60_000);

describe('the installed command (bin/holotable.mjs, built into dist-cli/)', () => {
  it('reads a file and standard input, and exits 2 on bad input', () => {
    const fromFile = runBuilt(['resolve', 'examples/spec-example.json']);
    expect(fromFile.status).toBe(0);
    const fromStdin = runBuilt(['resolve', '-'], example);
    expect(fromStdin.stdout).toBe(fromFile.stdout);
    const bad = runBuilt(['measure', '-'], '{"ships": 3}');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim()).toBe('ships: expected an array, got 3');
  });

  const battle = JSON.parse(readFileSync('examples/core-set-battle.json', 'utf8'));
  const badBattle = JSON.stringify({ ...battle, seed: -1, ships: [{ ...battle.ships[0], heading: 'north' }] });
  it.each([
    [['resolve', 'examples/spec-example.json']],
    [['resolve', 'examples/bump-through.json']],
    [['measure', 'examples/spec-example.json']],
    [['measure', 'examples/bump-through.json']],
    [['resolve', '-'], '{"ships": [{"id": "a", "size": "huge"}]}'],
    [['replay', 'examples/core-set-battle.json']],
    [['validate', 'examples/core-set-battle.json']],
    [['validate', '-'], badBattle],
    [['simulate', '--ruleset', 'star-warriors', '--seed', '3', '--rounds', '2']],
    [['simulate', '--ruleset', 'fullthrust-sw', '--seed', '7', '--rounds', '2']],
    [['help']],
  ])('prints exactly what runCli prints: %j', (args, input?: string) => {
    const built = runBuilt(args, input);
    const inProcess = runCli(args, (f) => input ?? readFileSync(f, 'utf8'));
    expect(built.status).toBe(inProcess.status);
    expect(built.stdout).toBe(inProcess.stdout);
    expect(built.stderr).toBe(inProcess.stderr);
  });

  it('prints readable text with --format text, and JSON to a pipe by default', () => {
    const text = runBuilt(['resolve', 'examples/bump-through.json', '--format', 'text']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^1\. wedge: straight 3 → x 200\.2, y 400, heading 0°$/m);
    expect(JSON.parse(runBuilt(['resolve', 'examples/bump-through.json']).stdout).moves).toHaveLength(1);
  });

  it('rejects a bad --format with status 2 and a message naming the option and its values', () => {
    for (const command of ['resolve', 'replay']) {
      const r = runBuilt([command, 'examples/core-set-battle.json', '--format', 'yaml']);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('--format: expected one of "json", "text", got "yaml"\n');
    }
  });

  it('prints the usage with status 2 for an unknown command', () => {
    const r = runBuilt(['explode']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^usage: holotable <command>/);
  });
});

/** The environment with every locale variable taken out and these set (Node's ICU reads LC_ALL, then LANG). */
function localeEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'LANG' && !k.startsWith('LC_')));
  return { ...env, ...vars };
}

/** Locales whose collation disagrees with code-point order on the fixture's ids (LANG alone for Turkish). */
const locales: [name: string, env: Record<string, string>, icu: string][] = [
  ['C', { LC_ALL: 'C' }, 'en-US'],
  ['Danish', { LC_ALL: 'da_DK.UTF-8' }, 'da-DK'],
  ['Turkish', { LANG: 'tr_TR.UTF-8' }, 'tr-TR'],
  ['English', { LC_ALL: 'en_US.UTF-8', LANG: 'da_DK.UTF-8' }, 'en-US'],
];
const localeBattle = 'tests/cli/fixtures/locale-battle.json';

describe('the command plays a battle alike in every locale (issue 16)', () => {
  const ids = ['beta', 'å', 'aaron', 'Ø', 'i', 'I', 'ı'];

  it.each(locales)('Node takes %s collation from the environment, so the test means something', (_, vars, icu) => {
    const script = `console.log(JSON.stringify([Intl.Collator().resolvedOptions().locale, ${JSON.stringify(ids)}.sort((a, b) => a.localeCompare(b))]))`;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: localeEnv(vars) });
    const [locale, sorted] = JSON.parse(r.stdout) as [string, string[]];
    expect(locale).toBe(icu);
    // Code-point order is I aaron beta i Ø å ı; each of these collations differs from it.
    expect(sorted).not.toEqual(['I', 'aaron', 'beta', 'i', 'Ø', 'å', 'ı']);
  });

  it("replays and completes the file to the same bytes, and each locale replays the others' completed files", () => {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-locale-'));
    try {
      const runs = locales.map(([name, vars]) => {
        const out = join(dir, `${name}.json`);
        const r = runBuilt(['replay', localeBattle, '--complete', out], '', localeEnv(vars));
        expect(r.stderr, name).toBe('');
        return { name, vars, stdout: r.stdout, completed: readFileSync(out, 'utf8') };
      });
      const [c] = runs;
      for (const run of runs) {
        expect(run.stdout, run.name).toBe(c!.stdout);
        expect(run.completed, run.name).toBe(c!.completed);
      }
      // A file completed in Danish replays in Turkish (and every other pairing) to the same timeline.
      for (const [i, run] of runs.entries()) {
        const other = runs[(i + 1) % runs.length]!;
        const r = runBuilt(['replay', join(dir, `${other.name}.json`)], '', localeEnv(run.vars));
        expect(r.stderr, `${other.name} file in ${run.name}`).toBe('');
        expect(r.stdout, `${other.name} file in ${run.name}`).toBe(c!.stdout);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('activates in code-point order of the ids on equal skill, in Danish too', () => {
    const r = runBuilt(['replay', localeBattle], '', localeEnv({ LC_ALL: 'da_DK.UTF-8' }));
    const events = JSON.parse(r.stdout).timeline.events as { kind: string; unit?: string }[];
    // Activation goes by ascending pilot skill (rules: ACTIVATION PHASE): the Academy Pilots (1) move before the
    // Rookie Pilots (2). Ties by id in code points: I U+0049 < i U+0069 < Ø U+00D8 < ı U+0131, and aaron < beta <
    // å U+00E5, where Danish collation would put å before aaron and Ø after ı.
    const firstRound = events.filter((e) => e.kind === 'move').slice(0, 7);
    expect(firstRound.map((e) => e.unit)).toEqual(['I', 'i', 'Ø', 'ı', 'aaron', 'beta', 'å']);
  });

  it('simulates each rule system to the bytes it gives in-process, in Turkish', () => {
    for (const ruleset of ['xwing-1e', 'star-warriors', 'fullthrust-sw']) {
      const args = ['simulate', '--ruleset', ruleset, '--seed', '16', '--rounds', '1'];
      expect(runBuilt(args, '', localeEnv({ LC_ALL: 'tr_TR.UTF-8' })).stdout, ruleset).toBe(
        runCli(args, () => '').stdout,
      );
    }
  });
});

describe('output files that cannot be written (issue 21)', () => {
  it('simulate --out into a missing directory: one line, status 2, nothing on stdout, nothing written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-out-'));
    try {
      const out = join(dir, 'nonexistent-dir', 'x.json');
      const r = runBuilt(['simulate', '--rounds', '1', '--out', out]);
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `cannot write ${out}: the directory ${join(dir, 'nonexistent-dir')} does not exist\n`,
      });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replay --complete onto a directory: the timeline is not printed, the directory is untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-out-'));
    try {
      const r = runBuilt(['replay', 'examples/core-set-battle.json', '--complete', dir]);
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `cannot write ${dir}: it is a directory\n`,
      });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bin/holotable.mjs without a build', () => {
  it('says what to run, with status 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-bin-'));
    try {
      mkdirSync(join(dir, 'bin'));
      copyFileSync('bin/holotable.mjs', join(dir, 'bin/holotable.mjs'));
      const r = spawnSync(process.execPath, [join(dir, 'bin/holotable.mjs'), 'resolve', '-'], { encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/dist-cli\/holotable\.mjs is missing/);
      expect(r.stderr).toMatch(/npm run build:cli/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
