import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//;

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload each page's chunks with the HTML (src/server/lib/route-preloads.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // The framework every page runs on, in one long-cached file instead of a dozen shared chunks.
        // No experimentalMinChunkSize: it merged page-only code (date-fns, search) into chunks every
        // page loads, +10 kB of first-load JavaScript; the code now loads after the first paint, so
        // a few more small files cost less than the bytes (docs/decisions/0009).
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
