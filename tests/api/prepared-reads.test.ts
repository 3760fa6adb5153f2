import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '#server/demo/insert';
import { createDemoTestDatabase } from '../helpers/demo-database';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// The prepared statements (issue #21) must answer exactly what the general, dynamically built
// queries answer: each prepared URL is compared, byte for byte, with a URL of the same rows that
// the general path serves (an extra filter that every row passes).
let t: TestApp;
let teams: { id: number; league_id: number }[];
let dates: { d: string }[];

beforeAll(async () => {
  // The demo, its older seasons' box scores left for later (minutes of work, not what these tests read).
  t = await buildTestApp({ RESPONSE_CACHE_MB: '0' }, undefined, createDemoTestDatabase);
  const rows = async <T>(q: string) => resultRows(await t.handle.db.execute(sql.raw(q))) as T[];
  teams = await rows(`select t.id, t.league_id from teams t where t.league_id is not null
    and (select count(*) from players p where p.current_team_id = t.id) > 12 order by t.id limit 6`);
  dates = await rows(
    `select to_char(game_date, 'YYYY-MM-DD') as d from games group by game_date having count(*) > 8 order by count(*) desc, 1 limit 4`,
  );
  // A guard: the whole demo loads here, beside the browser tier on Node 22/24 in CI.
}, 300_000);

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res;
};

describe('prepared public reads answer like the general queries (issue #21)', () => {
  it('a team’s players, page by page, offset and keyset', async () => {
    expect(teams.length).toBe(6);
    for (const { id, league_id } of teams) {
      let url = `/api/players?teamId=${id}&limit=5`;
      let general = `/api/players?teamId=${id}&leagueId=${league_id}&limit=5`;
      for (let page = 0; page < 3; page++) {
        const [a, b] = [await get(url), await get(general)];
        expect(json(a).length).toBe(5);
        expect(a.body, url).toBe(b.body);
        expect(a.headers['x-total-count']).toBe(b.headers['x-total-count']);
        expect(a.headers['x-next-cursor']).toBe(b.headers['x-next-cursor']);
        url = `/api/players?teamId=${id}&limit=5&cursor=${a.headers['x-next-cursor']}`;
        general = `/api/players?teamId=${id}&leagueId=${league_id}&limit=5&cursor=${b.headers['x-next-cursor']}`;
      }
      const [a, b] = [
        await get(`/api/players?teamId=${id}&limit=4&offset=3`),
        await get(`/api/players?teamId=${id}&leagueId=${league_id}&limit=4&offset=3`),
      ];
      expect(a.body).toBe(b.body);
    }
  });

  it('a player by id', async () => {
    const roster = json(await get(`/api/players?teamId=${teams[0].id}&leagueId=${teams[0].league_id}&limit=20`));
    for (const player of roster) expect((await get(`/api/players/${player.id}`)).body).toBe(JSON.stringify(player));
    expect((await t.app.inject({ url: '/api/players/99999999' })).statusCode).toBe(404);
  });

  it('the games of a date, with paging', async () => {
    expect(dates.length).toBe(4);
    for (const { d } of dates) {
      for (const paging of ['', '&limit=3&offset=2', '&limit=500']) {
        const [a, b] = [await get(`/api/games?date=${d}${paging}`), await get(`/api/games?from=${d}&to=${d}${paging}`)];
        expect(json(a).length).toBeGreaterThan(0);
        expect(a.body, `${d}${paging}`).toBe(b.body);
        expect(a.headers['x-total-count']).toBe(b.headers['x-total-count']);
      }
    }
  });

  it('a team’s games up to or from a date, either order, with paging (issue 28)', async () => {
    const d = dates[0].d;
    for (const { id } of teams) {
      for (const paging of ['', '&limit=5', '&limit=3&offset=4', '&limit=500']) {
        for (const order of ['', '&order=desc', '&order=asc']) {
          const pairs = [
            [`/api/games?teamId=${id}&to=${d}`, `/api/games?teamId=${id}&to=${d}&from=1900-01-01`],
            [`/api/games?teamId=${id}&from=${d}`, `/api/games?teamId=${id}&from=${d}&to=2999-12-31`],
          ];
          for (const [prepared, general] of pairs) {
            const [a, b] = [await get(prepared + paging + order), await get(general + paging + order)];
            expect(a.body, prepared + paging + order).toBe(b.body);
            expect(a.headers['x-total-count']).toBe(b.headers['x-total-count']);
          }
        }
      }
      expect(json(await get(`/api/games?teamId=${id}&to=${dates[0].d}&limit=5`)).length).toBeGreaterThan(0);
    }
  });
});
