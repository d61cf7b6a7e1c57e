import { defineConfig } from 'vitest/config';
import { ONE_AT_A_TIME_FILES } from './tests/e2e/one-at-a-time.ts';

/**
 * End-to-end tests (docs/architecture.md#tests): Debian's Chromium driven by playwright-core against the real local
 * stack on free ports. Two groups, one after the other, against the one stack of the global setup:
 * first the files that share nothing, two at a time (one file alone leaves the machine a third
 * idle while its pages wait), then the files of tests/e2e/one-at-a-time.ts, one at a time.
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/per-file.ts'],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    sequence: { concurrent: false, shuffle: false },
    // A flaky test must show up as a failure, never pass on a second try.
    retry: 0,
    // vitest's default of 1 s is too short for a panel that loads chunks and calls the API.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e-side-by-side',
          // tests/built/: checks of the built files (no secrets), which need the build this run starts from
          include: ['tests/e2e/**/*.test.ts', 'tests/built/**/*.test.ts'],
          exclude: ONE_AT_A_TIME_FILES,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-one-at-a-time',
          include: ONE_AT_A_TIME_FILES,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
