import { defineConfig } from 'vite';

/**
 * `npm run build:api`: the API as plain JavaScript for Node 24 (`node dist/api/main.js`), from
 * server/api/main.ts. Our own code is bundled: server/ and the browser-free modules of src/ it
 * shares with the widget (types, the English texts, the settings' country rule); every package
 * stays an import, resolved from `dependencies` at run time (`npm ci --omit=dev`).
 * Run it after `npm run build`, which empties dist/.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/api/main.ts',
    outDir: 'dist/api',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
