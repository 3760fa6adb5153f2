import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, facilities, games, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #18 item 1: bulk import of schedules and results.
let t: TestApp;
const f = { league: 0, season: 0, tor: 0, mtl: 0, ott: 0, arena: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [can] = await db.insert(countries).values({ name: 'Canada', code: 'CAN' }).returning();
  const [league] = await db.insert(leagues).values({ name: 'Test Hockey League', shortName: 'THL' }).returning();
  // Same short name in another league: found only through the row's league.
  const [other] = await db.insert(leagues).values({ name: 'Other League', shortName: 'OL' }).returning();
  await db.insert(teams).values({ name: 'Other Toronto', shortName: 'TOR', city: 'Toronto', leagueId: other.id });
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26 Regular Season' }).returning();
  const [tor, mtl, ott] = await db
    .insert(teams)
    .values([
      { name: 'Toronto Test', shortName: 'TOR', city: 'Toronto', leagueId: league.id },
      { name: 'Montreal Test', shortName: 'MTL', city: 'Montreal', leagueId: league.id },
      { name: 'Ottawa Test', shortName: 'OTT', city: 'Ottawa', leagueId: league.id },
    ])
    .returning();
  const [arena] = await db
    .insert(facilities)
    .values({ name: 'Maple Arena', city: 'Toronto', countryId: can.id, facilityType: 'arena', surfaceType: 'ice' })
    .returning();
  Object.assign(f, { league: league.id, season: season.id, tor: tor.id, mtl: mtl.id, ott: ott.id, arena: arena.id });
});

const post = (entity: string, body: string, query = '', cookie: string | null = t.admin, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/${entity}${query}`,
    payload: body,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
  });
const storedGames = () => t.handle.db.select().from(games).where(eq(games.seasonId, f.season));
const importAudits = () => t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'import'));

const HEADER = 'externalId,league,season,date,time,homeTeam,awayTeam,venue,homeScore,awayScore,outcome';
const GOOD = [
  'g1,THL,2025-26 Regular Season,2025-10-08,19:00,TOR,MTL,Maple Arena,3,2,REG',
  'g2,THL,2025-26,2025-10-09,19:30,MTL,OTT,,4,3,OT',
  '"g3",THL,2025-26 Regular Season,2025-10-10,,"OTT","TOR",,,,',
];
const BAD = [
  'b1,THL,2025-26,2025-10-11,19:00,TOR,OTT,,3,3,SO',
  'b2,THL,2025-26,2025-10-12,19:00,TOR,MTL,,7,1,SO',
  'b3,THL,2025-26,2025-10-13,19:00,TOR,NOPE,,4,3,',
];
const file = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('POST /api/import/games', () => {
  it('is for admins only: 401 signed out, 403 for a plain user', async () => {
    expect((await post('games', file(...GOOD), '', null)).statusCode).toBe(401);
    expect((await post('games', file(...GOOD), '', t.user)).statusCode).toBe(403);
    expect(await storedGames()).toHaveLength(0);
  });

  it('dry run reports every bad row with its line and column and stores nothing', async () => {
    const res = await post('games', file(...GOOD, ...BAD), '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res);
    expect(report).toMatchObject({
      entity: 'games',
      dryRun: true,
      imported: false,
      rows: 6,
      created: 3,
      updated: 0,
      unchanged: 0,
      rejectedCount: 4,
    });
    expect(report.rejected).toEqual([
      { line: 5, column: 'homeScore', message: 'A final needs a winner: 3–3 is a tie' },
      { line: 6, column: 'outcome', message: 'A game won in a shootout ends with a one-goal margin, not 7–1' },
      { line: 7, column: 'awayTeam', message: 'No team in that league "NOPE"' },
      // Issue 39 item 8: only a one-goal final must say how it ended (a 4–2 row is a regulation win).
      { line: 7, column: 'outcome', message: 'A one-goal final needs an outcome: regulation, overtime or shootout' },
    ]);
    expect(await storedGames()).toHaveLength(0);
  });

  it('a real run of a file with a bad row answers 400 with the report and stores nothing', async () => {
    const res = await post('games', file(...GOOD, ...BAD.slice(0, 1)), '?dryRun=false');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: '1 row(s) rejected; nothing was imported', imported: false, rejectedCount: 1 });
    expect(json(res).errors).toEqual([{ path: 'lines.5.homeScore', message: 'A final needs a winner: 3–3 is a tie' }]);
    expect(await storedGames()).toHaveLength(0);
    expect(await importAudits()).toHaveLength(0);
  });

  it('imports by natural keys, then a second import of the same file changes nothing', async () => {
    const first = json(await post('games', file(...GOOD)));
    expect(first).toMatchObject({ dryRun: false, imported: true, created: 3, updated: 0, unchanged: 0, rejectedCount: 0 });
    const stored = (await storedGames()).sort((a, b) => a.gameDate.localeCompare(b.gameDate));
    expect(stored.map((g) => [g.externalId, g.source, g.homeTeamId, g.awayTeamId, g.homeScore, g.awayScore, g.status, g.outcome])).toEqual([
      ['g1', 'import', f.tor, f.mtl, 3, 2, 'final', 'REG'],
      ['g2', 'import', f.mtl, f.ott, 4, 3, 'final', 'OT'],
      ['g3', 'import', f.ott, f.tor, null, null, 'scheduled', null],
    ]);
    expect(stored[0]).toMatchObject({ venueId: f.arena, gameTime: '19:00:00', seasonId: f.season });
    const versions = stored.map((g) => g.updatedAt);

    const second = json(await post('games', file(...GOOD)));
    expect(second).toMatchObject({ imported: true, created: 0, updated: 0, unchanged: 3 });
    const again = (await storedGames()).sort((a, b) => a.gameDate.localeCompare(b.gameDate));
    expect(again.map((g) => g.updatedAt)).toEqual(versions);

    // A result arrives: the same row is updated, not duplicated.
    const played = json(await post('games', file(GOOD[0], GOOD[1], GOOD[2].replace(/,,,,$/, ',,2,1,SO'))));
    expect(played).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect((await storedGames()).find((g) => g.externalId === 'g3')).toMatchObject({
      status: 'final',
      homeScore: 2,
      awayScore: 1,
      outcome: 'SO',
    });
    expect(await storedGames()).toHaveLength(3);
    const audits = await importAudits();
    expect(audits.map((a) => a.after)).toEqual([
      { source: 'import', rows: 3, created: 3, updated: 0, unchanged: 0 },
      { source: 'import', rows: 3, created: 0, updated: 0, unchanged: 3 },
      { source: 'import', rows: 3, created: 0, updated: 1, unchanged: 2 },
    ]);
    expect(audits[0]).toMatchObject({ entity: 'game', userEmail: 'admin@test.local' });

    // A results file names only the games and their results: the rest of each game stays, and the
    // rules check the game as it would be stored.
    const results = await post('games', 'externalId,homeScore,awayScore,outcome\ng3,3,3,\ng2,5,4,OT\n', '?dryRun=true');
    // Issue 39 item 8: a level score needs a winner; no outcome would make it one, so none is asked for.
    expect(json(results)).toMatchObject({ updated: 1, rejectedCount: 1 });
    expect(json(results).rejected).toEqual([{ line: 2, column: 'homeScore', message: 'A final needs a winner: 3–3 is a tie' }]);
    expect(json(await post('games', 'externalId,homeScore,awayScore,outcome\ng2,5,4,OT\ng1,3,2,REG\n'))).toMatchObject({
      updated: 1,
      unchanged: 1,
    });
    expect((await storedGames()).find((g) => g.externalId === 'g2')).toMatchObject({
      homeTeamId: f.mtl,
      awayTeamId: f.ott,
      gameDate: '2025-10-09',
      homeScore: 5,
      awayScore: 4,
      status: 'final',
      outcome: 'OT',
    });
  });

  it('refuses a malformed CSV, an unknown column and a missing required column with 400', async () => {
    const unclosed = await post('games', `${HEADER}\ng9,THL,2025-26,2025-10-20,19:00,"TOR,MTL,,1,0,REG\n`);
    expect(unclosed.statusCode).toBe(400);
    expect(json(unclosed).message).toMatch(/^Malformed CSV at line \d+: Quote Not Closed/);
    const unknown = await post('games', 'date,homeTeam,awayTeam,homeScroe\n2025-10-20,1,2,3\n');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toMatch(/unknown column "homeScroe"/);
    const missing = await post('games', 'date,homeTeam\n2025-10-20,1\n');
    expect(json(missing).message).toMatch(/required column "awayTeam" is missing/);
    expect((await post('games', '')).statusCode).toBe(400);
    expect(await storedGames()).toHaveLength(3);
  });

  it('takes JSON arrays and NDJSON with ids or API field names, and names each bad row', async () => {
    const rows = [
      {
        externalId: 'j1',
        seasonId: f.season,
        gameDate: '2025-11-01',
        homeTeamId: f.tor,
        awayTeamId: f.ott,
        homeScore: 1,
        awayScore: 0,
        outcome: 'REG',
      },
      { externalId: 'j2', league: 'THL', season: '2025-26', date: '2025-11-02', homeTeam: 'Toronto Test', awayTeam: 'TOR' },
    ];
    const array = json(await post('games', JSON.stringify(rows), '?dryRun=true', t.admin, 'application/json'));
    expect(array.rejected).toEqual([{ line: 2, column: 'awayTeam', message: 'Home and away team must differ' }]);
    const ndjson = await post('games', rows.map((r) => JSON.stringify(r)).join('\n') + '\n{oops\n', '', t.admin, 'application/x-ndjson');
    expect(ndjson.statusCode).toBe(400);
    expect(json(ndjson).rejected.map((r: { line: number }) => r.line)).toEqual([2, 3]);
    const good = json(await post('games', JSON.stringify(rows.slice(0, 1)), '?source=nhl-api', t.admin, 'application/json'));
    expect(good).toMatchObject({ imported: true, created: 1 });
    expect((await storedGames()).find((g) => g.externalId === 'j1')).toMatchObject({
      source: 'nhl-api',
      homeTeamId: f.tor,
      status: 'final',
    });
  });

  it('updates by our id, refuses an unknown id and a record named twice', async () => {
    const [g1] = (await storedGames()).filter((g) => g.externalId === 'g1');
    const csv = `id,date,homeTeam,awayTeam,homeScore,awayScore,outcome\n${g1.id},2025-10-08,${f.tor},${f.mtl},5,2,REG\n999999,2025-10-08,${f.tor},${f.mtl},,,\n${g1.id},2025-10-08,${f.tor},${f.mtl},,,\n`;
    const res = json(await post('games', csv, '?dryRun=true'));
    expect(res).toMatchObject({ updated: 1, rejectedCount: 2 });
    expect(res.rejected).toEqual([
      { line: 4, column: 'id', message: 'Line 2 has the same record' },
      { line: 3, column: 'id', message: 'No record with id 999999' },
    ]);
    expect((await storedGames()).find((g) => g.id === g1.id)?.homeScore).toBe(3);
    // By id without an externalId column: the row keeps the source and externalId it had.
    const byId = json(
      await post(
        'games',
        `id,season,date,time,venue,homeTeam,awayTeam,homeScore,awayScore,outcome\n${g1.id},${f.season},2025-10-08,19:00,${f.arena},${f.tor},${f.mtl},5,2,REG\n`,
      ),
    );
    expect(byId).toMatchObject({ imported: true, updated: 1 });
    expect((await storedGames()).find((g) => g.id === g1.id)).toMatchObject({ homeScore: 5, externalId: 'g1', source: 'import' });
  });
});
