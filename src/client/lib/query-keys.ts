/**
 * Query keys of the answers more than one feature reads, in one place: a key written twice drifts,
 * and an admin write invalidates by these prefixes (`invalidate: ['stats']`).
 */
export const queryKeys = {
  stats: ['stats'] as const,
  allLeagues: ['leagues', 'all'] as const,
  /** A game's box score: the game page reads it, the admin editor writes it. */
  boxScore: (gameId: number) => ['box-scores', gameId] as const,
  /** Everything computed from box scores (player, team and leaders tables) shares one prefix. */
  playerStats: (playerId: number) => ['hockey-stats', 'player', playerId] as const,
  teamStats: (teamId: number, seasonId: number | null) => ['hockey-stats', 'team', teamId, seasonId] as const,
  leaders: (query: { leagueId: number; seasonId: number | null }) => ['hockey-stats', 'leaders', query] as const,
};

/** What a box-score save makes stale: the box score itself, every stats table, and the game's score. */
export const BOX_SCORE_WRITE_KEYS = ['box-scores', 'hockey-stats', 'games', 'scores', 'standings'];
