import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, games, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #18 item 4: an import row's start is a local date + time + zone, or an ISO instant.
let t: TestApp;
const f = { season: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [can] = await db.insert(countries).values({ name: 'Canada', code: 'CAN' }).returning();
  const [league] = await db
    .insert(leagues)
    .values({ name: 'Zone Import League', shortName: 'ZIL', timeZone: 'America/Toronto' })
    .returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2026-27', name: '2026-27 Regular Season' }).returning();
  await db.insert(teams).values([
    { name: 'Montreal Z', shortName: 'MTL', city: 'Montreal', leagueId: league.id },
    { name: 'Vancouver Z', shortName: 'VAN', city: 'Vancouver', leagueId: league.id },
  ]);
  // Not Vancouver: tzdata 2026a keeps British Columbia on -07 from November 2026, so its offset there
  // depends on the Node line's ICU data.
  await db.insert(facilities).values({
    name: 'Pacific Z Arena',
    city: 'Seattle',
    countryId: can.id,
    facilityType: 'arena',
    surfaceType: 'ice',
    timeZone: 'America/Los_Angeles',
  });
  f.season = season.id;
});

const post = (body: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/games${query}`,
    payload: body,
    headers: { 'content-type': 'text/csv', cookie: t.admin },
  });
const stored = async () =>
  (await t.handle.db.select().from(games).where(eq(games.seasonId, f.season))).map((g) => ({
    externalId: g.externalId,
    timeZone: g.timeZone,
    gameDate: g.gameDate,
    gameTime: g.gameTime,
    startsAt: g.startsAt ? new Date(g.startsAt).toISOString() : null,
  }));

const FILE = [
  'externalId,league,season,date,time,timeZone,startsAt,homeTeam,awayTeam,venue',
  // Local wall clocks on both sides of the fall change: in a named zone, the venue's, the league's.
  'z1,ZIL,2026-27,2026-10-31,19:00,America/Montreal,,MTL,VAN,',
  'z2,ZIL,2026-27,2026-11-01,19:00,,,VAN,MTL,Pacific Z Arena',
  'z3,ZIL,2026-27,2026-11-01,19:00,,,MTL,VAN,',
  // An instant: its date and time are derived in the zone.
  'z4,ZIL,2026-27,,,,2026-11-08T00:00:00Z,VAN,MTL,Pacific Z Arena',
  'z5,ZIL,2026-27,,,Europe/Helsinki,2026-11-08T17:00:00+02:00,MTL,VAN,',
].join('\n');

describe('import: game starts with zones', () => {
  it('reads local date + time in the row’s, venue’s or league’s zone, or an ISO instant', async () => {
    const res = await post(FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ created: 5, rejectedCount: 0 });
    const rows = (await stored()).sort((a, b) => a.externalId!.localeCompare(b.externalId!));
    expect(rows).toEqual([
      {
        externalId: 'z1',
        timeZone: 'America/Montreal',
        gameDate: '2026-10-31',
        gameTime: '19:00:00',
        startsAt: '2026-10-31T23:00:00.000Z',
      },
      {
        externalId: 'z2',
        timeZone: 'America/Los_Angeles',
        gameDate: '2026-11-01',
        gameTime: '19:00:00',
        startsAt: '2026-11-02T03:00:00.000Z',
      },
      { externalId: 'z3', timeZone: 'America/Toronto', gameDate: '2026-11-01', gameTime: '19:00:00', startsAt: '2026-11-02T00:00:00.000Z' },
      {
        externalId: 'z4',
        timeZone: 'America/Los_Angeles',
        gameDate: '2026-11-07',
        gameTime: '16:00:00',
        startsAt: '2026-11-08T00:00:00.000Z',
      },
      { externalId: 'z5', timeZone: 'Europe/Helsinki', gameDate: '2026-11-08', gameTime: '17:00:00', startsAt: '2026-11-08T15:00:00.000Z' },
    ]);
  });

  it('a second import of the same file changes nothing; a new time moves the instant', async () => {
    expect(json(await post(FILE))).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    const moved = json(await post('externalId,time\nz3,20:30'));
    expect(moved).toMatchObject({ updated: 1, rejectedCount: 0 });
    expect((await stored()).find((g) => g.externalId === 'z3')).toMatchObject({
      startsAt: '2026-11-02T01:30:00.000Z',
      timeZone: 'America/Toronto',
    });
  });

  it('names the line and column of a skipped hour, an unknown zone and a row without any start', async () => {
    const res = await post(
      [
        'externalId,league,season,date,time,timeZone,startsAt,homeTeam,awayTeam',
        'bad1,ZIL,2026-27,2027-03-14,02:30,America/Toronto,,MTL,VAN',
        'bad2,ZIL,2026-27,2027-03-15,19:00,Mars/Base,,MTL,VAN',
        'bad3,ZIL,2026-27,,,,,MTL,VAN',
        'bad4,ZIL,2026-27,,,,2027-03-15T19:00,MTL,VAN',
      ].join('\n'),
      '?dryRun=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rejected } = json(res) as { rejected: Array<{ line: number; column: string; message: string }> };
    expect(rejected.map((r) => [r.line, r.column])).toEqual([
      [2, 'time'],
      [3, 'timeZone'],
      [4, 'date'],
      [5, 'startsAt'],
    ]);
    expect(rejected[0].message).toContain('does not exist');
  });
});
