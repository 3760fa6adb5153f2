import type { QueryRoot } from '#shared/data-scopes';

/**
 * Every query key of the client, in one place (tests/unit/query-keys.test.ts refuses an inline
 * one). A key starts with a root from `QUERY_ROOTS` in src/shared/data-scopes.ts, which says which
 * server scope the answer depends on: a write refreshes keys by root (lib/refresh-after-write.ts),
 * so the root is what decides when a screen goes stale. Keys the server renders with must be the
 * ones the browser asks for, or the page's embedded answers are not found after hydration.
 */
const key = <const K extends readonly unknown[]>(root: QueryRoot, ...rest: K) => [root, ...rest] as const;

export const queryKeys = {
  // Session, site and search.
  user: key('auth', 'user'),
  scoreSession: key('score-session'),
  adConfig: key('ad-config'),
  adSettings: key('ad-settings'),
  stats: key('stats'),
  search: (q: string, limit: number) => key('search', { q, limit }),
  /** Facet headings and counts, keyed by their URL: blank and missing filters are one request. */
  facets: (url: string) => key('facets', url),
  facetPages: (url: string) => key('facets', url, 'paged'),

  // Leagues and seasons.
  allLeagues: key('leagues', 'all'),
  leagues: (query: object) => key('leagues', 'list', query),
  league: (id: number) => key('leagues', 'detail', id),
  adminLeagues: (mine?: 1) => key('leagues', 'admin', mine ?? 0),
  leagueSeasons: (leagueId: number | null) => key('seasons', 'league', leagueId),
  adminSeasons: (leagueId: number | null) => key('seasons', 'admin', leagueId),

  // Teams and players.
  teams: (query: object) => key('teams', 'list', query),
  team: (id: number) => key('teams', 'detail', id),
  teamSearch: (search: string) => key('teams', 'search', search),
  adminTeams: (filter: object) => key('teams', 'admin', filter),
  adminTeamOptions: (leagueId: number | null, search: string) => key('teams', 'admin-options', leagueId, search),
  /** Under 'teams', so every team write refreshes the admin group headings too. */
  adminTeamGroupTotals: (by: string, filter: object) => key('teams', 'admin-group-totals', by, filter),
  players: (query: object) => key('players', 'list', query),
  player: (id: number) => key('players', 'detail', id),
  /** A team's players for game rosters and the box-score editor (one request, both screens). */
  roster: (teamId: number) => key('players', 'roster', teamId),
  adminPlayers: (filter: object) => key('players', 'admin', filter),

  // Facilities and countries.
  facilities: (filter: object) => key('facilities', 'list', filter),
  facility: (id: number) => key('facilities', 'detail', id),
  adminFacilities: (filter: object) => key('facilities', 'admin', filter),
  adminVenues: (search: string) => key('venues', 'admin', search),
  countries: key('countries', 'list'),
  adminCountries: key('countries', 'admin'),

  // Games, standings and what box scores compute.
  games: (query: object) => key('games', 'list', query),
  scoreboard: (query: object) => key('games', 'scoreboard', query),
  /** Every scoreboard and every games list: where a game deleted under an open page is dropped at once. */
  scoreboards: key('games', 'scoreboard'),
  gameLists: key('games', 'list'),
  /** The id as the URL gave it (the game page keys by its path segment). */
  game: (id: string | number) => key('games', 'detail', id),
  gameEvents: (gameId: number) => key('games', 'events', gameId),
  /** Records, shots and scorers of the score cards on screen, by their sorted id list. */
  gameSummaries: (ids: string) => key('games', 'summaries', ids),
  /** The scorekeeper console's game and both rosters (one request set, kept on the device too). */
  scoreConsole: (gameId: number) => key('games', 'score-console', gameId),
  adminGames: (filter: object) => key('games', 'admin', filter),
  adminGame: (id: number) => key('games', 'admin', 'detail', id),
  /** A game's box score: the game page reads it, the admin editor writes it. */
  boxScore: (gameId: number) => key('box-scores', gameId),
  /** Admins: the warnings stored with these games' box scores (under 'box-scores', so a save refreshes them). */
  boxScoreWarnings: (gameIds: readonly number[]) => key('box-scores', 'warnings', gameIds),
  standings: (leagueId: number, year: number | null, type: string | null) => key('standings', 'lookup', leagueId, year, type),
  /** Everything computed from box scores (player, team and leaders tables) shares one root. */
  playerStats: (playerId: number) => key('hockey-stats', 'player', playerId),
  teamStats: (teamId: number, seasonId: number | null) => key('hockey-stats', 'team', teamId, seasonId),
  leaders: (query: { leagueId: number; seasonId: number | null }) => key('hockey-stats', 'leaders', query),
  seasonLines: (ids: readonly number[]) => key('hockey-stats', 'season-lines', ids),

  // Admin-only answers.
  adminUsers: (search: string, offset: number) => key('users', 'admin', search, offset),
  gameCodes: (gameId: number) => key('game-codes', gameId),
  audit: (filter: object) => key('audit', filter),
};
