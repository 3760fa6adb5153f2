import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '#client/app/page-routes';
import { CLIENT_ROUTES, clientRoutePage, isClientRoute } from '#shared/client-routes';

describe('client routes', () => {
  it('are one table: every page module is routed, and the router serves exactly these paths', () => {
    const features = new URL('../../src/client/features/', import.meta.url);
    const modules = readdirSync(features).flatMap((f) =>
      existsSync(new URL(`${f}/pages`, features))
        ? readdirSync(new URL(`${f}/pages`, features))
            .filter((n) => n.endsWith('.tsx'))
            .map((n) => `features/${f}/pages/${n}`)
        : [],
    );
    expect(new Set(CLIENT_ROUTES.map((r) => r.page))).toEqual(new Set(modules));
    expect(PAGE_ROUTES.map((r) => (r.index ? '' : r.path))).toEqual([...CLIENT_ROUTES.map((r) => r.path), '*']);
  });

  it('router entries load the page the table names', async () => {
    const players = PAGE_ROUTES.find((r) => r.path === 'player/:id')!;
    const mod = await players.load();
    expect(mod.default).toBeTypeOf('function');
    expect(mod).toBe(await import('#client/features/players/pages/player-page'));
  });

  it('map paths to pages, ignoring trailing slashes; unknown paths have none', () => {
    expect(clientRoutePage('/')).toBe('features/marketing/pages/home-switch.tsx');
    expect(clientRoutePage('/players/')).toBe('features/players/pages/players-page.tsx');
    expect(clientRoutePage('/league/12')).toBe('features/leagues/pages/league-detail-page.tsx');
    expect(clientRoutePage('/nope')).toBeNull();
    expect(isClientRoute('/games/3')).toBe(true);
    expect(isClientRoute('/team/x')).toBe(false);
    expect(clientRoutePage('/facility/9')).toBe('features/facilities/pages/facility-page.tsx');
  });
});
