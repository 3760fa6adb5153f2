import { desc, eq, asc, or, sql, type SQL } from 'drizzle-orm';
import { levelLabel } from '../../shared/domain/levels';
import { positionLabel } from '../../shared/domain/positions';
import type { SearchHit, SearchResults } from '../../shared/schemas/search';
import type { Db } from '../db/client';
import { countries, facilities, leagues, players, teams } from '../db/schema';
import { folded } from '../db/schema/search-index';
import { likeContains } from './text-match';

/** Anything that can run a select: the db or the search transaction. */
type Reader = Pick<Db, 'select'>;

// pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words
// ("tornto" vs "toronto" scores 0.5); 0.45 still needs most trigrams to agree.
const WORD_SIMILARITY_THRESHOLD = '0.45';

const foldedQ = (q: string) => sql`public.f_unaccent(lower(${q}::text))`;

/**
 * Each expression must be written exactly like its trigram index (`folded(col)`) so `%>` and
 * LIKE go through the GIN index. `%>` (word similarity >= pg_trgm.word_similarity_threshold)
 * tolerates typos; LIKE adds plain substrings, skipped below 3 characters where trigrams
 * cannot narrow anything down.
 */
function matches(q: string, exprs: SQL[]): SQL {
  return or(...exprs.flatMap((e) => [
    sql`${e} %> ${foldedQ(q)}`,
    ...(q.length >= 3 ? [sql`${e} like public.f_unaccent(lower(${likeContains(q)}::text))`] : []),
  ]))!;
}

/** Similarity plus a bonus for whole-text prefix (1) or word-start (0.5) matches, best expression wins. */
function score(q: string, exprs: SQL[]): SQL<number> {
  const parts = exprs.map((e) => sql`word_similarity(${foldedQ(q)}, ${e}) + case
    when starts_with(${e}, ${foldedQ(q)}) then 1
    when strpos(' ' || ${e}, ' ' || ${foldedQ(q)}) > 0 then 0.5 else 0 end`);
  return sql<number>`round(greatest(${sql.join(parts, sql`, `)})::numeric, 4)::float8`;
}

const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

async function searchPlayers(db: Reader, q: string, limit: number): Promise<SearchHit[]> {
  const exprs = [sql`${players.searchName}`]; // already folded, trigram-indexed
  const s = score(q, exprs);
  const rows = await db.select({
    id: players.id, firstName: players.firstName, lastName: players.lastName, position: players.position, team: teams.name, score: s,
  }).from(players).leftJoin(teams, eq(teams.id, players.currentTeamId))
    .where(matches(q, exprs)).orderBy(desc(s), asc(players.lastName), asc(players.id)).limit(limit);
  return rows.map((r) => ({
    type: 'player', id: r.id, title: `${r.firstName} ${r.lastName}`,
    subtitle: joinParts(r.team, positionLabel(r.position)), url: `/player/${r.id}`, score: r.score,
  }));
}

async function searchTeams(db: Reader, q: string, limit: number): Promise<SearchHit[]> {
  const exprs = [folded(teams.name), folded(teams.shortName), folded(teams.city)];
  const s = score(q, exprs);
  const rows = await db.select({ id: teams.id, name: teams.name, city: teams.city, league: leagues.name, score: s })
    .from(teams).leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(matches(q, exprs)).orderBy(desc(s), asc(teams.name), asc(teams.id)).limit(limit);
  return rows.map((r) => ({
    type: 'team', id: r.id, title: r.name, subtitle: joinParts(r.city, r.league), url: `/team/${r.id}`, score: r.score,
  }));
}

async function searchLeagues(db: Reader, q: string, limit: number): Promise<SearchHit[]> {
  // Only the name is trigram-indexed; leagues are few enough that short names can be scanned.
  const exprs = [folded(leagues.name), folded(leagues.shortName)];
  const s = score(q, exprs);
  const rows = await db.select({
    id: leagues.id, name: leagues.name, shortName: leagues.shortName, level: leagues.level, country: countries.name, score: s,
  }).from(leagues).leftJoin(countries, eq(countries.id, leagues.countryId))
    .where(matches(q, exprs)).orderBy(desc(s), asc(leagues.name), asc(leagues.id)).limit(limit);
  return rows.map((r) => ({
    type: 'league', id: r.id, title: r.name,
    subtitle: joinParts(r.shortName, levelLabel(r.level), r.country), url: `/league/${r.id}`, score: r.score,
  }));
}

async function searchFacilities(db: Reader, q: string, limit: number): Promise<SearchHit[]> {
  const exprs = [folded(facilities.name), folded(facilities.city)];
  const s = score(q, exprs);
  const rows = await db.select({ id: facilities.id, name: facilities.name, city: facilities.city, country: countries.name, score: s })
    .from(facilities).leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(matches(q, exprs)).orderBy(desc(s), asc(facilities.name), asc(facilities.id)).limit(limit);
  return rows.map((r) => ({
    type: 'facility', id: r.id, title: r.name, subtitle: joinParts(r.city, r.country),
    url: `/facilities?search=${encodeURIComponent(r.name)}`, score: r.score,
  }));
}

/** Global search (issue 4): best matches per group; blank input answers empty groups without a query. */
export async function globalSearch(db: Db, rawQ: string, limit: number): Promise<SearchResults> {
  const q = rawQ.trim().replace(/\s+/g, ' ');
  if (!q) return { q, players: [], teams: [], leagues: [], facilities: [] };
  // set_config(..., true) is transaction-local, so the threshold never leaks to pooled connections.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`);
    return {
      q,
      players: await searchPlayers(tx, q, limit),
      teams: await searchTeams(tx, q, limit),
      leagues: await searchLeagues(tx, q, limit),
      facilities: await searchFacilities(tx, q, limit),
    };
  });
}
