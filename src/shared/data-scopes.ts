/**
 * What a write makes stale, in one table for server and client (docs/architecture.md, "Caches and
 * what empties them"). The server keeps one data version per scope, bumped by database triggers on
 * the tables below; its read cache keys a public read on the versions its scope depends on. The
 * client groups its query keys by root, each root under the scope of the API reads behind it, so a
 * write refreshes exactly what the server's caches would drop: no list of keys is written by hand.
 */
export const DATA_SCOPES = ['directory', 'games'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/**
 * A read declared under a scope (`publicRead(scope)`) goes stale when any of these versions moves:
 * a directory read never touches games, so a score entered on a game night leaves it valid; a games
 * read shows teams' and leagues' names, so directory writes reach it too.
 */
export const READ_DEPENDS_ON: Record<DataScope, readonly DataScope[]> = {
  directory: ['directory'],
  games: ['directory', 'games'],
};

/** The scope each table's trigger bumps (migrations 0001, 0003, 0013; a unit test reads them). */
export const TABLE_SCOPE = {
  countries: 'directory',
  facilities: 'directory',
  leagues: 'directory',
  seasons: 'directory',
  teams: 'directory',
  players: 'directory',
  ad_settings: 'directory',
  games: 'games',
  standing_adjustments: 'games',
  box_scores: 'games',
  game_events: 'games',
} as const satisfies Record<string, DataScope>;

/** Every table a data version watches: what a write that can touch any record (a restore) names. */
export const SCOPED_TABLES = Object.keys(TABLE_SCOPE) as (keyof typeof TABLE_SCOPE)[];

/**
 * The client's query key roots by the scope of the reads behind them. `private` answers (per user,
 * or admin only) are never stored by the server's caches; a write refreshes them by table below.
 */
export const QUERY_ROOTS = {
  directory: ['teams', 'players', 'facilities', 'venues', 'countries', 'seasons', 'facets', 'search', 'ad-config'],
  games: ['games', 'leagues', 'standings', 'hockey-stats', 'box-scores', 'stats'],
  private: ['auth', 'users', 'audit', 'game-codes', 'score-session', 'ad-settings'],
} as const;
export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS][number];
type PrivateRoot = (typeof QUERY_ROOTS)['private'][number];

/** Tables whose rows only private answers show, and the private answers each table's writes change. */
const PRIVATE_ROOTS_OF: Record<string, readonly PrivateRoot[]> = {
  users: ['users'],
  user_roles: ['users'],
  game_codes: ['game-codes'],
  ad_settings: ['ad-settings'],
  // Every admin write appends to the audit log the Activity view reads.
  audit_log: ['audit'],
};

export type WrittenTable = keyof typeof TABLE_SCOPE | 'users' | 'user_roles' | 'game_codes' | 'audit_log';

/** The query roots a write to these tables makes stale: the scopes it bumps, and its private answers. */
export function rootsStaleAfter(tables: readonly WrittenTable[]): QueryRoot[] {
  const bumped = new Set<DataScope>(tables.flatMap((t) => (t in TABLE_SCOPE ? [TABLE_SCOPE[t as keyof typeof TABLE_SCOPE]] : [])));
  const roots = new Set<QueryRoot>(tables.flatMap((t) => PRIVATE_ROOTS_OF[t] ?? []));
  for (const read of DATA_SCOPES) {
    if (READ_DEPENDS_ON[read].some((s) => bumped.has(s))) for (const root of QUERY_ROOTS[read]) roots.add(root);
  }
  return [...roots];
}
