import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
      // Dozens of sub-kilobyte shared chunks (button, badge, icons…) each cost a request, and on
      // HTTP/1.1 (6 connections) a round trip per wave; merge them into chunks loaded by the same pages.
      output: {
        experimentalMinChunkSize: Number(process.env.MINCHUNK ?? 20_000),
        // …but never into a chunk every page loads: date-fns is only for the scores, team and game pages.
        manualChunks: (id) => (id.includes('/node_modules/date-fns/') ? 'date-fns' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
