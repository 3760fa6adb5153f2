import { PGlite } from '@electric-sql/pglite';
import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { facilities, games, leagues, seasons, teams } from '#server/db/schema';
import { compileRowMapper, withCompiledMappers } from '#server/repositories/support/row-mapper';

// drizzle's own mapper, internal to its types but exported at run time: the reference.
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: never, row: unknown[], joins: Record<string, boolean>) => Record<string, unknown>;
};

const client = await PGlite.create();
const db = drizzle(client);
afterAll(() => client.close());

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');
// Shaped like the games lists: inner and left joins, an alias twice, SQL fields with decoders.
const statement = db
  .select({
    id: games.id,
    startsAt: sql<string | null>`to_char(${games.startsAt}, 'YYYY')`,
    goals: sql<number>`${games.homeScore} + ${games.awayScore}`.mapWith(Number),
    gameDate: games.gameDate,
    status: games.status,
    homeTeam: { id: home.id, name: home.name, primaryColor: home.primaryColor },
    awayTeam: { id: away.id, name: away.name },
    venue: { id: facilities.id, name: facilities.name, capacity: facilities.capacity },
    season: { id: seasons.id, name: seasons.name },
    league: { id: leagues.id, shortName: leagues.shortName, label: sql<string>`upper(${leagues.name})` },
  })
  .from(games)
  .innerJoin(home, eq(home.id, games.homeTeamId))
  .innerJoin(away, eq(away.id, games.awayTeamId))
  .leftJoin(facilities, eq(facilities.id, games.venueId))
  .leftJoin(seasons, eq(seasons.id, games.seasonId))
  .leftJoin(leagues, eq(leagues.id, seasons.leagueId))
  .prepare('row_mapper_test');

type Prepared = { fields: { path: string[]; field: unknown }[]; joinsNotNullableMap: Record<string, boolean> };
const { fields, joinsNotNullableMap } = statement as unknown as Prepared;

/** A row as the driver returns it: each value null now and then, whole joined tables null together. */
function randomRow(seed: number): unknown[] {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const nullTables = new Set(['venue', 'season', 'league'].filter(() => rand() < 0.4));
  return fields.map(({ path }, i) => {
    if (nullTables.has(path[0]) || rand() < 0.15) return null;
    const leaf = path[path.length - 1];
    if (leaf === 'goals') return String(i + seed);
    if (leaf === 'gameDate') return rand() < 0.5 ? '2026-11-26' : new Date(Date.UTC(2026, 10, seed % 28));
    return rand() < 0.5 ? i + seed : `v${i}-${seed}`;
  });
}

describe('compiled row mapper', () => {
  it('maps every row exactly as drizzle does, left-joined tables that are all null included', () => {
    expect(fields.length).toBe(18);
    const map = compileRowMapper(fields as never, joinsNotNullableMap);
    let nulledVenues = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const row = randomRow(seed);
      const expected = mapResultRow(fields as never, row, joinsNotNullableMap);
      expect(map(row), `seed ${seed}`).toEqual(expected);
      if ((expected as { venue: unknown }).venue === null) nulledVenues++;
    }
    expect(nulledVenues).toBeGreaterThan(50);
  });

  it('is installed on prepared selects, nested one level too, and leaves other values alone', () => {
    const statements = withCompiledMappers({ one: statement, nested: { two: statement }, other: { n: 1 } });
    const mapper = (statements.one as unknown as { customResultMapper?: (rows: unknown[][]) => unknown[] }).customResultMapper;
    expect(mapper).toBeTypeOf('function');
    const rows = [randomRow(7), randomRow(8)];
    expect(mapper!(rows)).toEqual(rows.map((row) => mapResultRow(fields as never, row, joinsNotNullableMap)));
    expect(statements.other).toEqual({ n: 1 });
  });
});
