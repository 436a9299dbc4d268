#!/usr/bin/env node
// Builds the `holotable` command line: bundles src/cli/holotable.ts and everything it imports (zod included)
// into plain JavaScript under dist-cli/, so bin/holotable.mjs starts with no TypeScript compiler and needs no
// node_modules. Split into chunks along the entry's dynamic imports: `resolve` and `measure` load the kernel and
// the scenario format, and only the other commands load the rule systems.
// Runs as the `prepare` script (npm ci, npm install, npm pack) and from the CLI tests before they spawn it.
// The new build is written beside dist-cli/ and swapped in, so a reader never sees half a build.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-cli`;

let esbuild;
try {
  esbuild = await import('esbuild');
} catch (e) {
  // esbuild is a devDependency: an install that leaves them out (npm ci --omit=dev) cannot build, and must not
  // fail for it. The packed tarball ships dist-cli/ already built and never runs this.
  if (e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  console.warn('build-cli: esbuild is not installed (a devDependency), so dist-cli/ was not built.');
  process.exit(0);
}

/**
 * zod re-exports its 40-odd message locales as `z.locales` (264 kB minified, half of what `resolve` parses),
 * and a namespace re-export cannot be tree-shaken. Nothing here reads `z.locales` (zod itself imports `en`
 * directly), so the bundle's `z.locales` holds English only.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, dirname(args.path), 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: root,
    }));
  },
};

const staging = `${outDir}.tmp-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const { metafile } = await esbuild.build({
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
  legalComments: 'none',
  metafile: true,
  plugins: [zodEnglishOnly],
  // The NATS Node transport is CommonJS and requires Node's built-ins ("crypto", "net"), which an ES module
  // bundle can only do through a require made for it.
  banner: {
    js: "import{createRequire as __holotableRequire}from'node:module';const require=__holotableRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
writeFileSync(`${staging}/THIRD-PARTY-LICENSES.txt`, thirdPartyLicenses(Object.keys(metafile.inputs)));
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

/** The licence texts of the packages bundled into the build (their code ships in dist-cli/). */
function thirdPartyLicenses(inputs) {
  const packages = new Set();
  for (const input of inputs) {
    const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packages.add(m[1]);
  }
  const parts = [...packages].sort().map((name) => {
    const dir = `${root}node_modules/${name}`;
    const { version, license } = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
    const text = file
      ? readFileSync(`${dir}/${file}`, 'utf8').trim()
      : `(no licence file; package.json says ${license})`;
    return `${name} ${version} (${license})\n\n${text}\n`;
  });
  return `The holotable command line bundles these packages:\n\n${parts.join('\n---\n\n')}`;
}
