import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankGroups } from '#shared/domain/directory/search-rank';
import { players, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const ids: Record<string, number> = {};

const created = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.admin } });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
};
const search = async (q: string, extra = '') => {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
};
const titles = (hits: { title: string }[]) => hits.map((h) => h.title);

beforeAll(async () => {
  t = await buildTestApp();
  const can = await created('/api/countries', { name: 'Canada', code: 'CAN' });
  const fin = await created('/api/countries', { name: 'Finland', code: 'FIN' });
  ids.nhl = await created('/api/leagues', { name: 'National Hockey League', shortName: 'NHL', countryId: can });
  ids.liiga = await created('/api/leagues', { name: 'Liiga', level: 'professional', countryId: fin });
  ids.scotia = await created('/api/facilities', {
    name: 'Scotiabank Arena',
    city: 'Toronto',
    facilityType: 'arena',
    surfaceType: 'ice',
    countryId: can,
  });
  ids.rogers = await created('/api/facilities', {
    name: 'Rogers Place',
    city: 'Edmonton',
    facilityType: 'arena',
    surfaceType: 'ice',
    countryId: can,
  });
  ids.leafs = await created('/api/teams', { name: 'Toronto Maple Leafs', city: 'Toronto', leagueId: ids.nhl, countryId: can });
  ids.northYork = await created('/api/teams', { name: 'North York Toronto Rangers', city: 'North York', countryId: can });
  ids.oilers = await created('/api/teams', {
    name: 'Edmonton Oilers',
    shortName: 'EDM',
    city: 'Edmonton',
    leagueId: ids.nhl,
    countryId: can,
  });
  ids.tappara = await created('/api/teams', { name: 'Tappara', city: 'Tampere', leagueId: ids.liiga, countryId: fin });
  const rows = await t.handle.db
    .insert(players)
    .values([
      { firstName: 'Connor', lastName: 'McDavid', position: 'center', currentTeamId: ids.oilers },
      { firstName: 'Kari', lastName: 'Jääskeläinen', position: 'goalie', currentTeamId: ids.tappara },
      { firstName: 'Mitch', lastName: 'Marner', position: 'right_wing', currentTeamId: ids.leafs },
      { firstName: 'Unsigned', lastName: 'Prospect', position: 'defense' },
      { firstName: 'Victor', lastName: 'Torres', position: 'center', currentTeamId: ids.oilers },
      { firstName: 'Ana', lastName: 'Torres', position: 'defense' },
    ])
    .returning();
  [ids.mcdavid, ids.kari, ids.marner, ids.prospect] = rows.map((r) => r.id);
});

describe('GET /api/search', () => {
  it('finds a player case-insensitively with team, position and link', async () => {
    const body = await search('mcdavid');
    expect(body.q).toBe('mcdavid');
    expect(body.players[0]).toMatchObject({
      type: 'player',
      id: ids.mcdavid,
      title: 'Connor McDavid',
      subtitle: 'Edmonton Oilers · Center',
      url: `/player/${ids.mcdavid}`,
    });
    expect(body.players[0].score).toBeGreaterThan(1);
    expect((await search('Unsigned Prospect')).players[0]).toMatchObject({ subtitle: 'Defense' });
  });

  it('ignores accents and tolerates typos', async () => {
    expect(titles((await search('jaaskelainen')).players)).toEqual(['Kari Jääskeläinen']);
    expect(titles((await search('JÄÄSKELÄINEN')).players)).toEqual(['Kari Jääskeläinen']);
    expect(titles((await search('mcdavd')).players)).toEqual(['Connor McDavid']);
    const toronto = await search('tornto');
    expect(titles(toronto.teams)).toContain('Toronto Maple Leafs');
    expect(titles(toronto.facilities)).toEqual(['Scotiabank Arena']);
  });

  it('ranks prefix matches first and respects the per-group limit', async () => {
    const body = await search('toronto');
    expect(titles(body.teams)).toEqual(['Toronto Maple Leafs', 'North York Toronto Rangers']);
    expect(body.teams[0].score).toBeGreaterThan(body.teams[1].score);
    expect(body.teams[0]).toMatchObject({ url: `/team/${ids.leafs}`, subtitle: 'Toronto · National Hockey League', type: 'team' });
    // Issue 28: a facility hit leads to the facility's own page, not the list filtered by its name.
    expect(body.facilities[0]).toMatchObject({
      title: 'Scotiabank Arena',
      url: `/facility/${body.facilities[0].id}`,
      subtitle: 'Toronto · Canada',
    });
    const one = await search('toronto', '&limit=1');
    expect(titles(one.teams)).toEqual(['Toronto Maple Leafs']);
  });

  it('finds leagues by name and short name, teams by short name and city', async () => {
    expect((await search('liiga')).leagues[0]).toMatchObject({
      id: ids.liiga,
      title: 'Liiga',
      url: `/league/${ids.liiga}`,
      type: 'league',
    });
    expect(titles((await search('NHL')).leagues)).toEqual(['National Hockey League']);
    expect(titles((await search('edm')).teams)).toEqual(['Edmonton Oilers']);
    const edmonton = await search('Edmonton');
    expect(titles(edmonton.teams)).toEqual(['Edmonton Oilers']);
    expect(titles(edmonton.facilities)).toEqual(['Rogers Place']);
  });

  it('"tor" ranks Toronto Maple Leafs above players named Torres, with colours and marks (issue 19)', async () => {
    const body = await search('tor');
    expect(titles(body.players)).toEqual(expect.arrayContaining(['Victor Torres', 'Ana Torres']));
    expect(body.teams[0].title).toBe('Toronto Maple Leafs');
    expect(body.teams[0].score).toBeGreaterThan(Math.max(...body.players.map((p: { score: number }) => p.score)));
    expect(rankGroups(body)[0]).toBe('teams');
    expect(body.teams[0]).toMatchObject({ color: null, mark: null });
    const oilers = (await search('edmonton oilers')).teams[0];
    expect(oilers).toMatchObject({ mark: 'EDM', type: 'team' });
    // An exact short name beats a prefix; a player's hit carries his team's colour.
    expect((await search('edm')).teams[0].score).toBeGreaterThan(2);
    await t.handle.db.update(teams).set({ primaryColor: '#041e42' }).where(eq(teams.id, ids.oilers));
    const victor = (await search('victor torres', '&limit=1')).players[0];
    expect(victor).toMatchObject({ title: 'Victor Torres', color: '#041e42', mark: null });
  });

  it('suggests on two letters', async () => {
    const body = await search('ma');
    expect(titles(body.players)).toContain('Mitch Marner');
    expect(titles(body.teams)).toContain('Toronto Maple Leafs');
  });

  it('answers blank input with empty groups and nonsense with no hits', async () => {
    const empty = { players: [], teams: [], leagues: [], facilities: [] };
    expect(await search('')).toEqual({ q: '', ...empty });
    expect(await search('   ')).toEqual({ q: '', ...empty });
    expect((await t.app.inject({ url: '/api/search' })).statusCode).toBe(200);
    expect(await search('qqxzzv')).toEqual({ q: 'qqxzzv', ...empty });
    expect(await search("%' or 1=1 --")).toMatchObject(empty);
    expect(await search('_%')).toMatchObject(empty);
  });

  it('rejects an overlong query and a bad limit with 400', async () => {
    const long = await t.app.inject({ url: `/api/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(json(long).errors[0].path).toBe('q');
    for (const qs of ['limit=0', 'limit=51', 'limit=x']) {
      expect((await t.app.inject({ url: `/api/search?q=oilers&${qs}` })).statusCode, qs).toBe(400);
    }
  });
});
