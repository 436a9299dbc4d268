/**
 * Output files (`simulate --out`, `replay --complete`) are written whole or not at all (issue 21): a path that
 * cannot be written gives one line saying which and why, status 2 and nothing on standard output, and leaves
 * nothing behind, not even the temporary file; an existing file survives.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from '../../src/cli/io.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-write-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What writeFiles returned, as status and streams. */
const refused = (line: string) => ({ status: 2, stdout: '', stderr: `${line}\n` });

describe('writeFiles', () => {
  it('writes a new file and replaces an existing one, leaving no temporary file', () => {
    expect(writeFiles({ [join(dir, 'a.json')]: '{"a":1}\n' })).toBeNull();
    writeFileSync(join(dir, 'b.json'), 'old');
    expect(writeFiles({ [join(dir, 'b.json')]: 'new\n' })).toBeNull();
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"a":1}\n');
    expect(readFileSync(join(dir, 'b.json'), 'utf8')).toBe('new\n');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
  });

  it('refuses a directory: "cannot write DIR: it is a directory"', () => {
    mkdirSync(join(dir, 'sub'));
    expect(writeFiles({ [join(dir, 'sub')]: 'x' })).toEqual(
      refused(`cannot write ${join(dir, 'sub')}: it is a directory`),
    );
    expect(writeFiles({ [`${dir}/`]: 'x' })).toEqual(refused(`cannot write ${dir}/: it is a directory`));
    expect(readdirSync(dir)).toEqual(['sub']);
  });

  it('refuses a path in a directory that does not exist, or under a file', () => {
    const missing = join(dir, 'nope', 'x.json');
    expect(writeFiles({ [missing]: 'x' })).toEqual(
      refused(`cannot write ${missing}: the directory ${join(dir, 'nope')} does not exist`),
    );
    writeFileSync(join(dir, 'file'), 'keep');
    const under = join(dir, 'file', 'x.json');
    expect(writeFiles({ [under]: 'x' })).toEqual(
      refused(`cannot write ${under}: ${join(dir, 'file')} is not a directory`),
    );
    expect(readdirSync(dir)).toEqual(['file']);
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('keep');
  });
});
