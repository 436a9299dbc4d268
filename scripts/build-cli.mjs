#!/usr/bin/env node
// Builds the `holotable` command line: bundles src/cli/holotable.ts and everything it imports (zod included)
// into plain JavaScript under dist-cli/, one chunk per command and rule-system group (the entry loads them with
// dynamic imports), so bin/holotable.mjs starts with no TypeScript compiler and needs no node_modules.
// Runs as the `prepare` script (npm ci, npm install, npm pack) and from the CLI tests before they spawn it.
// The new build is written beside dist-cli/ and swapped in, so a reader never sees half a build.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-cli`;

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  // esbuild is a devDependency: an install that leaves them out (npm ci --omit=dev) cannot build, and must not
  // fail for it. The packed tarball ships dist-cli/ already built and never runs this.
  console.warn('build-cli: esbuild is not installed (a devDependency), so dist-cli/ was not built.');
  process.exit(0);
}

const staging = `${outDir}.tmp-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { holotable: 'src/cli/holotable.ts' },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  minify: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
// Swap the new build in; another build finishing at the same moment wins the race with an equal build.
for (let attempt = 0; ; attempt++) {
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(staging, outDir);
    break;
  } catch (e) {
    if (attempt >= 5 || !existsSync(outDir)) throw e;
  }
}
