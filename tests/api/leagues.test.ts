import { beforeAll, describe, expect, it } from 'vitest';
import { games, players } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

let t: TestApp;
const c: Record<string, number> = {};
const l: Record<string, number> = {};

const { send, get, names, created: createdBody, auditRows } = injectHelpers(() => t, 'league');
const created = async (url: string, payload: object) => (await createdBody(url, payload)).id as number;

beforeAll(async () => {
  t = await buildTestApp();
  c.usa = await created('/api/countries', { name: 'United States', code: 'USA' });
  c.fin = await created('/api/countries', { name: 'Finland', code: 'FIN' });
  c.can = await created('/api/countries', { name: 'Canada', code: 'CAN' });
  l.nhl = await created('/api/leagues', { name: 'National Hockey League', shortName: 'NHL', countryId: c.usa, description: 'Top league' });
  l.liiga = await created('/api/leagues', { name: 'Liiga', level: 'professional', countryId: c.fin });
  l.wc = await created('/api/leagues', { name: 'IIHF World Championship', level: 'iihf' });
  l.qmjhl = await created('/api/leagues', {
    name: 'Ligue de hockey junior majeur du Québec',
    shortName: 'LHJMQ',
    level: 'junior',
    countryId: c.can,
  });
  l.beer = await created('/api/leagues', { name: 'Beer League', level: 'amateur', isActive: false, countryId: c.can });
  l.minor = await created('/api/leagues', { name: 'Minor Hockey', level: 'youth', countryId: c.can });
  l.ncaa = await created('/api/leagues', { name: 'NCAA Division I', level: 'collegiate', countryId: c.usa });
});

describe('POST /api/leagues', () => {
  it('defaults the level to professional and the points system/tiebreakers to NHL style', async () => {
    const res = await get(`/api/leagues/${l.nhl}`);
    expect(json(res)).toMatchObject({
      name: 'National Hockey League',
      shortName: 'NHL',
      level: 'professional',
      isActive: true,
      description: 'Top league',
      country: { id: c.usa, name: 'United States', code: 'USA' },
      funFacts: [],
      teamCount: 0,
      pointsSystem: { regulationWin: 2, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1 },
    });
    expect(json(res).tiebreakers[0]).toBe('points');
    const [audit] = await auditRows('create', l.nhl);
    expect(audit).toMatchObject({ userEmail: 'admin@test.local', after: expect.objectContaining({ name: 'National Hockey League' }) });
  });

  it('validates with field paths', async () => {
    const res = await send('POST', '/api/leagues', { name: '', level: 'pro', tiebreakers: ['points', 'points'], founded: 'x' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['name', 'level', 'tiebreakers', 'founded']),
    );
  });

  it('answers a duplicate name and an unknown country with 409', async () => {
    const dup = await send('POST', '/api/leagues', { name: 'Liiga' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('A league with this name already exists');
    const fk = await send('POST', '/api/leagues', { name: 'Ghost League', countryId: 999999 });
    expect(fk.statusCode).toBe(409);
    expect(json(fk).message).toBe('The referenced country does not exist');
  });
});

describe('GET /api/leagues', () => {
  // §4 (issue 39 item 8): the NHL always first, whatever the sort.
  it('orders the NHL first, then by the level display order, then name, with team counts and a total', async () => {
    await created('/api/teams', { name: 'Tappara', city: 'Tampere', leagueId: l.liiga });
    await created('/api/teams', { name: 'Ilves', city: 'Tampere', leagueId: l.liiga });
    const res = await get('/api/leagues');
    expect(res.headers['x-total-count']).toBe('7');
    expect(names(res)).toEqual([
      'National Hockey League',
      'Liiga',
      'IIHF World Championship',
      'Ligue de hockey junior majeur du Québec',
      'Beer League',
      'Minor Hockey',
      'NCAA Division I',
    ]);
    expect(json(res)[1]).toMatchObject({ teamCount: 2, country: { name: 'Finland' } });
    expect(json(res)[2]).toMatchObject({ teamCount: 0, country: null, countryId: null });
  });

  it('sorts by name or country on request', async () => {
    expect(names(await get('/api/leagues?sort=name')).slice(0, 4)).toEqual([
      'National Hockey League',
      'Beer League',
      'IIHF World Championship',
      'Ligue de hockey junior majeur du Québec',
    ]);
    const byCountry = names(await get('/api/leagues?sort=country'));
    expect(byCountry.slice(0, 4)).toEqual([
      'National Hockey League',
      'Beer League',
      'Ligue de hockey junior majeur du Québec',
      'Minor Hockey',
    ]);
    expect(byCountry.at(-1)).toBe('IIHF World Championship');
  });

  it('searches name and short name, case- and accent-insensitively', async () => {
    expect(names(await get('/api/leagues?search=nhl'))).toEqual(['National Hockey League']);
    expect(names(await get('/api/leagues?search=QUEBEC'))).toEqual(['Ligue de hockey junior majeur du Québec']);
    expect(names(await get('/api/leagues?search=lhjmq'))).toEqual(['Ligue de hockey junior majeur du Québec']);
    expect(names(await get('/api/leagues?search=league'))).toEqual(['National Hockey League', 'Beer League']);
  });

  it('filters by country, level and status', async () => {
    expect(names(await get(`/api/leagues?countryId=${c.usa}`))).toEqual(['National Hockey League', 'NCAA Division I']);
    expect(names(await get('/api/leagues?level=iihf'))).toEqual(['IIHF World Championship']);
    expect(names(await get('/api/leagues?isActive=false'))).toEqual(['Beer League']);
    expect(json(await get('/api/leagues?isActive=true'))).toHaveLength(6);
    expect(json(await get('/api/leagues?level=all&countryId='))).toHaveLength(7);
    expect(names(await get('/api/leagues?countryId=none'))).toEqual(['IIHF World Championship']);
    expect(json(await get('/api/leagues?countryId=null')).errors[0].path).toBe('countryId');
  });

  it('pages and rejects bad query values', async () => {
    const res = await get('/api/leagues?limit=2&offset=1');
    expect(names(res)).toEqual(['Liiga', 'IIHF World Championship']);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers.link).toContain('offset=3');
    for (const qs of ['limit=501', 'level=pro', 'isActive=yes', 'sort=size', 'countryId=-1']) {
      expect((await get(`/api/leagues?${qs}`)).statusCode, qs).toBe(400);
    }
  });
});

describe('GET /api/leagues/:id', () => {
  it('returns statistics and seasons (newest first)', async () => {
    const home = await created('/api/teams', { name: 'Edmonton Oilers', city: 'Edmonton', leagueId: l.nhl });
    const away = await created('/api/teams', { name: 'Calgary Flames', city: 'Calgary', leagueId: l.nhl });
    const older = await created('/api/seasons', { leagueId: l.nhl, year: '2023-24' });
    const newer = await created('/api/seasons', { leagueId: l.nhl, year: '2024-25' });
    await t.handle.db.insert(players).values([
      { firstName: 'Connor', lastName: 'McDavid', position: 'center', currentTeamId: home },
      { firstName: 'Free', lastName: 'Agent', position: 'goalie' },
    ]);
    await t.handle.db.insert(games).values([
      { homeTeamId: home, awayTeamId: away, gameDate: '2024-01-10', seasonId: older, status: 'final', homeScore: 4, awayScore: 3 },
      { homeTeamId: away, awayTeamId: home, gameDate: '2024-11-10', seasonId: newer, status: 'final', homeScore: 2, awayScore: 0 },
      { homeTeamId: home, awayTeamId: away, gameDate: '2024-11-20', seasonId: newer, status: 'final', homeScore: 1, awayScore: 0 },
      { homeTeamId: home, awayTeamId: away, gameDate: '2030-01-01', seasonId: newer, status: 'scheduled' },
    ]);
    const res = await get(`/api/leagues/${l.nhl}`);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    // (7 + 2 + 1) goals over 3 final games = 3.33 -> 3.3
    expect(body.stats).toEqual({ teams: 2, players: 1, gamesPlayed: 3, goalsPerGame: 3.3, seasons: 2 });
    expect(body.seasons.map((s: { name: string }) => s.name)).toEqual(['2024-25 Regular Season', '2023-24 Regular Season']);
    expect(body).toMatchObject({ name: 'National Hockey League', teamCount: 2 });
  });

  it('answers zeros for a league without games, 404 for an unknown id and 400 for a malformed one', async () => {
    expect(json(await get(`/api/leagues/${l.wc}`)).stats).toEqual({ teams: 0, players: 0, gamesPlayed: 0, goalsPerGame: 0, seasons: 0 });
    const missing = await get('/api/leagues/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('League not found');
    expect((await get('/api/leagues/0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/leagues/:id', () => {
  it('updates rules and narrative fields without resetting the level', async () => {
    const pointsSystem = { regulationWin: 3, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1 };
    const res = await send('PATCH', `/api/leagues/${l.qmjhl}`, {
      pointsSystem,
      tiebreakers: ['points', 'wins', 'goalDifferential'],
      isActive: false,
      history: 'Founded in 1969.',
      funFacts: ['Plays in Quebec and the Maritimes'],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      level: 'junior',
      pointsSystem,
      tiebreakers: ['points', 'wins', 'goalDifferential'],
      isActive: false,
      history: 'Founded in 1969.',
      funFacts: ['Plays in Quebec and the Maritimes'],
      shortName: 'LHJMQ',
    });
    const [audit] = await auditRows('update', l.qmjhl);
    expect(audit.before).toMatchObject({ isActive: true, history: null });
    expect(audit.after).toMatchObject({ isActive: false, history: 'Founded in 1969.' });
  });

  it('validates and 404s', async () => {
    const bad = await send('PATCH', `/api/leagues/${l.qmjhl}`, { pointsSystem: { regulationWin: 2 }, tiebreakers: ['coinFlip'] });
    expect(bad.statusCode).toBe(400);
    const paths = json(bad)
      .errors.map((e: { path: string }) => e.path)
      .join(' ');
    expect(paths).toMatch(/pointsSystem/);
    expect(paths).toMatch(/tiebreakers/);
    expect((await send('PATCH', '/api/leagues/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/leagues/${l.qmjhl}`, { name: 'Liiga' })).statusCode).toBe(409);
  });
});

describe('league time zone (the clock of games whose venue has none)', () => {
  const ZONE_MESSAGE = 'Must be an IANA time zone such as America/Toronto or Europe/Helsinki';

  it('keeps an IANA zone on create and edit, and a blank clears it', async () => {
    const res = await send('POST', '/api/leagues', { name: 'Zoned League', timeZone: 'America/Toronto' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).timeZone).toBe('America/Toronto');
    const moved = await send('PATCH', `/api/leagues/${json(res).id}`, { timeZone: ' Europe/Helsinki ' });
    expect(json(moved).timeZone).toBe('Europe/Helsinki');
    expect(json(await get(`/api/leagues/${json(res).id}`)).timeZone).toBe('Europe/Helsinki');
    const cleared = await send('PATCH', `/api/leagues/${json(res).id}`, { timeZone: '' });
    expect(json(cleared).timeZone).toBeNull();
  });

  it('refuses an unknown zone with 400 and a field message, on create and edit', async () => {
    const add = await send('POST', '/api/leagues', { name: 'Martian League', timeZone: 'Mars/Olympus_Mons' });
    expect(add.statusCode).toBe(400);
    expect(json(add).errors).toEqual([{ path: 'timeZone', message: ZONE_MESSAGE }]);
    const edit = await send('PATCH', `/api/leagues/${l.liiga}`, { timeZone: 'EST5' });
    expect(edit.statusCode).toBe(400);
    expect(json(edit).errors).toEqual([{ path: 'timeZone', message: ZONE_MESSAGE }]);
    expect(json(await get(`/api/leagues/${l.liiga}`)).timeZone).toBeNull();
  });
});

describe('DELETE /api/leagues/:id', () => {
  // Issue 18: a league with seasons and teams is refused with their counts; only an explicit cascade deletes it.
  it('refuses while seasons and teams reference it; the cascade keeps teams (without league) and games (without season), drops seasons, audits', async () => {
    const teamsBefore = json(await get(`/api/teams?leagueId=${l.nhl}`));
    const seasonIds = json(await get(`/api/seasons?leagueId=${l.nhl}`)).map((s: { id: number }) => s.id);
    expect(seasonIds).toHaveLength(2);
    const refused = await send('DELETE', `/api/leagues/${l.nhl}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(`League National Hockey League has 2 seasons and ${teamsBefore.length} teams`);
    expect((await get(`/api/seasons/${seasonIds[0]}`)).statusCode).toBe(200);
    const res = await send('DELETE', `/api/leagues/${l.nhl}?cascade=true`);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/leagues/${l.nhl}`)).statusCode).toBe(404);
    for (const team of teamsBefore) expect(json(await get(`/api/teams/${team.id}`))).toMatchObject({ leagueId: null, league: null });
    expect((await get(`/api/seasons/${seasonIds[0]}`)).statusCode).toBe(404);
    const left = await t.handle.db.select().from(games);
    expect(left).toHaveLength(4);
    expect(left.every((g) => g.seasonId === null)).toBe(true);
    const [audit] = await auditRows('delete', l.nhl);
    expect(audit.before).toMatchObject({ name: 'National Hockey League' });
    expect((await send('DELETE', `/api/leagues/${l.nhl}`)).statusCode).toBe(404);
  });
});

describe('league writes need an admin', () => {
  it('answers 401 signed out and 403 for a plain user on every write', async () => {
    const writes = [
      ['POST', '/api/leagues', { name: 'Sneaky League' }],
      ['PATCH', `/api/leagues/${l.liiga}`, { name: 'Sneaky' }],
      ['DELETE', `/api/leagues/${l.liiga}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, '')).statusCode, `${method} signed out`).toBe(401);
      expect((await send(method, url, payload, t.user)).statusCode, `${method} user`).toBe(403);
    }
    expect(json(await get(`/api/leagues/${l.liiga}`)).name).toBe('Liiga');
  });
});
