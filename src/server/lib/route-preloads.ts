import { existsSync, readFileSync } from 'node:fs';
import { clientRoutePage } from '#shared/routes/match-route';

type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the page a path opens: its lazy chunk and the chunks it
 * imports, minus what the entry already loads. Without them the browser learns of the page's
 * code only after the main bundle has downloaded and run, one round trip later.
 */
export function routePreloader(manifest: ViteManifest | null): (pathname: string) => string {
  if (!manifest) return () => '';
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const inEntry = entryKey ? closure(entryKey) : new Set<string>();
  const cache = new Map<string, string>();
  return (pathname) => {
    const page = pageChunkKey(manifest, clientRoutePage(pathname));
    if (!page) return '';
    let tags = cache.get(page);
    if (tags === undefined) {
      tags = [...closure(page)]
        .filter((k) => !inEntry.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
        .join('');
      cache.set(page, tags);
    }
    return tags;
  };
}

/**
 * The manifest key of a page module's chunk. A page chunk small enough to be merged with shared
 * code (vite.config.ts, experimentalMinChunkSize) is listed under its file name instead of its
 * source path; it keeps the page's name.
 */
export function pageChunkKey(manifest: ViteManifest, page: string | null): string | null {
  if (!page) return null;
  if (manifest[page]) return page;
  const name = page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && !manifest[k].src && manifest[k].name === name) ?? null;
}

export function readManifest(file: string): ViteManifest | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}
