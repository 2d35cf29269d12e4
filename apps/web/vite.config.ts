import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineFavicon } from './src/app/build/inline-favicon.ts';
import { preactRuntime } from './src/app/build/preact-runtime.ts';
import { prerenderPages } from './src/app/build/prerender-plugin.ts';
import { startChunksGroup } from './src/app/build/start-chunks.ts';
import { checkoutDevPages } from './src/checkout/build/checkout-dev-pages.ts';

const api = 'http://127.0.0.1:3000';
/**
 * React Router's package points every import at its development build, which differs from its
 * production build only by its development warnings turned on: the build takes the production one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
/** Modules both entries run at start. */
const SHARED_AT_START = /[\\/]node_modules[\\/]preact[\\/]|[\\/]packages[\\/]domain[\\/]|^\0/;
/** The entries' own modules (the HTML pages' scripts, `main.tsx`, the checkout). */
const OWN_ENTRY = /\.html|src[\\/](checkout[\\/]|main\.tsx)/;

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // Every text asset is written beside itself in brotli and gzip: the server sends the smaller one
  // the browser accepts, with nothing compressed per request (docs/performance.md).
  plugins: [
    preactRuntime(),
    checkoutDevPages(),
    inlineFavicon(import.meta.dirname),
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|html|json)$/,
      threshold: 1024,
    }),
    // The sign-in page's and the dashboard's first paint, written into their HTML per language
    // (after the build above).
    prerenderPages(),
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
      // The modules every page of the signed-in app runs at start go in one chunk (`app-start`) beside
      // the runtime the checkout shares (`runtime`: Preact, the domain package, the bundler's helpers),
      // instead of about twenty small chunks: on a phone each request waits its turn on six
      // connections (docs/performance.md, "Web and start"). The checkout's own modules stay out of both.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: (id) => !id.includes('.html') && SHARED_AT_START.test(id),
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'app-start', test: (id) => !OWN_ENTRY.test(id), tags: ['$initial'], priority: 1 },
            // What the signed-in landing pages wait for, in a few files (start-chunks.ts).
            { ...startChunksGroup(), debugName: 'start-chunks', includeDependenciesRecursively: false },
          ],
        },
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
}));
