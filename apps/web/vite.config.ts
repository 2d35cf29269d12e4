import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkoutDevPages } from './src/checkout/build/checkout-dev-pages.ts';
import { checkoutPreact } from './src/checkout/build/preact-alias.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [checkoutPreact(), checkoutDevPages(), react()],
  // WEB_DIST_DIR (read by the API too) lets parallel browser runs keep their own build.
  build: {
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // Two entries: the signed-in app, and the light public checkout (no UI kit; see docs/checkout.md).
    rolldownOptions: {
      input: {
        main: path.join(import.meta.dirname, 'index.html'),
        checkout: path.join(import.meta.dirname, 'checkout.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
});
