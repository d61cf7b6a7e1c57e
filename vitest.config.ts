import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/**
 * Unit and component tests (DESIGN.md 7): happy-dom, fake IndexedDB; e2e lives in vitest.e2e.config.ts.
 * Two projects: 'unit' runs every test once (the API server suite on PGlite), 'api-postgres'
 * runs the API server suite again on a throwaway PostgreSQL server (tests/server/api/postgres-setup.ts).
 */
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  define: { __PANEL_PRELOAD__: '["chunks/core-test.js"]' },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // `include` lives in each project: with `extends: true` the project's list would be added to the root's.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          // one fresh PGlite cluster for the run, copied by every in-memory test database
          globalSetup: ['tests/server/api/pglite-setup.ts'],
          // tests/built/ reads the build: the e2e run has it (vitest.e2e.config.ts)
          exclude: ['tests/e2e/**', 'tests/built/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/server/api/**/*.test.ts'],
          globalSetup: ['tests/server/api/postgres-setup.ts'],
        },
      },
    ],
  },
});
