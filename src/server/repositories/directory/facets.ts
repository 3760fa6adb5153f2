import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LEVEL_DISPLAY_ORDER, TEAM_LEVEL_GROUPS, levelKey, levelLabel, teamLevelGroup } from '#shared/domain/directory/levels';
import { compareNhlFirst } from '#shared/domain/directory/league-order';
import { nhlFirstOrder } from '../support/nhl-first';
import { PLAYER_POSITIONS, positionLabel } from '#shared/domain/directory/positions';
import type { Facet, LeagueFacetQuery, PlayerFacetQuery, TeamFacetQuery } from '#shared/schemas/facet';
import type { Db } from '../../db/client';
import { countries, leagues, players, teams } from '../../db/schema';
import { idFilter } from '../support/id-filter';
import { ownTeams, type WithOwn } from '../users/own-scope';
import { playerNameContains } from './players';
import { containsFolded } from '../support/text-match';
import { byteOrder } from '../../db/schema/search-index';

type Row = { id: number | string | null; label: string | null; count: number; total: number };
export type FacetPage = { rows: Facet[]; total: number };

const NONE = 'none';
// Same matching as the list endpoints (text-match.ts), so group counts add up to the list totals.
const n = sql<number>`count(*)::int`;
// Group first, join names after: the join then touches one row per group, not one per member.
const counted = sql<number>`count(*)::int`.as('count');
// Window over the grouped rows: the number of groups, in the same round trip.
const groupTotal = sql<number>`(count(*) over ())::int`;

const toFacet = (r: Row, noneLabel: string): Facet => ({
  key: r.id === null ? NONE : String(r.id),
  label: r.label ?? noneLabel,
  count: r.count,
});

/** Missing groups ("No League") go last; the rest by the given comparator. */
function sortFacets(rows: Facet[], cmp: (a: Facet, b: Facet) => number): Facet[] {
  return [...rows].sort((a, b) => (a.key === NONE ? 1 : 0) - (b.key === NONE ? 1 : 0) || cmp(a, b));
}
const byLabel = (a: Facet, b: Facet) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
const slice = (rows: Facet[], q: { limit: number; offset: number }): FacetPage => ({
  rows: rows.slice(q.offset, q.offset + q.limit),
  total: rows.length,
});

function teamWhere(q: TeamFacetQuery & WithOwn): SQL | undefined {
  return and(
    q.own ? ownTeams(q.own) : undefined,
    idFilter(teams.leagueId, q.leagueId),
    idFilter(teams.countryId, q.countryId),
    containsFolded(q.search, teams.name, teams.shortName, teams.city),
  );
}

export async function teamFacets(db: Db, q: TeamFacetQuery & WithOwn): Promise<FacetPage> {
  const where = teamWhere(q);
  if (q.by === 'country') {
    const g = db.select({ id: teams.countryId, count: counted }).from(teams).where(where).groupBy(teams.countryId).as('g');
    const rows = await db
      .select({ id: g.id, label: countries.name, count: g.count, total: groupTotal })
      .from(g)
      .leftJoin(countries, eq(countries.id, g.id));
    return slice(
      sortFacets(
        rows.map((r) => toFacet(r, 'No Country')),
        byLabel,
      ),
      q,
    );
  }
  const g = db.select({ id: teams.leagueId, count: counted }).from(teams).where(where).groupBy(teams.leagueId).as('g');
  const rows = await db
    .select({ id: g.id, label: leagues.name, level: leagues.level, count: g.count, total: groupTotal })
    .from(g)
    .leftJoin(leagues, eq(leagues.id, g.id));
  if (q.by === 'league') {
    return slice(
      sortFacets(
        rows.map((r) => toFacet(r, 'No League')),
        (a, b) => compareNhlFirst(a.label, b.label),
      ),
      q,
    );
  }
  // Level groups are derived from per-league rows (≤ one per league), so mapping in TS stays cheap.
  const groups = new Map<string, Facet>();
  for (const r of rows) {
    const key = q.by === 'level' ? teamLevelGroup(r.label) : levelKey(r.level);
    const label = q.by === 'level' ? key : levelLabel(key);
    const g = groups.get(key) ?? { key, label, count: 0, leagueIds: [] };
    g.count += r.count;
    if (r.id !== null) g.leagueIds!.push(r.id);
    groups.set(key, g);
  }
  const order: readonly string[] = q.by === 'level' ? TEAM_LEVEL_GROUPS : LEVEL_DISPLAY_ORDER;
  return slice(
    [...groups.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)),
    q,
  );
}

function playerWhere(q: PlayerFacetQuery): SQL | undefined {
  return and(
    idFilter(players.currentTeamId, q.teamId),
    idFilter(players.birthCountryId, q.countryId),
    q.position ? eq(players.position, q.position) : undefined,
    q.leagueId ? sql`${players.currentTeamId} in (select ${teams.id} from ${teams} where ${teams.leagueId} = ${q.leagueId})` : undefined,
    q.search?.trim() ? playerNameContains(q.search) : undefined,
  );
}

export async function playerFacets(db: Db, q: PlayerFacetQuery): Promise<FacetPage> {
  const where = playerWhere(q);
  if (q.by === 'team') {
    // Up to one group per team (25k at spec scale): counted first, then named, ordered and paged
    // in SQL (aggregating before the join halves the time on 100k players).
    const g = db.select({ id: players.currentTeamId, count: counted }).from(players).where(where).groupBy(players.currentTeamId).as('g');
    const rows = await db
      .select({ id: g.id, label: teams.name, count: g.count, total: groupTotal })
      .from(g)
      .leftJoin(teams, eq(teams.id, g.id))
      .leftJoin(leagues, eq(leagues.id, teams.leagueId))
      // The NHL's teams first (issue 28: the page opened on the AHL's Abbotsford Canucks), then by name.
      .orderBy(nhlFirstOrder, sql`${byteOrder(teams.searchName)} asc nulls last`, g.id)
      .limit(q.limit)
      .offset(q.offset);
    return { rows: rows.map((r) => toFacet(r, 'Free Agents')), total: rows[0]?.total ?? 0 };
  }
  if (q.by === 'country') {
    const g = db.select({ id: players.birthCountryId, count: counted }).from(players).where(where).groupBy(players.birthCountryId).as('g');
    const rows = await db
      .select({ id: g.id, label: countries.name, count: g.count, total: groupTotal })
      .from(g)
      .leftJoin(countries, eq(countries.id, g.id));
    return slice(
      sortFacets(
        rows.map((r) => toFacet(r, 'Unknown Country')),
        byLabel,
      ),
      q,
    );
  }
  const rows = await db
    .select({ id: players.position, label: sql<string>`null`, count: n, total: groupTotal })
    .from(players)
    .where(where)
    .groupBy(players.position);
  const facets = rows.map((r) => ({ key: String(r.id), label: positionLabel(String(r.id)), count: r.count }));
  const order: readonly string[] = PLAYER_POSITIONS;
  return slice(
    facets.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)),
    q,
  );
}

function leagueWhere(q: LeagueFacetQuery): SQL | undefined {
  return and(
    idFilter(leagues.countryId, q.countryId),
    q.level ? eq(leagues.level, q.level) : undefined,
    q.isActive !== undefined ? eq(leagues.isActive, q.isActive) : undefined,
    containsFolded(q.search, leagues.name, leagues.shortName),
  );
}

export async function leagueFacets(db: Db, q: LeagueFacetQuery): Promise<FacetPage> {
  const where = leagueWhere(q);
  if (q.by === 'country') {
    const rows = await db
      .select({ id: leagues.countryId, label: countries.name, count: n, total: groupTotal })
      .from(leagues)
      .leftJoin(countries, eq(countries.id, leagues.countryId))
      .where(where)
      .groupBy(leagues.countryId, countries.name);
    return slice(
      sortFacets(
        rows.map((r) => toFacet(r, 'International')),
        byLabel,
      ),
      q,
    );
  }
  const rows = await db
    .select({ id: leagues.level, label: sql<string>`null`, count: n, total: groupTotal })
    .from(leagues)
    .where(where)
    .groupBy(leagues.level);
  const facets = rows.map((r) => ({ key: levelKey(String(r.id)), label: levelLabel(String(r.id)), count: r.count }));
  return slice(
    facets.sort((a, b) => LEVEL_DISPLAY_ORDER.indexOf(a.key) - LEVEL_DISPLAY_ORDER.indexOf(b.key)),
    q,
  );
}
