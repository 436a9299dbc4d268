/**
 * A plain static file server for a built app folder under a sub-path (`/holotable/`), as a static host such as
 * GitHub Pages serves a project site: sirv (the file server inside vite preview) behind a prefix, 404 outside
 * it, no fallback page and no rewriting. `deployment` changes what sw.js says without rebuilding, the smallest
 * new deployment a browser notices (a service worker script that differs by one byte).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { freePort } from './harness.ts';

/** The sub-path the app is served under. */
export const SUB_PATH = '/holotable/';

/** A running server: the app's address (ending in SUB_PATH), the deployment counter and how to stop it. */
export interface SubPathServer {
  url: string;
  /** Deployment number; from 2 on sw.js ends with a comment naming it, so the browser finds a new version. */
  deployment: number;
  /** Stops answering at once, dropping open connections (the network is gone). */
  close(): Promise<void>;
}

/** Serves `dir` at http://127.0.0.1:PORT/holotable/ (a service worker needs localhost or https). */
export async function serveUnderSubPath(dir: string): Promise<SubPathServer> {
  const files = sirv(dir, { etag: true });
  const port = await freePort();
  const served: SubPathServer = { url: `http://127.0.0.1:${port}${SUB_PATH}`, deployment: 1, close: async () => {} };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (!path.startsWith(SUB_PATH)) {
      res.writeHead(404).end();
      return;
    }
    req.url = `/${path.slice(SUB_PATH.length)}`;
    if (served.deployment > 1 && req.url.split('?')[0] === '/sw.js') {
      // A byte-different service worker, as a new build would be; no HTTP caching in the way.
      const body = `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// deployment ${served.deployment}\n`;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(body);
      return;
    }
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  served.close = () =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });
  return served;
}
