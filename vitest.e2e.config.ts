import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests (docs/architecture.md#tests): Debian's Chromium driven by playwright-core against the real local
 * stack on free ports.
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    // tests/built/: checks of the built files (no secrets), which need the build this run starts from
    include: ['tests/e2e/**/*.test.ts', 'tests/built/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/per-file.ts'],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    // One file at a time: merchant settings (PATCH /dev/settings) are global for the demo shop,
    // and a test that changes them restores them before the next test starts.
    fileParallelism: false,
    sequence: { concurrent: false, shuffle: false },
    // A flaky test must show up as a failure, never pass on a second try.
    retry: 0,
    // vitest's default of 1 s is too short for a panel that loads chunks and calls the API.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
