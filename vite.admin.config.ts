import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The merchant's embedded admin (admin/, React + Polaris + App Bridge React), built by
 * `npm run build:admin` and by `npm run build` (scripts/build.ts) into dist/admin/:
 * `admin.js` and `admin.css` (the names the API's admin shell page links), lazy chunks under
 * `chunks/`. The API serves the folder at `/admin/assets/`, so that is the base of every URL the
 * build writes. React's own automatic JSX runtime: none of the widget's Preact setup (no preset,
 * no react -> preact/compat alias) applies here, and the admin ships nothing to storefront pages.
 */
export default defineConfig({
  root: here('admin'),
  base: '/admin/assets/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: here('dist/admin'),
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
    // Polaris and Polaris Viz are large; merchants load them once, in Shopify admin, never on a store page
    chunkSizeWarningLimit: 1500,
    cssCodeSplit: false,
    rolldownOptions: {
      input: { admin: here('admin/main.tsx') },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset: { names?: string[] }) => (asset.names?.some((n) => n.endsWith('.css')) ? 'admin.css' : 'chunks/[name]-[hash][extname]'),
      },
    },
  },
});
