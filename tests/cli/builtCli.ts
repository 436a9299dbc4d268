/**
 * The built `holotable` command for tests that spawn it: beforeAll builds dist-cli/ from the current sources
 * (scripts/build-cli.mjs, well under a second), so a test never runs JavaScript older than the TypeScript.
 * Only tests/cli/built-cli.test.ts spawns it, so no two builds race.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';

/** Builds dist-cli/ (throws with esbuild's message when the build fails). */
export function buildCli(): void {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'pipe' });
}

/**
 * Runs `node bin/holotable.mjs ARGS` with `input` on standard input; `env`, when given, is its whole
 * environment (a test of locales sets LANG and LC_ALL itself).
 */
export function runBuilt(args: readonly string[], input = '', env?: NodeJS.ProcessEnv): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/holotable.mjs', ...args], { input, encoding: 'utf8', env });
}
