import { defineConfig } from 'vitest/config';

// Unit, property and golden tests run in Node, in parallel. Browser tests drive Debian's Chromium through
// playwright-core with software WebGL, which needs most of a 2-core machine: their files run one at a time
// against one shared build of the app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
