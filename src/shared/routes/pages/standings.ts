import { seasonYearLabel } from '../../domain/standings/seasons';
import { titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const standingsRoute = defineRoute({
  id: 'standings',
  paths: ['standings'],
  page: 'features/standings/pages/standings-page.tsx',
  link: (query?: { league?: number; year?: string | null; type?: string | null }) => withQuery('/standings', query),
  cache: 'shared',
  title: titled('Standings'),
  description: 'League standings from around the world, computed from every final result with each league’s points system and tiebreakers.',
  // The page names the league and season it shows (issue 39 item 7): the server builds that head from its query
  // (src/server/pages/query-heads.ts), the page sets the same title on client-side navigation.
  titledByPage: true,
});

/** What the standings of one league's season are called: a season by its span, a non-regular one by its type too. */
export function standingsHeading(leagueName: string, seasonYear: string | null, seasonType?: string | null): string {
  const type = seasonType === 'playoffs' ? ' Playoffs' : seasonType === 'preseason' ? ' Preseason' : '';
  return `${leagueName} Standings${seasonYear ? ` ${seasonYear}${type}` : ''}`;
}

/** The tab title of a league's standings: "National Hockey League Standings 2026-27 — Hockey Directory". */
export const standingsTitle = (leagueName: string, seasonYear: string | null, seasonType?: string | null) =>
  titled(standingsHeading(leagueName, seasonYear, seasonType));

/** A start year as the season it names (?year=2026 is 2026-27); null when absent or malformed. */
export const yearParamLabel = (year: string | null) => (year && /^\d{4}$/.test(year) ? seasonYearLabel(Number(year)) : null);
