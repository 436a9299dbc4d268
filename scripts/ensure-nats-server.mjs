#!/usr/bin/env node
// Makes sure Debian's nats-server is installed for live spectating (`npm run live`) and its integration tests
// (tests/live/ start a real server; nothing is mocked). As root it installs the `nats-server` package with
// apt-get; otherwise it explains what to run. Exit status 0 when nats-server is there afterwards, 1 when it is
// not. Imported as a module, `natsServerPath()` finds the binary without installing anything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where Debian's package puts the server, then the PATH. */
const CANDIDATES = ['/usr/bin/nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server'];

/** The nats-server binary's path, or null when it is not installed. */
export function natsServerPath() {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  const path = (which.stdout || '').trim();
  return which.status === 0 && path ? path : null;
}

function version(path) {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim() || 'installed';
}

/** Installs the package as root, or says what to run; returns the binary's path or null. */
export function ensureNatsServer() {
  const existing = natsServerPath();
  if (existing) return existing;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "nats-server is not installed. Install Debian's package as root:\n" +
        '  DEBIAN_FRONTEND=noninteractive apt-get install -y nats-server\n' +
        '(or run this script as root: node scripts/ensure-nats-server.mjs)',
    );
    return null;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  console.log('nats-server is missing: installing Debian package "nats-server" with apt-get…');
  if (!apt(['install', '-y', '--no-install-recommends', 'nats-server'])) {
    // The package lists may be stale or empty: refresh them once and retry.
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'nats-server']);
  }
  const installed = natsServerPath();
  if (!installed) console.error('apt-get did not provide nats-server; install the nats-server package by hand.');
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = ensureNatsServer();
  if (!path) process.exit(1);
  console.log(`nats-server: ${version(path)}`);
}
