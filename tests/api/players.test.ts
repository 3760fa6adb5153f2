import { beforeAll, describe, expect, it } from 'vitest';
import { countries, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const ids = { swe: 0, cze: 0, can: 0, nhl: 0, khl: 0, wings: 0, lions: 0 };
type P = { id: number; firstName: string; lastName: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [swe, cze, can] = await db
    .insert(countries)
    .values([
      { name: 'Sweden', code: 'SWE' },
      { name: 'Czechia', code: 'CZE' },
      { name: 'Canada', code: 'CAN' },
    ])
    .returning();
  const [nhl, khl] = await db
    .insert(leagues)
    .values([{ name: 'Test NHL', shortName: 'TNHL' }, { name: 'Test KHL' }])
    .returning();
  const [wings, lions] = await db
    .insert(teams)
    .values([
      { name: 'Red Wings', shortName: 'RW', city: 'Detroit', leagueId: nhl.id },
      { name: 'Lions', city: 'Prague', leagueId: khl.id },
    ])
    .returning();
  Object.assign(ids, { swe: swe.id, cze: cze.id, can: can.id, nhl: nhl.id, khl: khl.id, wings: wings.id, lions: lions.id });
  // 24 filler players sharing last names so the keyset has to break ties on first name and id.
  await db.insert(players).values(
    Array.from({ length: 24 }, (_, i) => ({
      firstName: `Filler${i % 3}`,
      lastName: ['Berg', 'Nilsson', 'Zetterberg'][i % 3],
      position: 'center' as const,
      currentTeamId: i % 2 ? wings.id : null,
      birthCountryId: can.id,
    })),
  );
});

const list = (qs = '') => t.app.inject({ url: `/api/players${qs}` });
const post = (payload: object, cookie = t.admin) => t.app.inject({ method: 'POST', url: '/api/players', headers: { cookie }, payload });
const names = (rows: P[]) => rows.map((p) => `${p.firstName} ${p.lastName}`);

describe('players API: writes', () => {
  it('creates a player from admin-form input: codes, birthDate alias, numeric strings, blanks', async () => {
    const res = await post({
      firstName: ' Erik ',
      lastName: 'Andersson',
      position: 'LW',
      birthDate: '1998-02-03',
      currentTeamId: String(ids.wings),
      birthCountryId: ids.swe,
      height: '185',
      weight: '',
      jerseyNumber: '12',
      shoots: 'l',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      firstName: 'Erik',
      lastName: 'Andersson',
      position: 'left_wing',
      dateOfBirth: '1998-02-03',
      height: 185,
      weight: null,
      jerseyNumber: 12,
      shoots: 'L',
      currentTeam: { id: ids.wings, name: 'Red Wings', shortName: 'RW', leagueId: ids.nhl },
      birthCountry: { id: ids.swe, name: 'Sweden', code: 'SWE' },
    });
  });

  it('accepts add-form labels and leaves optional links null', async () => {
    const res = await post({ firstName: 'Jan', lastName: 'Kovář', position: 'Defense', birthCountryId: ids.cze, currentTeamId: ids.lions });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ position: 'defense', birthCountry: { code: 'CZE' }, dateOfBirth: null });
    const goalie = json(await post({ firstName: 'Åsa', lastName: 'Öberg', position: 'Goalie' }));
    expect(goalie).toMatchObject({ position: 'goalie', currentTeam: null, birthCountry: null, currentTeamId: null });
  });

  it('answers bad input with 400 and field paths', async () => {
    const missing = await post({ firstName: '', position: 'C' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['firstName', 'lastName']));
    const bad = await post({ firstName: 'A', lastName: 'B', position: 'striker', height: '9000', birthDate: '2020-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['position', 'height', 'dateOfBirth']));
  });

  it('answers an unknown team or country with a readable 409', async () => {
    const res = await post({ firstName: 'No', lastName: 'Team', position: 'C', currentTeamId: 999999 });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/current team does not exist/);
    const country = await post({ firstName: 'No', lastName: 'Country', position: 'C', birthCountryId: 999999 });
    expect(json(country).message).toMatch(/birth country does not exist/);
  });

  it('refuses every write signed out (401) and for non-admins (403)', async () => {
    const [p] = json(await list('?search=andersson'));
    for (const [method, url] of [
      ['POST', '/api/players'],
      ['PATCH', `/api/players/${p.id}`],
      ['DELETE', `/api/players/${p.id}`],
    ] as const) {
      const payload = { firstName: 'X', lastName: 'Y', position: 'C' };
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: { cookie: t.user } })).statusCode).toBe(403);
    }
    expect(json(await t.app.inject({ url: `/api/players/${p.id}` })).firstName).toBe('Erik');
  });
});

describe('players API: reads', () => {
  it('lists by last name, first name, id with the total', async () => {
    const res = await list('?limit=500');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('27');
    const rows: P[] = json(res);
    // ASCII names only: where accented letters sort depends on the database collation.
    const keys = rows.filter((p) => /^[A-Za-z]+$/.test(p.lastName)).map((p) => [p.lastName, p.firstName, p.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
    expect(keys).toEqual(sorted);
    expect(rows[0].lastName).toBe('Andersson');
  });

  it("filters by team, birth country, the team's league and position", async () => {
    const team = await list(`?teamId=${ids.wings}`);
    expect(team.headers['x-total-count']).toBe('13');
    expect(json(team).every((p: { currentTeamId: number }) => p.currentTeamId === ids.wings)).toBe(true);
    expect(names(json(await list(`?countryId=${ids.cze}`)))).toEqual(['Jan Kovář']);
    expect(names(json(await list(`?leagueId=${ids.khl}`)))).toEqual(['Jan Kovář']);
    expect(json(await list(`?leagueId=${ids.nhl}`))).toHaveLength(13);
    expect(names(json(await list('?position=goalie')))).toEqual(['Åsa Öberg']);
    expect(names(json(await list(`?position=center&teamId=${ids.wings}&countryId=${ids.can}`)))).toHaveLength(12);
    expect(json(await list('?teamId=all&position='))).toHaveLength(27);
    expect((await list('?position=striker')).statusCode).toBe(400);
  });

  it("filters free agents and players without a birth country with 'none'", async () => {
    const free = await list('?teamId=none&limit=500');
    const total = (qs: string) => list(qs).then((r) => Number(r.headers['x-total-count']));
    expect(json(free).length).toBeGreaterThan(0);
    expect(json(free).every((p: { currentTeamId: number | null }) => p.currentTeamId === null)).toBe(true);
    expect(Number(free.headers['x-total-count']) + (await total(`?teamId=${ids.wings}`)) + (await total(`?teamId=${ids.lions}`))).toBe(27);
    const stateless = json(await list('?countryId=none&limit=500'));
    expect(stateless.every((p: { birthCountryId: number | null }) => p.birthCountryId === null)).toBe(true);
    expect(await total('?countryId=none&teamId=none')).toBe(
      json(free).filter((p: { birthCountryId: number | null }) => p.birthCountryId === null).length,
    );
    const bad = await list('?teamId=0');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0]).toEqual({ path: 'teamId', message: "Must be a positive id or 'none'" });
  });

  it('searches first + last name, case- and accent-insensitive', async () => {
    const son = names(json(await list('?search=son')));
    expect(son[0]).toBe('Erik Andersson');
    expect(son.slice(1)).toEqual(Array(8).fill(expect.stringMatching(/^Filler\d Nilsson$/)));
    expect(names(json(await list('?search=kovar')))).toEqual(['Jan Kovář']);
    expect(names(json(await list('?search=KO')))).toEqual(['Jan Kovář']);
    expect(names(json(await list('?search=KOVÁŘ')))).toEqual(['Jan Kovář']);
    expect(names(json(await list('?search=erik%20anders')))).toEqual(['Erik Andersson']);
    expect(names(json(await list('?search=asa%20ob')))).toEqual(['Åsa Öberg']);
    expect(json(await list('?search=%25'))).toEqual([]);
    expect(json(await list('?search=_'))).toEqual([]);
  });

  it('walks every page with the keyset cursor: no duplicates, no gaps', async () => {
    const all: P[] = json(await list('?limit=500'));
    const seen: number[] = [];
    let url: string | null = '/api/players?limit=4';
    let pages = 0;
    while (url) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('27');
      seen.push(...json(res).map((p: P) => p.id));
      const link = res.headers.link as string | undefined;
      url = link ? /<([^>]+)>; rel="next"/.exec(link)![1] : null;
      if (url) expect(url).toMatch(/cursor=/);
      pages += 1;
    }
    expect(pages).toBe(7);
    expect(seen).toEqual(all.map((p) => p.id));
  });

  it('keeps the filter across keyset pages and ignores offset once a cursor is given', async () => {
    const first = await list(`?teamId=${ids.wings}&limit=5`);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await list(`?teamId=${ids.wings}&limit=5&offset=400&cursor=${cursor}`);
    const byOffset = await list(`?teamId=${ids.wings}&limit=5&offset=5`);
    expect(json(second).map((p: P) => p.id)).toEqual(json(byOffset).map((p: P) => p.id));
    expect(json(second)).toHaveLength(5);
    const bad = await list('?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('cursor');
  });

  it('pages with limit/offset too', async () => {
    const all: P[] = json(await list('?limit=500'));
    const page = await list('?limit=10&offset=20');
    expect(json(page).map((p: P) => p.id)).toEqual(all.slice(20, 30).map((p) => p.id));
    expect(page.headers.link).toBeUndefined();
    expect((await list('?limit=501')).statusCode).toBe(400);
  });

  it('returns one player, 404 for an unknown id and 400 for a bad id', async () => {
    const [p] = json(await list('?search=kovar'));
    expect(json(await t.app.inject({ url: `/api/players/${p.id}` }))).toMatchObject({
      lastName: 'Kovář',
      currentTeam: { name: 'Lions', shortName: null },
    });
    const missing = await t.app.inject({ url: '/api/players/999999' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Player not found');
    expect((await t.app.inject({ url: '/api/players/x' })).statusCode).toBe(400);
  });
});

describe('players API: update and delete', () => {
  it('patches with codes and blanks, then deletes', async () => {
    const [p] = json(await list('?search=kovar'));
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/players/${p.id}`, headers: { cookie: t.admin }, payload });
    const res = await patch({ position: 'RW', currentTeamId: '', weight: '90', birthDate: '' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ position: 'right_wing', currentTeam: null, currentTeamId: null, weight: 90, lastName: 'Kovář' });
    expect((await patch({ lastName: '  ' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/players/999999', headers: { cookie: t.admin }, payload: { weight: 80 } }))
        .statusCode,
    ).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/players/${p.id}`, headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/players/${p.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/players/${p.id}`, headers: { cookie: t.admin } })).statusCode).toBe(404);
  });
});
