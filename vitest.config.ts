import { defineConfig } from 'vitest/config';

// Unit, property and golden tests run in Node; browser tests drive Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
