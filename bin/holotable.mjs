#!/usr/bin/env node
// Runs the `holotable` command line as built JavaScript (dist-cli/, bundled from src/cli/ by
// scripts/build-cli.mjs): no TypeScript compiler at run time. `npm ci` builds it (the `prepare` script) and a
// packed tarball ships it.
import { existsSync } from 'node:fs';

const built = new URL('../dist-cli/holotable.mjs', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const root = decodeURIComponent(new URL('..', import.meta.url).pathname);
  process.stderr.write(
    `holotable: the command line is not built (${decodeURIComponent(built.pathname)} is missing).\n` +
      `Build it with \`npm run build:cli\` in ${root} (\`npm ci\` and \`npm install\` build it too).\n`,
  );
  process.exitCode = 1;
}
