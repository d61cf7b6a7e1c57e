import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/**
 * Unit and component tests (docs/architecture.md#tests): happy-dom, fake IndexedDB; e2e lives in vitest.e2e.config.ts.
 * Four projects: 'unit' runs the widget's tests, 'server' the server's and the local stack's (of
 * the API server suite, only ON_BOTH_ENGINES, on PGlite), 'api-postgres' runs the API server
 * suite (tests/server/api/) on a throwaway PostgreSQL server (tests/server/api/postgres-setup.ts),
 * and 'admin' runs the merchant's embedded admin's tests (tests/admin/) with React itself: the
 * widget's projects alias react to preact/compat, the admin's must not.
 */

/**
 * The API suite's files that test the database layer itself, which 'server' runs again on PGlite:
 * values and transactions (db), migrations and instances (database), a crash mid-write, data kept
 * across a restart, concurrent writes (saved-items) and the webhook queue (pg-boss). The rest of
 * the suite tests routes over server/api/db/db.ts, which gives the same values on both engines
 * (db.test.ts holds that), and runs once, on PostgreSQL, the engine production runs on; the e2e
 * suite and `npm start` run the whole stack on PGlite. On PGlite the whole suite took twice as
 * long as on PostgreSQL (docs/performance.md#the-test-suite-on-node-24).
 */
const ON_BOTH_ENGINES = ['db', 'database', 'crash', 'persistence', 'saved-items', 'webhooks-queue'];

const widget = {
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
};

export default defineConfig({
  define: { __PANEL_PRELOAD__: '["chunks/core-test.js"]', __PREVIEW__: 'false' },
  test: {
    globals: true,
    environment: 'happy-dom',
    testTimeout: 20000,
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), while these
    // tests wait on PGlite, timers and I/O often enough that a worker per core runs the suite in
    // two thirds of the time; more workers than cores ran slower.
    maxWorkers: '100%',
    // Worker threads, not child processes: every file still gets a fresh worker (isolation), and a
    // thread starts in about 0.37 s against a process's 0.65 s; the whole run took 299-310 s on
    // threads against 394 s on processes (docs/performance.md#the-test-suite-on-node-24).
    pool: 'threads',
    // `include` lives in each project: with `extends: true` the project's list would be added to the root's.
    projects: [
      {
        extends: true,
        ...widget,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // tests/built/ reads the build: the e2e run has it (vitest.e2e.config.ts); tests/admin/
          // belongs to the 'admin' project, tests/server/ to 'server' and 'api-postgres'
          exclude: ['tests/e2e/**', 'tests/built/**', 'tests/admin/**', 'tests/server/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        ...widget,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/api/*/**', `tests/server/api/!(${ON_BOTH_ENGINES.join('|')}).test.ts`],
          setupFiles: ['tests/setup.ts'],
          // one fresh PGlite cluster for the run, copied by every in-memory test database
          globalSetup: ['tests/server/api/pglite-setup.ts'],
          // As in 'api-postgres': the files share each worker's modules (the local Shopify's
          // schema is built once per worker, not per file); each file makes its own stores,
          // databases and harnesses.
          isolate: false,
        },
      },
      {
        extends: true,
        ...widget,
        test: {
          name: 'api-postgres',
          include: ['tests/server/api/**/*.test.ts'],
          // The suite's files share each worker's modules instead of importing the server afresh
          // per file (a fifth of the project's time: 86 s against 140 s): every file makes its
          // harnesses (helpers.ts: own database, local Shopify and clock), and a harness forgets
          // what the API keeps in memory, as a new process would.
          isolate: false,
          setupFiles: ['tests/setup.ts'],
          globalSetup: ['tests/server/api/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        // React's automatic JSX runtime, as vite.admin.config.ts builds the admin
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'admin',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          // the admin's own origin (the API's); tests/admin/setup.ts answers the preview frame's page
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3001/admin' } },
          setupFiles: ['tests/admin/setup.ts'],
        },
      },
    ],
  },
});
