import { defineConfig } from 'vitest/config';

/** End-to-end tests (DESIGN.md 7): Debian's Chromium driven by playwright-core against the real local stack on free ports. */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
