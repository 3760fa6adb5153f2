import { existsSync, readFileSync } from 'node:fs';
import { clientRoutePage } from '../../shared/client-routes';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
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
    const page = clientRoutePage(pathname);
    if (!page || !manifest[page]) return '';
    let tags = cache.get(page);
    if (tags === undefined) {
      tags = [...closure(page)].filter((k) => !inEntry.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join('');
      cache.set(page, tags);
    }
    return tags;
  };
}

export function readManifest(file: string): ViteManifest | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}
