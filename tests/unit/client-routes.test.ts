import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '#client/app/page-routes';
import { clientRoutePage, isClientRoute } from '#shared/routes/match-route';
import { RECORD_HEADS } from '#shared/routes/heads';
import { links, ROUTE_PATHS, ROUTES } from '#shared/routes/routes';

describe('route descriptors', () => {
  it('are one table: every page module is routed, and the router serves exactly these paths', () => {
    const features = new URL('../../src/client/features/', import.meta.url);
    const modules = readdirSync(features).flatMap((f) =>
      existsSync(new URL(`${f}/pages`, features))
        ? readdirSync(new URL(`${f}/pages`, features))
            .filter((n) => n.endsWith('.tsx'))
            .map((n) => `features/${f}/pages/${n}`)
        : [],
    );
    expect(new Set(ROUTE_PATHS.map((r) => r.route.page))).toEqual(new Set(modules));
    expect(PAGE_ROUTES.map((r) => (r.index ? '' : r.path))).toEqual([...ROUTE_PATHS.map((r) => r.path), '*']);
  });

  it('router entries load the page the table names', async () => {
    const players = PAGE_ROUTES.find((r) => r.path === 'player/:id')!;
    const mod = await players.load();
    expect(mod.default).toBeTypeOf('function');
    expect(mod).toBe(await import('#client/features/players/pages/player-page'));
    // Transforming the page's module graph takes seconds on two busy cores; the default 5 s was not enough.
  }, 30_000);

  it('map paths to pages, ignoring trailing slashes; unknown paths have none', () => {
    expect(clientRoutePage('/')).toBe('features/marketing/pages/home-switch.tsx');
    expect(clientRoutePage('/players/')).toBe('features/players/pages/players-page.tsx');
    expect(clientRoutePage('/league/12')).toBe('features/leagues/pages/league-detail-page.tsx');
    expect(clientRoutePage('/nope')).toBeNull();
    expect(isClientRoute('/games/3')).toBe(true);
    expect(isClientRoute('/team/x')).toBe(false);
    expect(clientRoutePage('/facility/9')).toBe('features/facilities/pages/facility-page.tsx');
  });

  it('are keyed by their ids, and every link builder writes an address its own page answers', () => {
    for (const [id, route] of Object.entries(ROUTES)) {
      expect(route.id).toBe(id);
      // A record page has its head; a page without a record has a fixed title.
      expect(route.record ? typeof RECORD_HEADS[id as keyof typeof ROUTES] : typeof route.title).not.toBe('undefined');
    }
    const samples: Array<[string, string]> = [
      [links.home(), 'home'],
      [links.player(42), 'player'],
      [links.team(7, { tab: 'stats', season: '2024-25' }), 'team'],
      [links.league(3, { tab: 'leaders' }), 'league'],
      [links.game(12), 'game'],
      [links.facility(9), 'facility'],
      [links.standings({ league: 1, year: '2024-25', type: 'regular' }), 'standings'],
      [links.teams({ league: 1 }), 'teams'],
      [links.scores({ league: 2 }), 'scores'],
      [links.search('tor'), 'search'],
      [links.scoreGame(5), 'scoreGame'],
    ];
    for (const [href, id] of samples) {
      const { pathname } = new URL(href, 'http://x');
      expect(clientRoutePage(pathname)).toBe(ROUTES[id as keyof typeof ROUTES].page);
    }
    expect(links.team(7, { tab: 'stats', season: '2024-25' })).toBe('/team/7?tab=stats&season=2024-25');
    expect(links.standings({ league: 1, year: null })).toBe('/standings?league=1');
    expect(links.league(3)).toBe('/league/3');
  });
});
