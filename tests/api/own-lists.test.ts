import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/**
 * Issue 27: a manager's admin tabs list what they may write. `mine=1` narrows the list on the server by
 * the caller's grants (never by anything the query says), and such an answer is never shared or stored.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const ids = (res: { body: string }) => (JSON.parse(res.body) as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);

describe('mine=1 lists', () => {
  it("gives a league manager only his league's games, teams, players, seasons and leagues", async () => {
    expect(ids(await get('/api/games?mine=1', w.lm))).toEqual([w.a.game.id, w.later.id].sort((x, y) => x - y));
    expect(ids(await get('/api/teams?mine=1', w.lm))).toEqual([w.a.team.id, w.a.team2.id].sort((x, y) => x - y));
    expect(ids(await get('/api/players?mine=1', w.lm))).toEqual([w.a.player.id, w.a.player2.id].sort((x, y) => x - y));
    expect(ids(await get('/api/seasons?mine=1', w.lm))).toEqual([w.a.season.id]);
    expect(ids(await get('/api/leagues?mine=1', w.lm))).toEqual([w.a.league.id]);
  });

  it("counts only the caller's records and combines with the other filters", async () => {
    const res = await get(`/api/games?mine=1&leagueId=${w.b.league.id}`, w.lm);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    const teams = await get('/api/teams?mine=1&search=hawks', w.lm);
    expect(ids(teams)).toEqual([w.a.team.id]);
    expect(teams.headers['x-total-count']).toBe('1');
  });

  it('counts the group headings of the Teams tab over his own teams only', async () => {
    const res = await get('/api/facets/teams?by=country&mine=1', w.lm);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject([{ label: 'Finland', count: 2 }]);
    expect(json(await get('/api/facets/teams?by=country', w.lm))).toMatchObject([{ label: 'Finland', count: 4 }]);
  });

  it("gives a team manager his team's players and no league's records", async () => {
    expect(ids(await get('/api/players?mine=1', w.tm))).toEqual([w.a.player.id]);
    expect(ids(await get('/api/teams?mine=1', w.tm))).toEqual([w.a.team.id]);
    expect(json(await get('/api/games?mine=1', w.tm))).toEqual([]);
    expect(json(await get('/api/leagues?mine=1', w.tm))).toEqual([]);
  });

  it('gives an admin everything, as without mine', async () => {
    expect(ids(await get('/api/leagues?mine=1', t.admin))).toEqual(ids(await get('/api/leagues', t.admin)));
    expect(ids(await get('/api/games?mine=1', t.admin))).toEqual(ids(await get('/api/games', t.admin)));
  });

  it('answers 401 signed out and 400 for a malformed flag', async () => {
    for (const path of ['games', 'teams', 'players', 'seasons', 'leagues', 'facets/teams?by=league&']) {
      const res = await get(path.endsWith('&') ? `/api/${path}mine=1` : `/api/${path}?mine=1`);
      expect(res.statusCode, path).toBe(401);
      expect(json(res).message).toMatch(/signed in/);
    }
    const bad = await get('/api/teams?mine=yes', w.lm);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('mine');
  });

  it('is private: never stored in the read cache, never served from it to someone else', async () => {
    const first = await get('/api/teams?mine=1', w.lm);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-cache']).toBeUndefined();
    // The same URL for another caller answers his own scope, not the stored answer of the first.
    expect(ids(await get('/api/teams?mine=1', w.tm))).toEqual([w.a.team.id]);
    expect((await get('/api/teams?mine=1')).statusCode).toBe(401);
    // Without mine the list stays public and shared.
    expect((await get('/api/teams')).headers['cache-control']).toBe('public, no-cache');
  });
});
