/**
 * Starting and stopping a real nats-server with the live configuration (natsConfig.ts): `npm run live` runs one
 * in the foreground, and the integration tests and the benchmark start their own on free loopback ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { natsServerPath } from '../ensure-nats-server.mjs';
import { type LiveLogins, type LiveServerPlaces, natsConfigText } from './natsConfig.ts';
import { ensureLiveStream } from './liveStream.ts';

/** A running server: where it listens, and how to stop it. */
export interface LiveServer {
  places: LiveServerPlaces;
  logins: LiveLogins;
  /** nats://host:port, for Node clients. */
  url: string;
  /** ws://host:wsPort, for browsers. */
  wsUrl: string;
  process: ChildProcess;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); `hard` kills it at once, as a crash would. */
  stop(hard?: boolean): Promise<void>;
}

/** A free TCP port on loopback (the system picks it; it is free when this returns). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the server logs that it is ready, or rejects with its output when it exits first. */
function whenReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`nats-server not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Writes the configuration and starts nats-server with it; resolves once it accepts connections. */
export async function startNatsServer(
  places: LiveServerPlaces,
  logins: LiveLogins,
  configDir: string,
  options: { inherit?: boolean } = {},
): Promise<LiveServer> {
  const binary = natsServerPath();
  if (!binary) throw new Error('nats-server is not installed: run `node scripts/ensure-nats-server.mjs` (as root).');
  mkdirSync(configDir, { recursive: true });
  mkdirSync(places.storeDir, { recursive: true });
  const configFile = join(configDir, 'nats.conf');
  writeFileSync(configFile, natsConfigText(places, logins), { mode: 0o600 });
  const child = spawn(binary, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (options.inherit) {
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
  }
  await whenReady(child, 20_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (hard = false) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(hard ? 'SIGKILL' : 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    places,
    logins,
    url: `nats://${places.host}:${places.port}`,
    wsUrl: `ws://${places.host}:${places.wsPort}`,
    process: child,
    stop,
  };
}

/** Starts the server and makes sure the stream exists (as admin). */
export async function startLiveServer(
  places: LiveServerPlaces,
  logins: LiveLogins,
  configDir: string,
  options: { inherit?: boolean } = {},
): Promise<LiveServer> {
  const server = await startNatsServer(places, logins, configDir, options);
  const admin = await connect({ servers: server.url, user: logins.admin.user, pass: logins.admin.password });
  try {
    await ensureLiveStream(admin);
  } finally {
    await admin.close();
  }
  return server;
}
