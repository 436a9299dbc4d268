import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
