import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../src/server/db/seed/insert';
import { localToday, isoDate } from '../../src/server/db/seed/dates';
import { seedDatabase, seedDemoIfEmpty } from '../../src/server/db/seed';
import { LEAGUE_LEVELS } from '../../src/shared/domain/levels';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const today = isoDate(localToday());
const quiet = { log: () => {} };

async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  return resultRows(await t.handle.db.execute(sql.raw(query))) as T[];
}
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await buildTestApp();
  const started = Date.now();
  await seedDatabase(t.handle, { scale: 'demo', ...quiet });
  console.log(`demo seed on ${t.handle.kind}: ${Date.now() - started} ms`);
}, 120_000);

describe('demo seed', () => {
  it('makes league 1 the NHL with 32 teams in two conferences and four divisions', async () => {
    expect(json(await get('/api/leagues/1'))).toMatchObject({ id: 1, name: 'National Hockey League', shortName: 'NHL', level: 'professional' });
    const res = await get('/api/teams?leagueId=1&limit=100');
    expect(res.headers['x-total-count']).toBe('32');
    const teams = json(res) as Array<{ name: string; shortName: string; city: string }>;
    expect(teams.map((x) => x.name)).toEqual(expect.arrayContaining(['Toronto Maple Leafs', 'Boston Bruins', 'Seattle Kraken']));
    const divisions = await rows<{ conference: string; division: string; n: number }>(
      `select conference, division, count(*)::int as n from teams where league_id = 1 group by 1, 2 order by 1, 2`);
    expect(divisions).toEqual([
      { conference: 'Eastern', division: 'Atlantic', n: 8 }, { conference: 'Eastern', division: 'Metropolitan', n: 8 },
      { conference: 'Western', division: 'Central', n: 8 }, { conference: 'Western', division: 'Pacific', n: 8 },
    ]);
    const [noVenue] = await rows<{ n: number }>(`select count(*)::int as n from teams where home_venue_id is null or primary_color is null`);
    expect(noVenue.n).toBe(0);
  });

  it('has leagues at every level, including an inactive one', async () => {
    const leagues = json(await get('/api/leagues?limit=500')) as Array<{ level: string; isActive: boolean }>;
    expect(leagues.length).toBeGreaterThanOrEqual(25);
    expect(new Set(leagues.map((l) => l.level))).toEqual(new Set(LEAGUE_LEVELS));
    expect(leagues.some((l) => !l.isActive)).toBe(true);
  });

  it('loads every country with a three-letter upper-case ISO code', async () => {
    const res = await get('/api/countries?limit=500');
    const countries = json(res) as Array<{ code: string; name: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(195);
    expect(countries.every((c) => /^[A-Z]{3}$/.test(c.code))).toBe(true);
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['CAN', 'USA', 'FIN', 'SWE', 'CZE']));
  });

  it('puts live and scheduled NHL games on today and finals before it', async () => {
    const todays = json(await get(`/api/games?date=${today}&leagueId=1&limit=100`)) as Array<{ status: string; period: string | null; homeScore: number | null }>;
    expect(todays.some((g) => g.status === 'live' && g.period !== null && g.homeScore !== null)).toBe(true);
    expect(todays.some((g) => g.status === 'scheduled' && g.homeScore === null)).toBe(true);
    const [wrong] = await rows<{ n: number }>(`select count(*)::int as n from games where
      (game_date < '${today}' and status <> 'final') or (game_date > '${today}' and status <> 'scheduled')`);
    expect(wrong.n).toBe(0);
  });

  it('gives every NHL team 82 games in the active regular season, one per day at most', async () => {
    const perTeam = await rows<{ n: number }>(`select count(*)::int as n from teams t
      join games g on t.id in (g.home_team_id, g.away_team_id) join seasons s on s.id = g.season_id
      where t.league_id = 1 and s.is_active group by t.id`);
    expect(perTeam).toHaveLength(32);
    expect(perTeam.every((r) => r.n === 82)).toBe(true);
    const [doubles] = await rows<{ n: number }>(`select count(*)::int as n from (select tid, game_date from
      (select home_team_id as tid, game_date from games union all select away_team_id, game_date from games) x
      group by 1, 2 having count(*) > 1) d`);
    expect(doubles.n).toBe(0);
  });

  it('scores finals like hockey: no ties, extra-time games decided by one goal', async () => {
    const stats = await rows<{ outcome: string; n: number; bad: number }>(`select outcome, count(*)::int as n,
      count(*) filter (where home_score = away_score or (outcome <> 'REG' and abs(home_score - away_score) <> 1))::int as bad
      from games where status = 'final' group by 1`);
    const total = stats.reduce((s, r) => s + r.n, 0);
    const share = Object.fromEntries(stats.map((r) => [r.outcome, r.n / total]));
    expect(stats.every((r) => r.bad === 0)).toBe(true);
    expect(share.REG).toBeGreaterThan(0.7);
    expect(share.OT).toBeGreaterThan(0.1);
    expect(share.SO).toBeGreaterThan(0.04);
  });

  it('names seasons from 2019-20 to next season with one active regular season per league', async () => {
    const seasons = json(await get('/api/seasons?leagueId=1&limit=100')) as Array<{ name: string; isActive: boolean }>;
    const names = seasons.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['2019-20 Regular Season', '2019-20 Playoffs']));
    expect(seasons.filter((s) => s.isActive)).toHaveLength(1);
    expect(seasons.find((s) => s.isActive)?.name).toMatch(/Regular Season$/);
  });

  it('gives rosters unique jersey numbers, goalies a catching hand and skaters a shooting hand', async () => {
    const [dupes] = await rows<{ n: number }>(`select count(*)::int as n from (select current_team_id, jersey_number
      from players group by 1, 2 having count(*) > 1) d`);
    expect(dupes.n).toBe(0);
    const [hands] = await rows<{ n: number }>(`select count(*)::int as n from players where
      (position = 'goalie' and catches is null) or (position <> 'goalie' and shoots is null)
      or height not between 170 and 205 or weight not between 70 and 110`);
    expect(hands.n).toBe(0);
    const nhl = await get('/api/players?teamId=1&limit=100');
    expect(nhl.headers['x-total-count']).toBe('20');
  });

  it('reports the same counts in /api/stats as the tables hold', async () => {
    const stats = json(await get('/api/stats'));
    const [db] = await rows<Record<string, number>>(`select
      (select count(*)::int from facilities) as "totalFacilities", (select count(*)::int from leagues) as "totalLeagues",
      (select count(*)::int from teams) as "totalTeams", (select count(*)::int from players) as "totalPlayers"`);
    expect(stats).toMatchObject(db);
    expect(db.totalTeams).toBeGreaterThanOrEqual(300);
    expect(db.totalFacilities).toBeGreaterThanOrEqual(250);
    expect(db.totalPlayers).toBeGreaterThanOrEqual(6000);
  });

  it('is a no-op on start when data exists, and refuses to overwrite without force', async () => {
    const before = json(await get('/api/stats'));
    expect(await seedDemoIfEmpty(t.handle, quiet)).toBe(false);
    await expect(seedDatabase(t.handle, { scale: 'demo', ...quiet })).rejects.toThrow(/--force/);
    expect(json(await get('/api/stats'))).toEqual(before);
  });

  it('re-seeds with force to identical data, keeping accounts', async () => {
    const snapshot = `select string_agg(first_name || ' ' || last_name || ' ' || jersey_number, ',' order by id) as s from players where id <= 500`;
    const [before] = await rows<{ s: string }>(snapshot);
    await seedDatabase(t.handle, { scale: 'demo', force: true, ...quiet });
    const [after] = await rows<{ s: string }>(snapshot);
    expect(after.s).toBe(before.s);
    expect(json(await get('/api/leagues/1')).name).toBe('National Hockey League');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: t.admin } });
    expect(me.statusCode).toBe(200);
  });
});
