import { desc, eq, asc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { levelLabel } from '#shared/domain/directory/levels';
import { positionLabel } from '#shared/domain/directory/positions';
import type { SearchResults } from '#shared/schemas/search';
import type { Db } from '../../db/client';
import { countries, facilities, leagues, players, teams } from '../../db/schema';
import { likeContains } from '../support/text-match';
import { param, perDb } from '../support/prepared';
import { links } from '#shared/routes/routes';

// pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words
// ("tornto" vs "toronto" scores 0.5); 0.45 is set once per connection (db/search-settings.ts).

// The query arrives as two parameters: the text, and the same text as a LIKE pattern.
const Q = sql`public.f_unaccent(lower(${param('q')}::text))`;
const LIKE = sql`public.f_unaccent(lower(${param('like')}::text))`;

/**
 * Each column is a stored, folded copy with its own trigram index (schema/search-index.ts), so
 * `%>` and LIKE go through the GIN index with no unaccent per row. `%>` (word similarity >=
 * pg_trgm.word_similarity_threshold) tolerates typos; LIKE adds plain substrings, skipped below 3
 * characters where trigrams cannot narrow anything down.
 */
function matches(exprs: AnyPgColumn[], withLike: boolean): SQL {
  return or(...exprs.flatMap((e) => [sql`${e} %> ${Q}`, ...(withLike ? [sql`${e} like ${LIKE}`] : [])]))!;
}

/**
 * Similarity plus a bonus for an exact (2), whole-text prefix (1) or word-start (0.5) match, best
 * expression wins (issue 19 item 4: "tor" ranks Toronto, a name that starts so, above a Torres, whose
 * last name only does). Scores compare across groups, so the page can lead with the best group.
 */
function score(exprs: AnyPgColumn[]): SQL<number> {
  const parts = exprs.map(
    (e) => sql`word_similarity(${Q}, ${e}) + case
    when ${e} = ${Q} then 2
    when starts_with(${e}, ${Q}) then 1
    when strpos(' ' || ${e}, ' ' || ${Q}) > 0 then 0.5 else 0 end`,
  );
  return sql<number>`round(greatest(${sql.join(parts, sql`, `)})::numeric, 4)::float8`;
}

const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/** The four searches as prepared statements, one set with the LIKE branch and one without. */
function searches(db: Db, withLike: boolean) {
  const name = (table: string) => `hd_search_${table}${withLike ? '_like' : ''}`;
  const limit = param('limit');
  const playerCols = [players.searchName];
  const teamCols = [teams.searchName, teams.searchShort, teams.searchCity];
  const leagueCols = [leagues.searchName, leagues.searchShort];
  const facilityCols = [facilities.searchName, facilities.searchCity];
  return {
    players: db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        position: players.position,
        team: teams.name,
        color: teams.primaryColor,
        score: score(playerCols),
      })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.currentTeamId))
      .where(matches(playerCols, withLike))
      .orderBy(desc(score(playerCols)), asc(players.lastName), asc(players.id))
      .limit(limit)
      .prepare(name('players')),
    teams: db
      .select({
        id: teams.id,
        name: teams.name,
        shortName: teams.shortName,
        city: teams.city,
        league: leagues.name,
        color: teams.primaryColor,
        score: score(teamCols),
      })
      .from(teams)
      .leftJoin(leagues, eq(leagues.id, teams.leagueId))
      .where(matches(teamCols, withLike))
      .orderBy(desc(score(teamCols)), asc(teams.name), asc(teams.id))
      .limit(limit)
      .prepare(name('teams')),
    leagues: db
      .select({
        id: leagues.id,
        name: leagues.name,
        shortName: leagues.shortName,
        level: leagues.level,
        country: countries.name,
        score: score(leagueCols),
      })
      .from(leagues)
      .leftJoin(countries, eq(countries.id, leagues.countryId))
      .where(matches(leagueCols, withLike))
      .orderBy(desc(score(leagueCols)), asc(leagues.name), asc(leagues.id))
      .limit(limit)
      .prepare(name('leagues')),
    facilities: db
      .select({ id: facilities.id, name: facilities.name, city: facilities.city, country: countries.name, score: score(facilityCols) })
      .from(facilities)
      .leftJoin(countries, eq(countries.id, facilities.countryId))
      .where(matches(facilityCols, withLike))
      .orderBy(desc(score(facilityCols)), asc(facilities.name), asc(facilities.id))
      .limit(limit)
      .prepare(name('facilities')),
  };
}

const prepared = perDb((db) => ({ short: searches(db, false), long: searches(db, true) }));

/** Global search (issue 4): best matches per group; blank input answers empty groups without a query. */
export async function globalSearch(db: Db, rawQ: string, limit: number): Promise<SearchResults> {
  const q = rawQ.trim().replace(/\s+/g, ' ');
  if (!q) return { q, players: [], teams: [], leagues: [], facilities: [] };
  const s = q.length >= 3 ? prepared(db).long : prepared(db).short;
  const params = { q, like: likeContains(q), limit };
  const [p, t, l, f] = await Promise.all([
    s.players.execute(params),
    s.teams.execute(params),
    s.leagues.execute(params),
    s.facilities.execute(params),
  ]);
  return {
    q,
    players: p.map((r) => ({
      type: 'player',
      id: r.id,
      title: `${r.firstName} ${r.lastName}`,
      subtitle: joinParts(r.team, positionLabel(r.position)),
      url: links.player(r.id),
      color: r.color,
      mark: null,
      score: r.score,
    })),
    teams: t.map((r) => ({
      type: 'team',
      id: r.id,
      title: r.name,
      subtitle: joinParts(r.city, r.league),
      url: links.team(r.id),
      color: r.color,
      mark: r.shortName,
      score: r.score,
    })),
    leagues: l.map((r) => ({
      type: 'league',
      id: r.id,
      title: r.name,
      subtitle: joinParts(r.shortName, levelLabel(r.level), r.country),
      url: links.league(r.id),
      color: null,
      mark: r.shortName,
      score: r.score,
    })),
    facilities: f.map((r) => ({
      type: 'facility',
      id: r.id,
      title: r.name,
      subtitle: joinParts(r.city, r.country),
      url: links.facility(r.id),
      color: null,
      mark: null,
      score: r.score,
    })),
  };
}
