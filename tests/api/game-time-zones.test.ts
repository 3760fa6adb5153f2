import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #18 item 4: a game's start is an instant scheduled in its venue's (else league's) zone,
// and it survives writes and reads across the daylight-saving changes of both continents.
let t: TestApp;
const f = { montreal: 0, helsinki: 0, noZone: 0, season: 0, finSeason: 0, mtl: 0, tor: 0, hifk: 0, tps: 0 };

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
  const [montreal, helsinki, noZone] = await db
    .insert(facilities)
    .values([
      {
        name: 'Bell Test Centre',
        city: 'Montréal',
        countryId: can.id,
        facilityType: 'arena',
        surfaceType: 'ice',
        timeZone: 'America/Montreal',
      },
      {
        name: 'Helsinki Test Hall',
        city: 'Helsinki',
        countryId: fin.id,
        facilityType: 'arena',
        surfaceType: 'ice',
        timeZone: 'Europe/Helsinki',
      },
      { name: 'Zone-less Rink', city: 'Somewhere', countryId: can.id, facilityType: 'rink', surfaceType: 'ice' },
    ])
    .returning();
  const [nhl, liiga] = await db
    .insert(leagues)
    .values([
      { name: 'Zone League', shortName: 'ZL', timeZone: 'America/Toronto' },
      { name: 'Zone Liiga', timeZone: 'Europe/Helsinki' },
    ])
    .returning();
  const [season, finSeason] = await db
    .insert(seasons)
    .values([
      { leagueId: nhl.id, year: '2025-26', name: '2025-26 Regular Season' },
      { leagueId: liiga.id, year: '2025-26', name: '2025-26 Regular Season' },
    ])
    .returning();
  const [mtl, tor, hifk, tps] = await db
    .insert(teams)
    .values([
      { name: 'Zone Montréal', city: 'Montréal', leagueId: nhl.id },
      { name: 'Zone Toronto', city: 'Toronto', leagueId: nhl.id },
      { name: 'Zone HIFK', city: 'Helsinki', leagueId: liiga.id },
      { name: 'Zone TPS', city: 'Turku', leagueId: liiga.id },
    ])
    .returning();
  Object.assign(f, {
    montreal: montreal.id,
    helsinki: helsinki.id,
    noZone: noZone.id,
    season: season.id,
    finSeason: finSeason.id,
    mtl: mtl.id,
    tor: tor.id,
    hifk: hifk.id,
    tps: tps.id,
  });
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin } });
const nhlGame = (extra: object) => ({ homeTeamId: f.mtl, awayTeamId: f.tor, venueId: f.montreal, seasonId: f.season, ...extra });
const finGame = (extra: object) => ({ homeTeamId: f.hifk, awayTeamId: f.tps, venueId: f.helsinki, seasonId: f.finSeason, ...extra });

describe('game start: local wall clock in the venue zone', () => {
  it.each([
    // Montréal before and after the spring change (2026-03-08, EST -5 → EDT -4) and the fall change (2026-11-01).
    ['2026-03-07', '19:00', '2026-03-08T00:00:00.000Z'],
    ['2026-03-08', '19:00', '2026-03-08T23:00:00.000Z'],
    ['2026-10-31', '19:00', '2026-10-31T23:00:00.000Z'],
    ['2026-11-01', '19:00', '2026-11-02T00:00:00.000Z'],
  ])('%s %s at a Montréal venue is %s, and reads back as the same wall clock', async (gameDate, gameTime, instant) => {
    const res = await send('POST', '/api/games', nhlGame({ gameDate, gameTime }));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ startsAt: instant, timeZone: 'America/Montreal', gameDate, gameTime: `${gameTime}:00` });
    const back = json(await t.app.inject({ url: `/api/games/${json(res).id}` }));
    expect(back).toMatchObject({ startsAt: instant, timeZone: 'America/Montreal', gameDate, gameTime: `${gameTime}:00` });
  });

  it('Helsinki changes a few weeks later (2026-03-29, 2026-10-25)', async () => {
    const before = json(await send('POST', '/api/games', finGame({ gameDate: '2026-03-28', gameTime: '18:30' })));
    const after = json(await send('POST', '/api/games', finGame({ gameDate: '2026-03-29', gameTime: '18:30' })));
    const autumn = json(await send('POST', '/api/games', finGame({ gameDate: '2026-10-25', gameTime: '18:30' })));
    expect([before.startsAt, after.startsAt, autumn.startsAt]).toEqual([
      '2026-03-28T16:30:00.000Z',
      '2026-03-29T15:30:00.000Z',
      '2026-10-25T16:30:00.000Z',
    ]);
  });

  it('refuses a wall clock the zone skips (400 on gameTime), and reads the repeated hour as standard time', async () => {
    const gap = await send('POST', '/api/games', nhlGame({ gameDate: '2026-03-08', gameTime: '02:30' }));
    expect(gap.statusCode).toBe(400);
    expect(json(gap).errors).toEqual([expect.objectContaining({ path: 'gameTime', message: expect.stringContaining('does not exist') })]);
    const twice = json(await send('POST', '/api/games', nhlGame({ gameDate: '2026-11-01', gameTime: '01:30' })));
    expect(twice.startsAt).toBe('2026-11-01T06:30:00.000Z');
  });

  it('falls back to the league zone when the venue has none, and takes an explicit zone over both', async () => {
    const league = json(await send('POST', '/api/games', nhlGame({ venueId: f.noZone, gameDate: '2026-03-10', gameTime: '19:30' })));
    expect(league).toMatchObject({ timeZone: 'America/Toronto', startsAt: '2026-03-10T23:30:00.000Z' });
    const named = json(
      await send('POST', '/api/games', nhlGame({ timeZone: 'Europe/Helsinki', gameDate: '2026-03-10', gameTime: '19:30' })),
    );
    expect(named).toMatchObject({ timeZone: 'Europe/Helsinki', startsAt: '2026-03-10T17:30:00.000Z', gameTime: '19:30:00' });
  });

  it('refuses a zone Intl does not know', async () => {
    for (const timeZone of ['Mars/Olympus', 'EST', '+02:00']) {
      const res = await send('POST', '/api/games', nhlGame({ timeZone, gameDate: '2026-03-10', gameTime: '19:30' }));
      expect(res.statusCode).toBe(400);
      expect(json(res).errors.map((e: { path: string }) => e.path)).toContain('timeZone');
    }
    const venue = await send('PATCH', `/api/facilities/${f.noZone}`, { timeZone: 'Nowhere/Else' });
    expect(venue.statusCode).toBe(400);
  });

  it('a game without a time has no instant (to be announced)', async () => {
    const tbd = json(await send('POST', '/api/games', nhlGame({ gameDate: '2026-03-12' })));
    expect(tbd).toMatchObject({ startsAt: null, gameTime: null, gameDate: '2026-03-12', timeZone: 'America/Montreal' });
  });
});

describe('game start: ISO instants', () => {
  it.each([
    ['2026-03-08T19:00:00-04:00', '2026-03-08', '19:00:00'],
    ['2026-03-08T06:59:00Z', '2026-03-08', '01:59:00'],
    ['2026-03-08T07:00:00Z', '2026-03-08', '03:00:00'],
    ['2026-11-01T05:30:00Z', '2026-11-01', '01:30:00'],
    ['2026-11-01T06:30:00Z', '2026-11-01', '01:30:00'],
  ])('startsAt %s is %s %s in Montréal', async (startsAt, gameDate, gameTime) => {
    const res = await send('POST', '/api/games', nhlGame({ startsAt }));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ startsAt: new Date(startsAt).toISOString(), gameDate, gameTime, timeZone: 'America/Montreal' });
  });

  it('refuses a local time without an offset as startsAt', async () => {
    const res = await send('POST', '/api/games', nhlGame({ startsAt: '2026-03-08T19:00:00' }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toContain('startsAt');
  });

  it('moving a game by instant across the change keeps the zone; changing only the zone keeps the wall clock', async () => {
    const g = json(await send('POST', '/api/games', nhlGame({ gameDate: '2026-03-07', gameTime: '19:00' })));
    const moved = json(await send('PATCH', `/api/games/${g.id}`, { startsAt: '2026-03-09T23:00:00Z' }));
    expect(moved).toMatchObject({ gameDate: '2026-03-09', gameTime: '19:00:00', timeZone: 'America/Montreal' });
    const rezoned = json(await send('PATCH', `/api/games/${g.id}`, { timeZone: 'America/Vancouver' }));
    expect(rezoned).toMatchObject({ gameDate: '2026-03-09', gameTime: '19:00:00', startsAt: '2026-03-10T02:00:00.000Z' });
    const scored = json(await send('PATCH', `/api/games/${g.id}`, { status: 'postponed' }));
    expect(scored.startsAt).toBe('2026-03-10T02:00:00.000Z');
  });
});

describe("the scores day in a reader's zone", () => {
  it('?date=&tz= lists the games starting between that zone’s midnights', async () => {
    // 22:30 in Montréal on 2026-11-01 is 2026-11-02 in Helsinki and still 2026-11-01 in Vancouver.
    const late = json(await send('POST', '/api/games', nhlGame({ gameDate: '2026-11-01', gameTime: '22:30' })));
    const ids = async (qs: string) =>
      (json(await t.app.inject({ url: `/api/games?${qs}&limit=500` })) as Array<{ id: number }>).map((g) => g.id);
    expect(await ids('date=2026-11-01')).toContain(late.id);
    expect(await ids('date=2026-11-01&tz=America/Vancouver')).toContain(late.id);
    expect(await ids('date=2026-11-01&tz=Europe/Helsinki')).not.toContain(late.id);
    expect(await ids('date=2026-11-02&tz=Europe/Helsinki')).toContain(late.id);
    const bad = await t.app.inject({ url: '/api/games?date=2026-11-01&tz=Moon/Base' });
    expect(bad.statusCode).toBe(400);
  });

  it('orders a reader’s day by instant across zones', async () => {
    const day = '2026-12-05';
    // 13:00 in Montréal is 18:00 UTC, after 19:00 in Helsinki (17:00 UTC), though its wall clock is earlier.
    await send('POST', '/api/games', nhlGame({ gameDate: day, gameTime: '13:00' }));
    await send('POST', '/api/games', finGame({ gameDate: day, gameTime: '19:00' }));
    const rows = json(await t.app.inject({ url: `/api/games?date=${day}&tz=UTC&status=scheduled` })) as Array<{ timeZone: string }>;
    expect(rows.map((g) => g.timeZone)).toEqual(['Europe/Helsinki', 'America/Montreal']);
  });
});
