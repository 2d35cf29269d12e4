import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preactRuntime } from './src/app/build/preact-runtime.ts';
import { checkoutDevPages } from './src/checkout/build/checkout-dev-pages.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  // Every text asset is written beside itself in brotli and gzip: the server sends the smaller one
  // the browser accepts, with nothing compressed per request (docs/performance.md).
  plugins: [
    preactRuntime(),
    checkoutDevPages(),
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|html|json)$/,
      threshold: 1024,
    }),
  ],
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
