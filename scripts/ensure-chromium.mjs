#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (playwright-core drives it; no
// browser is ever downloaded by playwright). As root it installs the `chromium` package with apt-get; otherwise
// it explains what to run. Exit status 0 when Chromium is there afterwards, 1 when it is not.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function version() {
  const r = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim() || 'installed';
}

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${version()}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n` +
      '  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n' +
      '(or run this script as root: node scripts/ensure-chromium.mjs)',
  );
  process.exit(1);
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
console.log('chromium is missing: installing Debian package "chromium" with apt-get…');
if (!apt(['install', '-y', '--no-install-recommends', 'chromium'])) {
  // The package lists may be stale or empty: refresh them once and retry.
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get did not provide ${CHROMIUM}; install the chromium package by hand.`);
  process.exit(1);
}
console.log(`chromium: ${version()}`);
