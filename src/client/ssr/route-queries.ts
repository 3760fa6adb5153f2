import type { QueryClient } from '@tanstack/react-query';
import { playerQueryOptions, playerStatsQueryOptions } from '../features/players';
import { teamGamesQueryOptions, teamQueryOptions, teamRosterQueryOptions, teamStatsQueryOptions, teamTab } from '../features/teams';
import { boxScoreQueryOptions, gameEventsQueryOptions, gameQueryOptions, rosterQueryOptions } from '../features/games';
import { leadersQueryOptions, leagueGamesQueryOptions, leagueQueryOptions } from '../features/leagues';
import { standingsQueryOptions } from '../features/standings';
import { facilityGamesQueryOptions, facilityQueryOptions, facilityTeamsQueryOptions } from '../features/facilities';
import { isRecordId } from '#shared/domain/directory/record-id';
import { matchRoute } from '#shared/routes/match-route';
import type { RouteId } from '#shared/routes/routes';

type Prefetch = (client: QueryClient) => Promise<void>;
type Reads = (id: number, search: URLSearchParams, raw: string) => Prefetch[];

// A game is read under the id as its address spells it (gameQueryOptions takes the text); both
// teams' rosters follow from its answer.
const gameReads: Reads = (id, _search, raw) => [
  (c) => c.prefetchQuery(boxScoreQueryOptions(id)),
  // The play-by-play reads its events on every game page (issue 27); the poll flag is not part of the key.
  (c) => c.prefetchQuery(gameEventsQueryOptions(id, false)),
  async (c) => {
    const options = gameQueryOptions(raw);
    await c.prefetchQuery(options);
    const game = c.getQueryData(options.queryKey);
    if (game) await Promise.all([game.awayTeam.id, game.homeTeam.id].map((team) => c.prefetchQuery(rosterQueryOptions(team))));
  },
];

/**
 * What the busiest record pages read first, asked before their first render: without it the server
 * renders a page once only to learn its queries (its loading state) and again with their answers
 * (issue #16: ~1.5 ms of a player page's and ~2.5 ms of a team page's CPU). The same query options
 * as the pages' hooks, so the keys agree; a query a page asks for that is not listed here is still
 * found by the render loop (load-page-data.ts), only one render later. Keyed by the route
 * descriptor's id (shared/routes/): the record a descriptor names for its head is among these
 * reads, and the server answers it from the read it made for the head (server/pages/page-reads.ts).
 */
const READS: Partial<Record<RouteId, Reads>> = {
  player: (id) => [(c) => c.prefetchQuery(playerQueryOptions(id)), (c) => c.prefetchQuery(playerStatsQueryOptions(id))],
  team: (id, search) => [
    // The hero's record comes from the team's league table, known once the team is.
    async (c) => {
      const options = teamQueryOptions(id);
      await c.prefetchQuery(options);
      const leagueId = c.getQueryData(options.queryKey)?.leagueId;
      if (leagueId) await c.prefetchQuery(standingsQueryOptions({ leagueId }));
    },
    // The overview (also what an unknown tab shows) has the next, recent and upcoming games, the
    // leaders and the roster with its season lines.
    ...(teamTab(search.get('tab')) === 'overview'
      ? [
          (c: QueryClient) => c.prefetchQuery(teamGamesQueryOptions(id, 'recent')),
          (c: QueryClient) => c.prefetchQuery(teamGamesQueryOptions(id, 'upcoming')),
          (c: QueryClient) => c.prefetchQuery(teamStatsQueryOptions(id, null)),
          (c: QueryClient) => c.prefetchQuery(teamRosterQueryOptions(id)),
        ]
      : []),
  ],
  league: (id, search) => [
    (c) => c.prefetchQuery(leagueQueryOptions(id)),
    // The overview (the default tab) is the table's top, the leaders and the games either side of today.
    ...((search.get('tab') ?? 'overview') === 'overview'
      ? [
          (c: QueryClient) => c.prefetchQuery(standingsQueryOptions({ leagueId: id })),
          (c: QueryClient) => c.prefetchQuery(leadersQueryOptions(id, null)),
          (c: QueryClient) => c.prefetchQuery(leagueGamesQueryOptions(id, 'results')),
          (c: QueryClient) => c.prefetchQuery(leagueGamesQueryOptions(id, 'upcoming')),
        ]
      : []),
  ],
  facility: (id) => [
    (c) => c.prefetchQuery(facilityQueryOptions(id)),
    (c) => c.prefetchQuery(facilityTeamsQueryOptions(id)),
    (c) => c.prefetchQuery(facilityGamesQueryOptions(id, 'upcoming')),
    (c) => c.prefetchQuery(facilityGamesQueryOptions(id, 'recent')),
  ],
  game: gameReads,
};

/** Fetches into `client` what the page at this address reads first (nothing for other pages). */
export async function prefetchRoute(client: QueryClient, pathname: string, search: string): Promise<void> {
  const match = matchRoute(pathname);
  const read = match?.valid && match.id !== null ? READS[match.route.id as RouteId] : undefined;
  const id = Number(match?.id);
  if (read && isRecordId(id)) await Promise.all(read(id, new URLSearchParams(search), match!.id!).map((prefetch) => prefetch(client)));
}
