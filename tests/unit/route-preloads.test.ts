import { describe, expect, it } from 'vitest';
import { routePreloader, type ViteManifest } from '#server/lib/route-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_tabs.js': { file: 'assets/tabs-3.js', imports: ['_shared.js'] },
  'features/players/pages/players-page.tsx': { file: 'assets/players-page-4.js', imports: ['index.html', '_tabs.js'] },
  // A small page chunk merged with shared code: listed by file, under the page's name.
  '_player-page-5.js': { file: 'assets/player-page-5.js', name: 'player-page', isDynamicEntry: true, imports: ['_tabs.js'] },
  '_players-help-6.js': { file: 'assets/players-help-6.js', name: 'players', isDynamicEntry: true },
};

describe('routePreloader', () => {
  it('preloads the page chunk and its imports, not what the entry already loads', () => {
    const tags = routePreloader(manifest)('/players');
    expect(tags).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/players-page-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/tabs-3.js">',
    );
  });

  it('finds a merged page chunk by the page name', () => {
    expect(routePreloader(manifest)('/player/7')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/player-page-5.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/tabs-3.js">',
    );
  });

  it('adds nothing for unknown paths, pages missing from the manifest, or no manifest', () => {
    expect(routePreloader(manifest)('/nope')).toBe('');
    expect(routePreloader(manifest)('/standings')).toBe('');
    expect(routePreloader(null)('/players')).toBe('');
  });
});
