import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The widget's Vite setup (../../../vite.config.ts) with React instead of Preact: same target,
 * `base`, no module preload, `[name].js` entry and `chunks/[name]-[hash].js` lazy chunks. The
 * launcher renders the button with React, so React and react-dom are in the launcher and the
 * panel chunk holds only the panel shell.
 */
export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'react-launcher': 'src/launcher.jsx' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      preserveEntrySignatures: 'exports-only',
    },
  },
});
