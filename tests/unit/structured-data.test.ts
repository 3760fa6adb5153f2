import { describe, expect, it } from 'vitest';
import { pageMeta } from '#shared/routes/page-meta';
import { matchRoute } from '#shared/routes/match-route';
import { links } from '#shared/routes/routes';
import { facilityLd, gameLd, leagueLd, playerLd, teamLd, type RecordLinks } from '#shared/routes/structured-data';

const ORIGIN = 'https://hockey.example';
const team = { id: 7, name: 'Toronto Maple Leafs', homeVenue: { id: 3, name: 'Scotiabank Arena' }, league: { id: 1, name: 'NHL' } };
const game = {
  id: 42,
  status: 'scheduled',
  gameDate: '2026-01-05',
  homeTeam: { id: 7, name: 'Toronto Maple Leafs' },
  awayTeam: { id: 8, name: 'Montréal Canadiens' },
  venue: { id: 3, name: 'Scotiabank Arena', city: 'Toronto' },
  league: { id: 1, name: 'NHL' },
};
const player = { id: 5, firstName: 'Riley', lastName: 'Bennett', currentTeam: { id: 7, name: 'Toronto Maple Leafs' } };
const facility = { id: 3, name: 'Scotiabank Arena', facilityType: 'arena', city: 'Toronto' };
const league = { id: 1, name: 'National Hockey League' };

/** Every `url` and `@id` anywhere in a JSON-LD tree. */
function urls(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(urls);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === 'url' || k === '@id' || k === 'item' ? [String(v)] : urls(v)));
}

describe('structured data (JSON-LD)', () => {
  it('writes every address with the link builders it is given, never a path of its own', () => {
    const odd: RecordLinks = {
      player: (id) => `/p-${id}`,
      team: (id) => `/t-${id}`,
      league: (id) => `/l-${id}`,
      game: (id) => `/g-${id}`,
      facility: (id) => `/f-${id}`,
    } as RecordLinks;
    const all = [
      ...urls(teamLd(ORIGIN, team as never, odd)),
      ...urls(gameLd(ORIGIN, game as never, odd)),
      ...urls(playerLd(ORIGIN, player as never, odd)),
      ...urls(facilityLd(ORIGIN, facility as never, odd)),
      ...urls(leagueLd(ORIGIN, league as never, odd)),
    ];
    expect(all.length).toBeGreaterThan(15);
    for (const u of all) expect(u).toMatch(/^https:\/\/hockey\.example\/[ptlgf]-\d+$/);
  });

  it("in a page's head, the addresses are the site's links", () => {
    const meta = pageMeta('/game/42', matchRoute('/game/42'), game, ORIGIN);
    const found = urls(meta.jsonLd);
    expect(found).toEqual(
      expect.arrayContaining([
        ORIGIN + links.game(42),
        ORIGIN + links.team(7),
        ORIGIN + links.team(8),
        ORIGIN + links.facility(3),
        ORIGIN + links.league(1),
        ORIGIN + links.scores(),
      ]),
    );
  });
});
