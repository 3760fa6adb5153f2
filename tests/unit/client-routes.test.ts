import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, clientRoutePage, isClientRoute } from '../../src/shared/client-routes';

const pageRoutes = readFileSync(new URL('../../src/client/app/page-routes.ts', import.meta.url), 'utf8');
const lazyPages = [...pageRoutes.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `${m[1]}.tsx`);

describe('client routes', () => {
  it('name exactly the page modules the router lazy-loads', () => {
    expect(new Set(CLIENT_ROUTES.map((r) => r.page))).toEqual(new Set(lazyPages));
  });

  it('map paths to pages, ignoring trailing slashes; unknown paths have none', () => {
    expect(clientRoutePage('/')).toBe('features/marketing/pages/home-switch.tsx');
    expect(clientRoutePage('/players/')).toBe('features/players/pages/players-page.tsx');
    expect(clientRoutePage('/league/12')).toBe('features/leagues/pages/league-detail-page.tsx');
    expect(clientRoutePage('/nope')).toBeNull();
    expect(isClientRoute('/games/3')).toBe(true);
    expect(isClientRoute('/team/x')).toBe(false);
  });
});
