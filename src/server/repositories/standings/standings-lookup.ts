import { eq } from 'drizzle-orm';
import { playoffFormatFor } from '#shared/domain/standings/playoff-format';
import { findSeasonFor } from '#shared/domain/standings/seasons';
import type { StandingsLookup, StandingsLookupQuery } from '#shared/schemas/standing';
import type { Db } from '../../db/client';
import { leagues } from '../../db/schema';
import { listSeasons } from '../directory/seasons';
import { seasonStandings } from './season-standings';

/**
 * The standings screen's one request (issue #20): league, start year and season type in, the
 * season they name and its table out. Without a year, the league's current season (of the type,
 * when given). Undefined when the league does not exist.
 */
export async function lookupStandings(db: Db, q: StandingsLookupQuery): Promise<StandingsLookup | undefined> {
  const [league] = await db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(eq(leagues.id, q.leagueId));
  if (!league) return undefined;
  // A league has a handful of seasons a year; every one of them fits in one read.
  const { rows: seasons } = await listSeasons(db, { leagueId: q.leagueId, limit: 10_000, offset: 0 });
  const season =
    q.year === undefined
      ? (seasons.find((s) => s.isActive && (!q.type || s.seasonType === q.type)) ?? null)
      : findSeasonFor(
          seasons.map((s) => ({ ...s, year: Number(s.year.slice(0, 4)) })),
          q.leagueId,
          q.year,
          q.type ?? 'regular',
        );
  const found = season ? (seasons.find((s) => s.id === season.id) ?? null) : null;
  if (!found) return { season: null, rows: [], lastUpdated: null, playoffFormat: null };
  const table = await seasonStandings(db, found.id);
  return {
    season: found,
    rows: table?.rows ?? [],
    lastUpdated: table?.lastUpdated ?? null,
    playoffFormat: playoffFormatFor(league.name, found.seasonType),
  };
}
