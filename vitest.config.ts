import { defineConfig } from 'vitest/config';

// Unit, property and golden tests run in Node, in parallel. Browser tests drive Debian's Chromium through
// playwright-core with software WebGL, which needs most of a 2-core machine: their files run one at a time
// against one shared build, one server and one Chromium (tests/browser/globalSetup.ts). They wait for what the
// page reports, never for wall time; the timeouts below are safety nets sized for a busy machine (a frame can
// take seconds there), not budgets any test relies on.
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
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // expect.poll's default of 1 s assumes a fast page; the page is polled until it shows what is asked.
          expect: { poll: { timeout: 120_000, interval: 50 } },
        },
      },
    ],
  },
});
