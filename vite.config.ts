import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { aliases } from './aliases';

// React Router 7's package exports name only its development build (remix-run/react-router#14102):
// without this, pages ran its dev warnings and checks in the browser and on the server.
const ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
const routerAlias = process.env.NODE_ENV === 'development' ? [] : [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }];

const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//;

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  resolve: { alias: [...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })), ...routerAlias] },
  // Bundled into the server renderer, so the alias above applies there too (an external import would load the development build).
  ssr: { noExternal: ['react-router'] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload each page's chunks with the HTML (src/server/lib/route-preloads.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // The framework every page runs on, in one long-cached file. Chunks under 3 kB merge into
        // others: left alone, a page's first load was ~50 files (icons, helpers of a few hundred
        // bytes), each a request, a modulepreload link and a module to instantiate, which cost
        // 100-250 ms of main thread under Lighthouse's 4x CPU; now 15-20 files, the same bytes
        // within ±3 kB. Merging may put page-only code into chunks every page loads, so the
        // threshold is the one with the smallest first loads (`node bench/page-bundles.mjs`, swept
        // 1,000-12,000 when parts below the fold were split off: 5,000 was 1-4 kB under 3,000 on
        // every page; docs/performance.md).
        experimentalMinChunkSize: 5000,
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
