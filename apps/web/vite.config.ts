import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // WEB_DIST_DIR (read by the API too) lets parallel browser runs keep their own build.
  build: { outDir: process.env.WEB_DIST_DIR ?? 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
});
