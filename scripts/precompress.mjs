// Brotli and gzip copies of the built client's text assets, next to each file (x.js.br, x.js.gz),
// made once at build time at the highest levels; @fastify/static `preCompressed` sends them as they
// are, so no request compresses a static file (issue #21: brotli per request cost 13–16 ms of CPU
// for vendor.js). `node scripts/precompress.mjs [dir]`, run by `npm run build` after Vite.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// index.html is rendered per request by the server; the manifest is read by the server only.
const SKIPPED = new Set(['index.html', path.join('.vite', 'manifest.json')]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (!TEXT.test(file) || SKIPPED.has(path.relative(root, file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const copies = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
  for (const [ext, bytes] of Object.entries(copies)) {
    // A copy that saves nothing is left out; the server then sends the file itself.
    if (bytes.length < body.length) writeFileSync(`${file}.${ext}`, bytes);
  }
  count++;
  before += body.length;
  after += copies.br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`);
