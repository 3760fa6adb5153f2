import type { LeagueDetail } from '../../schemas/league';
import { clip, sentence, titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute, recordHead } from '../route-descriptor';
import { breadcrumbs, leagueLd } from '../structured-data';

export const leagueRoute = defineRoute({
  id: 'league',
  // `/leagues/{id}` is an alias: same page, canonical `/league/{id}`.
  paths: ['league/:id', 'leagues/:id'],
  page: 'features/leagues/pages/league-detail-page.tsx',
  link: (id: number, query?: { tab?: 'overview' | 'history' | 'teams' | 'leaders' | 'facts'; season?: string | number | null }) =>
    withQuery(`/league/${id}`, query),
  cache: 'shared',
  record: {
    kind: 'League',
    read: (id) => `/api/leagues/${id}`,
    title: (l: LeagueDetail) => titled(l.shortName && l.shortName !== l.name ? `${l.name} (${l.shortName})` : l.name),
  },
});

export const leagueHead = recordHead(leagueRoute, (l, origin, links) => ({
  canonicalPath: leagueRoute.link(l.id),
  image: l.logoUrl,
  description: l.description
    ? clip(l.description)
    : sentence(`${l.name}: hockey league`, l.country?.name && `in ${l.country.name}`, '— teams, seasons, standings and statistics.'),
  jsonLd: [
    leagueLd(origin, l, links),
    breadcrumbs(origin, [
      ['Home', links.home()],
      ['Leagues', links.leagues()],
      [l.name, leagueRoute.link(l.id)],
    ]),
  ],
}));
