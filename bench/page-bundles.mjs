// First-load JavaScript of every screen, from the build's manifest: the entry's static imports plus
// the page chunk's, gzip-compressed. Unlike the browser measurement in frontend.mjs it leaves out
// what a page fetches later (ads, lazy dialogs) and covers every route. `node bench/page-bundles.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/client/';
// Signed-in screens load their code lazily and sit outside the public budget (issue #9).
const SIGNED_IN = /features\/(admin|ads)\/pages\//;
const BUDGET_KB = 150;

export function pageBundles() {
  const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(DIST + file)).length / 1024;
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, files);
    return files;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // One entry per route descriptor (src/shared/routes/pages/*.ts): its first path and its page module.
  const pages = readdirSync('src/shared/routes/pages').map((file) => {
    const text = readFileSync(`src/shared/routes/pages/${file}`, 'utf8');
    const path = /paths: \['(.*?)'/.exec(text)[1];
    const page = /page: '(.+?)'/.exec(text)[1];
    return [file, `/${path}`, page];
  });
  // As src/server/lib/route-preloads.ts: a page chunk merged with shared code is listed by its name.
  const keyOf = (page) =>
    manifest[page]
      ? page
      : Object.keys(manifest).find(
          (k) => manifest[k].isDynamicEntry && !manifest[k].src && manifest[k].name === page.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
        );
  return pages.map(([, pattern, page]) => {
    const files = closure(keyOf(page), closure(entry));
    const kb = Math.round([...files].reduce((sum, f) => sum + gzipKb(f), 0) * 10) / 10;
    return { route: pattern, page, kb, public: !SIGNED_IN.test(page) };
  });
}

/** One printed line per screen: route, kB, and whether it keeps the budget. */
export const bundleLine = (b) =>
  `${b.route.padEnd(22)}${String(b.kb).padEnd(8)}${b.public ? (b.kb <= BUDGET_KB ? 'ok' : `OVER ${BUDGET_KB}`) : 'signed-in, lazy (not budgeted)'}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const b of pageBundles()) console.log(bundleLine(b));
}
