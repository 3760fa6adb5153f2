import type { TeamDetail } from '../../schemas/team';
import { place, sentence, titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute, recordHead } from '../route-descriptor';
import { breadcrumbs, teamLd } from '../structured-data';

export const teamRoute = defineRoute({
  id: 'team',
  paths: ['team/:id'],
  page: 'features/teams/pages/team-page.tsx',
  link: (id: number, query?: { tab?: 'overview' | 'history' | 'facts' | 'roster' | 'stats'; season?: string | number | null }) =>
    withQuery(`/team/${id}`, query),
  cache: 'shared',
  record: {
    kind: 'Team',
    read: (id) => `/api/teams/${id}`,
    title: (t: TeamDetail) => titled(t.name, t.league?.name),
  },
});

export const teamHead = recordHead(teamRoute, (t, origin, links) => {
  const from = place(t.city, t.country?.name);
  return {
    canonicalPath: teamRoute.link(t.id),
    image: t.logoUrl,
    description: sentence(
      `${t.name}:`,
      t.league?.name ? `${t.league.name} team` : 'hockey team',
      from && `from ${from}`,
      t.homeVenue?.name ? `playing at ${t.homeVenue.name}.` : '.',
      'Roster, recent and upcoming games.',
    ).replace(' .', '.'),
    jsonLd: [
      teamLd(origin, t, links),
      breadcrumbs(origin, [
        ['Home', links.home()],
        ['Teams', links.teams()],
        [t.name, teamRoute.link(t.id)],
      ]),
    ],
  };
});
