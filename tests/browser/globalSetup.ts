/**
 * Builds the viewer once for all browser test files (each would otherwise spend ~30 s building it again) and
 * removes the build afterwards. Test files find it through BUILT_DIST_ENV.
 */
import { rmSync } from 'node:fs';
import { BUILT_DIST_ENV, buildApp, requireChromium } from './harness.ts';

/** Vitest global setup: build, publish the folder, and return the teardown. */
export default async function setup(): Promise<() => void> {
  requireChromium();
  const outDir = await buildApp();
  process.env[BUILT_DIST_ENV] = outDir;
  return () => rmSync(outDir, { recursive: true, force: true });
}
