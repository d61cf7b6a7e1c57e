import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/** Unit and component tests (DESIGN.md 7): happy-dom, fake IndexedDB; e2e lives in vitest.e2e.config.ts. */
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  define: { __PANEL_PRELOAD__: '["chunks/core-test.js"]' },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20000,
  },
});
