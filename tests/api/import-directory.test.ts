import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #18 item 1: facilities, teams and players (rosters) from files, by natural keys; the
// example files of docs/examples import in order on a database that has their countries and league.
let t: TestApp;
const f = { can: 0, fin: 0, nhl: 0, tor: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [can, fin] = await db
    .insert(countries)
    .values([
      { name: 'Canada', code: 'CAN' },
      { name: 'Finland', code: 'FIN' },
    ])
    .returning();
  const [nhl] = await db.insert(leagues).values({ name: 'National Hockey League', shortName: 'NHL' }).returning();
  const [tor] = await db
    .insert(teams)
    .values({ name: 'Toronto Maple Leafs', shortName: 'TOR', city: 'Toronto', leagueId: nhl.id })
    .returning();
  Object.assign(f, { can: can.id, fin: fin.id, nhl: nhl.id, tor: tor.id });
});

const post = (entity: string, body: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/${entity}${query}`,
    payload: body,
    headers: { 'content-type': 'text/csv', cookie: t.admin },
  });
const example = (entity: string) => readFile(new URL(`../../docs/examples/${entity}.csv`, import.meta.url), 'utf8');

describe('POST /api/import/{facilities,teams,players}', () => {
  it('imports the example files by ISO-3 code, names and short names, and again changes nothing', async () => {
    for (const entity of ['facilities', 'teams', 'players']) {
      const res = await post(entity, await example(entity));
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ imported: true, created: json(res).rows, rejectedCount: 0 });
    }
    const [rink] = await t.handle.db.select().from(facilities).where(eq(facilities.externalId, 'rink-1'));
    expect(rink).toMatchObject({
      name: 'Harbourfront Community Rink',
      countryId: f.can,
      facilityType: 'community_rink',
      address: '1 Water Street, Halifax',
      capacity: 800,
    });
    const [hawks] = await t.handle.db.select().from(teams).where(eq(teams.externalId, 'team-1'));
    expect(hawks).toMatchObject({ shortName: 'HHH', countryId: f.can, homeVenueId: rink.id, leagueId: null, founded: 2024 });
    const roster = await t.handle.db.select().from(players).where(eq(players.source, 'example'));
    expect(
      roster.map((p) => [p.lastName, p.position, p.currentTeamId, p.birthCountryId, p.dateOfBirth, p.shoots, p.catches]).sort(),
    ).toEqual([
      ['Esimerkki', 'goalie', hawks.id, f.fin, '1999-12-01', null, 'L'],
      ['Example', 'center', f.tor, f.can, '2001-03-04', 'L', null],
    ]);
    for (const entity of ['facilities', 'teams', 'players']) {
      expect(json(await post(entity, await example(entity)))).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: json(await post(entity, await example(entity), '?dryRun=true')).rows,
      });
    }
  });

  it('names the column of every bad value: unknown country, team or position, bad enum, missing name', async () => {
    const csv = [
      'name,city,country,facilityType,surfaceType,capacity',
      'Nowhere Rink,Nowhere,XXX,rink,ice,10',
      'Odd Rink,Oslo,CAN,igloo,sand,-5',
      ',Halifax,CAN,rink,ice,',
    ].join('\n');
    const report = json(await post('facilities', csv, '?dryRun=true'));
    expect(report.rejected).toEqual([
      { line: 2, column: 'country', message: 'No country "XXX"' },
      { line: 3, column: 'capacity', message: 'Enter 0 or more' },
      { line: 3, column: 'facilityType', message: expect.stringMatching(/^Choose one of: Arena, Olympic venue, /) },
      { line: 3, column: 'surfaceType', message: expect.stringMatching(/^Choose one of: Ice, Inline, /) },
      { line: 4, column: 'name', message: 'Required' },
    ]);
    const roster = json(
      await post(
        'players',
        'firstName,lastName,position,team,league\nAda,One,X,TOR,NHL\nBo,Two,D,NOPE,NHL\nCy,Three,G,TOR,\n',
        '?dryRun=true',
      ),
    );
    expect(roster.rejected).toEqual([
      { line: 2, column: 'position', message: 'Choose one of: Center, Left Wing, Right Wing, Defense, Goalie' },
      { line: 3, column: 'team', message: 'No team in that league "NOPE"' },
    ]);
    expect(roster).toMatchObject({ created: 1 });
    expect(await t.handle.db.select().from(players).where(eq(players.firstName, 'Cy'))).toHaveLength(0);
  });
});
