import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

let t: TestApp;
const c: Record<string, number> = {};
const l: Record<string, number> = {};
const tm: Record<string, number> = {};
let arena: number;

const { send, get, names, created, auditRows } = injectHelpers(() => t, 'team');

beforeAll(async () => {
  t = await buildTestApp();
  c.can = (await created('/api/countries', { name: 'Canada', code: 'CAN' })).id;
  c.swe = (await created('/api/countries', { name: 'Sweden', code: 'SWE' })).id;
  l.nhl = (await created('/api/leagues', { name: 'National Hockey League', shortName: 'NHL' })).id;
  l.shl = (await created('/api/leagues', { name: 'Swedish Hockey League', shortName: 'SHL' })).id;
  arena = (
    await created('/api/facilities', {
      name: 'Scotiabank Arena',
      city: 'Toronto',
      facilityType: 'arena',
      surfaceType: 'ice',
      countryId: c.can,
    })
  ).id;
  tm.leafs = (
    await created('/api/teams', {
      name: 'Toronto Maple Leafs',
      shortName: 'TOR',
      city: 'Toronto',
      leagueId: String(l.nhl),
      countryId: c.can,
      homeVenueId: arena,
      founded: '1917',
      colors: 'Blue and white',
      primaryColor: '#00205B',
      logoUrl: '',
      websiteUrl: 'https://www.nhl.com/mapleleafs',
      conference: 'Eastern',
      division: 'Atlantic',
      history: 'Original Six.',
      achievements: ['13 Stanley Cups'],
      averageAttendance: 18800,
    })
  ).id;
  tm.habs = (
    await created('/api/teams', { name: 'Montréal Canadiens', shortName: 'MTL', city: 'Montréal', leagueId: l.nhl, countryId: c.can })
  ).id;
  tm.fbk = (
    await created('/api/teams', { name: 'Färjestad BK', shortName: 'FBK', city: 'Karlstad', leagueId: l.shl, countryId: c.swe })
  ).id;
  tm.modo = (await created('/api/teams', { name: 'MoDo Hockey', city: 'Örnsköldsvik', countryId: c.swe })).id;
  tm.free = (await created('/api/teams', { name: 'Barnstormers', city: 'Anywhere', leagueId: '', countryId: '', homeVenueId: '' })).id;
});

describe('POST /api/teams', () => {
  it('creates a team with nested league, country and home venue, converting form values, and audits', async () => {
    const res = await get(`/api/teams/${tm.leafs}`);
    expect(json(res)).toMatchObject({
      name: 'Toronto Maple Leafs',
      shortName: 'TOR',
      city: 'Toronto',
      leagueId: l.nhl,
      countryId: c.can,
      homeVenueId: arena,
      founded: 1917,
      logoUrl: null,
      primaryColor: '#00205B',
      conference: 'Eastern',
      division: 'Atlantic',
      league: { id: l.nhl, name: 'National Hockey League', level: 'professional' },
      country: { id: c.can, name: 'Canada' },
      homeVenue: { id: arena, name: 'Scotiabank Arena' },
    });
    expect(json(await get(`/api/teams/${tm.free}`))).toMatchObject({
      leagueId: null,
      countryId: null,
      homeVenueId: null,
      league: null,
      country: null,
      homeVenue: null,
    });
    const [audit] = await auditRows('create', tm.leafs);
    expect(audit).toMatchObject({ userEmail: 'admin@test.local', after: expect.objectContaining({ name: 'Toronto Maple Leafs' }) });
  });

  it('requires Team Name and City and validates the rest with field paths', async () => {
    const res = await send('POST', '/api/teams', { name: '  ', founded: 'old', primaryColor: 'blue', leagueId: -3, websiteUrl: 'ftp://x' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['name', 'city', 'founded', 'primaryColor', 'leagueId', 'websiteUrl']),
    );
  });

  it('answers unknown references with a readable 409', async () => {
    const res = await send('POST', '/api/teams', { name: 'Ghosts', city: 'Nowhere', leagueId: 999999 });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('The referenced league does not exist');
    const venue = await send('POST', '/api/teams', { name: 'Ghosts', city: 'Nowhere', homeVenueId: 999999 });
    expect(json(venue).message).toBe('The referenced home venue does not exist');
  });
});

describe('GET /api/teams', () => {
  it('lists by name with nested references and a total', async () => {
    const res = await get('/api/teams');
    expect(res.headers['x-total-count']).toBe('5');
    expect(names(res)).toEqual(['Barnstormers', 'Färjestad BK', 'MoDo Hockey', 'Montréal Canadiens', 'Toronto Maple Leafs']);
    expect(json(res)[4]).toMatchObject({
      league: { name: 'National Hockey League', level: 'professional' },
      homeVenue: { name: 'Scotiabank Arena' },
    });
  });

  it('filters by league and country', async () => {
    expect(names(await get(`/api/teams?leagueId=${l.nhl}`))).toEqual(['Montréal Canadiens', 'Toronto Maple Leafs']);
    expect(names(await get(`/api/teams?countryId=${c.swe}`))).toEqual(['Färjestad BK', 'MoDo Hockey']);
    expect(names(await get(`/api/teams?countryId=${c.swe}&leagueId=${l.shl}`))).toEqual(['Färjestad BK']);
    expect(json(await get('/api/teams?leagueId=all&countryId='))).toHaveLength(5);
  });

  it("filters on a missing league or country with 'none' and names a bad value", async () => {
    expect(names(await get('/api/teams?leagueId=none'))).toEqual(['Barnstormers', 'MoDo Hockey']);
    expect(names(await get('/api/teams?countryId=none'))).toEqual(['Barnstormers']);
    expect(names(await get(`/api/teams?leagueId=none&countryId=${c.swe}`))).toEqual(['MoDo Hockey']);
    const res = await get('/api/teams?leagueId=nothing');
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: 'leagueId', message: "Must be a positive id or 'none'" }]);
    expect((await get('/api/teams?countryId=-1')).statusCode).toBe(400);
  });

  it('searches name, short name and city, case- and accent-insensitively', async () => {
    expect(names(await get('/api/teams?search=FARJESTAD'))).toEqual(['Färjestad BK']);
    expect(names(await get('/api/teams?search=montreal'))).toEqual(['Montréal Canadiens']);
    expect(names(await get('/api/teams?search=ornskoldsvik'))).toEqual(['MoDo Hockey']);
    expect(names(await get('/api/teams?search=mtl'))).toEqual(['Montréal Canadiens']);
    expect(names(await get('/api/teams?search=karlstad'))).toEqual(['Färjestad BK']);
    expect(json(await get('/api/teams?search=zzz'))).toEqual([]);
  });

  it('orders best matches first with sort=relevance (short code, name start, word start, substring)', async () => {
    expect(names(await get('/api/teams?search=mo&sort=relevance'))).toEqual(['MoDo Hockey', 'Montréal Canadiens']);
    expect(names(await get('/api/teams?search=fbk&sort=relevance'))).toEqual(['Färjestad BK']);
    expect(names(await get('/api/teams?search=can&sort=relevance'))).toEqual(['Montréal Canadiens']);
    // By name Barnstormers comes first; by relevance the team whose name starts with "to" does.
    expect(names(await get('/api/teams?search=to&sort=relevance'))).toEqual(['Toronto Maple Leafs', 'Barnstormers']);
    expect(names(await get('/api/teams?sort=relevance&limit=2'))).toEqual(['Barnstormers', 'Färjestad BK']);
  });

  it('sorts by league or country (teams without one last)', async () => {
    expect(names(await get('/api/teams?sort=league'))).toEqual([
      'Montréal Canadiens',
      'Toronto Maple Leafs',
      'Färjestad BK',
      'Barnstormers',
      'MoDo Hockey',
    ]);
    expect(names(await get('/api/teams?sort=country'))).toEqual([
      'Montréal Canadiens',
      'Toronto Maple Leafs',
      'Färjestad BK',
      'MoDo Hockey',
      'Barnstormers',
    ]);
  });

  it('pages and rejects bad query values', async () => {
    const res = await get('/api/teams?limit=2&offset=1');
    expect(names(res)).toEqual(['Färjestad BK', 'MoDo Hockey']);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers.link).toContain('offset=3');
    for (const qs of ['limit=501', 'sort=size', 'leagueId=abc', `search=${'x'.repeat(101)}`]) {
      expect((await get(`/api/teams?${qs}`)).statusCode, qs).toBe(400);
    }
  });
});

describe('GET /api/teams/:id', () => {
  it('returns the detail with the flat venue name and narrative fields', async () => {
    const body = json(await get(`/api/teams/${tm.leafs}`));
    expect(body).toMatchObject({
      // §3: the detail is read as flat plain values (issue 39 item 8); the nested objects stay beside them.
      name: 'Toronto Maple Leafs',
      city: 'Toronto',
      leagueName: 'National Hockey League',
      countryName: 'Canada',
      founded: 1917,
      league: { name: 'National Hockey League' },
      country: { name: 'Canada' },
      venue: 'Scotiabank Arena',
      history: 'Original Six.',
      achievements: ['13 Stanley Cups'],
      retiredNumbers: [],
      facts: [],
      rivalries: [],
      averageAttendance: 18800,
      websiteUrl: 'https://www.nhl.com/mapleleafs',
      colors: 'Blue and white',
    });
    const missing = await get('/api/teams/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Team not found');
    expect((await get('/api/teams/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/teams/:id', () => {
  it('updates the given fields only and audits before/after', async () => {
    const res = await send('PATCH', `/api/teams/${tm.modo}`, {
      name: 'MODO Hockey',
      shortName: 'MODO',
      city: 'Örnsköldsvik',
      leagueId: String(l.shl),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      name: 'MODO Hockey',
      shortName: 'MODO',
      countryId: c.swe,
      league: { id: l.shl, name: 'Swedish Hockey League' },
    });
    const [audit] = await auditRows('update', tm.modo);
    expect(audit.before).toMatchObject({ name: 'MoDo Hockey', leagueId: null });
    expect(audit.after).toMatchObject({ name: 'MODO Hockey', leagueId: l.shl });
    const cleared = await send('PATCH', `/api/teams/${tm.modo}`, { leagueId: '' });
    expect(json(cleared)).toMatchObject({ leagueId: null, league: null, name: 'MODO Hockey' });
  });

  it('validates required text and ids, 404s unknown teams', async () => {
    const bad = await send('PATCH', `/api/teams/${tm.modo}`, { name: '', city: '' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['name', 'city']));
    expect((await send('PATCH', `/api/teams/${tm.modo}`, { countryId: 999999 })).statusCode).toBe(409);
    expect((await send('PATCH', '/api/teams/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/teams/:id', () => {
  it('refuses a team with games, naming the count', async () => {
    await t.handle.db.insert(games).values([
      { homeTeamId: tm.leafs, awayTeamId: tm.habs, gameDate: '2024-10-09' },
      { homeTeamId: tm.habs, awayTeamId: tm.leafs, gameDate: '2024-10-26' },
    ]);
    const res = await send('DELETE', `/api/teams/${tm.leafs}`);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'Team Toronto Maple Leafs has 2 games; a game needs both its teams: delete or reassign these games first',
    );
    expect(json(res)).toMatchObject({ cascadable: false, references: [{ table: 'games', count: 2, effect: 'block' }] });
    // Games are history two teams share: even a cascade does not delete them.
    expect((await send('DELETE', `/api/teams/${tm.leafs}?cascade=true`)).statusCode).toBe(409);
    expect((await get(`/api/teams/${tm.leafs}`)).statusCode).toBe(200);
  });

  it('deletes a team without games and audits', async () => {
    expect((await send('DELETE', `/api/teams/${tm.free}`)).statusCode).toBe(204);
    expect((await get(`/api/teams/${tm.free}`)).statusCode).toBe(404);
    const [audit] = await auditRows('delete', tm.free);
    expect(audit.before).toMatchObject({ name: 'Barnstormers' });
    expect((await send('DELETE', `/api/teams/${tm.free}`)).statusCode).toBe(404);
  });
});

describe('team writes need an admin', () => {
  it('answers 401 signed out and 403 for a plain user on every write', async () => {
    const writes = [
      ['POST', '/api/teams', { name: 'Sneaky', city: 'X' }],
      ['PATCH', `/api/teams/${tm.fbk}`, { name: 'Sneaky' }],
      ['DELETE', `/api/teams/${tm.fbk}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, '')).statusCode, `${method} signed out`).toBe(401);
      expect((await send(method, url, payload, t.user)).statusCode, `${method} user`).toBe(403);
    }
    expect(json(await get(`/api/teams/${tm.fbk}`)).name).toBe('Färjestad BK');
  });
});
