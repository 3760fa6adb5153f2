import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import {
  playoffBox,
  playoffGame,
  regulationBox,
  regulationGame,
  shootoutBox,
  shootoutGame,
  type Role,
} from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
const gameIds: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
  for (const [game, box] of [
    [regulationGame, regulationBox],
    [shootoutGame, shootoutBox],
    [playoffGame, playoffBox],
  ] as const)
    gameIds.push(await w.played(game, box));
});

const get = (url: string) => t.app.inject({ url });
const stats = async (role: Role) => json(await get(`/api/players/${w.id(role)}/stats`));
const skater = (gp: number, g: number, a: number, pim = 0, ppg = 0, shg = 0, gwg = 0) => ({
  gamesPlayed: gp,
  goals: g,
  assists: a,
  points: g + a,
  penaltyMinutes: pim,
  powerPlayGoals: ppg,
  shortHandedGoals: shg,
  gameWinningGoals: gwg,
  powerPlayAssists: expect.any(Number),
  shortHandedAssists: expect.any(Number),
  plusMinus: null,
  shots: null,
  shootingPercentage: null,
  timeOnIcePerGameSeconds: null,
});

// Issue #17: the hand-computed fixture of docs/box-scores-api.md, figure by figure.
describe('player stats from box scores', () => {
  it('skaters: one row per season and team, regular season and playoffs apart, careers per type', async () => {
    const h1 = await stats('h1');
    expect(h1.position).toBe('center');
    expect(h1.skater.seasons).toEqual([
      expect.objectContaining({
        seasonId: w.regular.id,
        seasonType: 'regular',
        year: '2024-25',
        teamId: w.home.id,
        teamName: 'Harbor Hawks',
        leagueShortName: 'BXL',
        ...skater(2, 2, 3),
      }),
      expect.objectContaining({ seasonId: w.playoffs.id, seasonType: 'playoffs', ...skater(1, 1, 0, 0, 0, 0, 1) }),
    ]);
    expect(h1.skater.careers).toEqual([
      { seasonType: 'regular', ...skater(2, 2, 3) },
      { seasonType: 'playoffs', ...skater(1, 1, 0, 0, 0, 0, 1) },
    ]);
    expect(h1.goalie).toEqual({ seasons: [], careers: [] });
    const regular = async (role: Role) =>
      (await stats(role)).skater.seasons.find((s: { seasonType: string }) => s.seasonType === 'regular');
    expect(await regular('h2')).toMatchObject(skater(2, 2, 1, 0, 2));
    expect(await regular('h3')).toMatchObject(skater(2, 1, 2, 0, 0, 1, 1));
    expect(await regular('h4')).toMatchObject(skater(2, 1, 1));
    expect(await regular('h5')).toMatchObject(skater(2, 0, 0, 7));
    expect(await regular('a1')).toMatchObject({ ...skater(2, 2, 2, 0, 1), teamId: w.away.id });
    expect(await regular('a2')).toMatchObject(skater(2, 1, 2));
    expect(await regular('a3')).toMatchObject(skater(2, 1, 1));
    expect(await regular('a6')).toMatchObject(skater(2, 0, 0, 2));
  });

  it('goalies: W-L-OTL, SA, SV, GA, GAA (2 decimals), SV% (3 decimals), shutouts', async () => {
    const hg2 = await stats('hg2');
    expect(hg2.goalie.seasons).toEqual([
      expect.objectContaining({
        seasonType: 'regular',
        gamesPlayed: 2,
        wins: 0,
        losses: 0,
        overtimeLosses: 1,
        shotsAgainst: 40,
        saves: 37,
        goalsAgainst: 3,
        timeOnIceSeconds: 5100,
        goalsAgainstAverage: 2.12,
        savePercentage: 0.925,
        shutouts: 0,
      }),
    ]);
    const ag1 = await stats('ag1');
    expect(ag1.goalie.careers).toEqual([
      expect.objectContaining({
        seasonType: 'regular',
        gamesPlayed: 2,
        wins: 1,
        losses: 1,
        overtimeLosses: 0,
        shotsAgainst: 58,
        saves: 53,
        goalsAgainst: 5,
        timeOnIceSeconds: 7410,
        goalsAgainstAverage: 2.43,
        savePercentage: 0.914,
      }),
      expect.objectContaining({
        seasonType: 'playoffs',
        gamesPlayed: 1,
        overtimeLosses: 1,
        shotsAgainst: 35,
        saves: 34,
        goalsAgainst: 1,
        goalsAgainstAverage: 0.69,
        savePercentage: 0.971,
        shutouts: 0,
      }),
    ]);
    const hg1 = await stats('hg1');
    expect(
      hg1.goalie.seasons.map((s: { goalsAgainstAverage: number; savePercentage: number; shutouts: number; wins: number }) => [
        s.wins,
        s.goalsAgainstAverage,
        s.savePercentage,
        s.shutouts,
      ]),
    ).toEqual([
      [1, 1.5, 0.941, 0],
      [1, 0, 1, 1],
    ]);
    // Issue #26: a goalie's dressed games make no skater line; his assists and PIM are on his goalie line.
    expect(hg1.skater).toEqual({ seasons: [], careers: [] });
    expect(hg1.goalie.seasons[0]).toMatchObject({ assists: 0, penaltyMinutes: 0 });
  });

  it('team stats: skaters by points, goalies by games, for the season asked or the latest', async () => {
    const res = json(await get(`/api/teams/${w.home.id}/stats?seasonId=${w.regular.id}`));
    expect(res.season).toMatchObject({ id: w.regular.id, seasonType: 'regular', leagueId: w.league.id });
    expect(res.skaters.slice(0, 4).map((s: { playerId: number; points: number }) => [s.playerId, s.points])).toEqual([
      [w.id('h1'), 5],
      [w.id('h2'), 3],
      [w.id('h3'), 3],
      [w.id('h4'), 2],
    ]);
    // Six skaters; the two goalies are in the goalie table only.
    expect(res.skaters).toHaveLength(6);
    expect(res.skaters.map((s: { position: string }) => s.position)).not.toContain('goalie');
    expect(res.goalies.map((g: { playerId: number; gamesPlayed: number }) => [g.playerId, g.gamesPlayed])).toEqual([
      [w.id('hg2'), 2],
      [w.id('hg1'), 1],
    ]);
    const latest = json(await get(`/api/teams/${w.home.id}/stats`));
    expect(latest.season.id).toBe(w.playoffs.id);
    expect(latest.goalies).toEqual([expect.objectContaining({ playerId: w.id('hg1'), shutouts: 1 })]);
  });

  it('leaders: every category, ties share a rank, goalies need the minimum games', async () => {
    const res = json(await get(`/api/leaders?seasonId=${w.regular.id}`));
    expect(res.goalieMinGames).toBe(1);
    const cat = (stat: string) => res.categories.find((c: { stat: string }) => c.stat === stat).leaders;
    const brief = (rows: { rank: number; playerId: number; value: number }[]) => rows.map((r) => [r.rank, r.playerId, r.value]);
    expect(res.categories.map((c: { stat: string }) => c.stat)).toEqual([
      'points',
      'goals',
      'assists',
      'plusMinus',
      'shots',
      'penaltyMinutes',
      'goalsAgainstAverage',
      'savePercentage',
    ]);
    expect(brief(cat('points')).slice(0, 5)).toEqual([
      [1, w.id('h1'), 5],
      [2, w.id('a1'), 4],
      [3, w.id('h2'), 3],
      [3, w.id('a2'), 3],
      [3, w.id('h3'), 3],
    ]);
    expect(brief(cat('goals')).slice(0, 4)).toEqual([
      [1, w.id('a1'), 2],
      [1, w.id('h1'), 2],
      [1, w.id('h2'), 2],
      [4, w.id('a2'), 1],
    ]);
    expect(brief(cat('penaltyMinutes')).slice(0, 3)).toEqual([
      [1, w.id('h5'), 7],
      [2, w.id('a5'), 5],
      [3, w.id('a4'), 2],
    ]);
    expect(brief(cat('goalsAgainstAverage'))).toEqual([
      [1, w.id('hg1'), 1.5],
      [2, w.id('hg2'), 2.12],
      [3, w.id('ag1'), 2.43],
    ]);
    expect(brief(cat('savePercentage'))).toEqual([
      [1, w.id('hg1'), 0.941],
      [2, w.id('hg2'), 0.925],
      [3, w.id('ag1'), 0.914],
    ]);
    expect(cat('points')[0]).toMatchObject({ firstName: 'Firsth1', teamId: w.home.id, teamName: 'Harbor Hawks', gamesPlayed: 2 });
    const one = json(await get(`/api/leaders?leagueId=${w.league.id}&stat=goals&limit=2`));
    expect(one.season.id).toBe(w.regular.id);
    expect(one.categories).toEqual([
      { stat: 'goals', leaders: [expect.objectContaining({ playerId: w.id('a1') }), expect.objectContaining({ playerId: w.id('h1') })] },
    ]);
  });

  it('404 for an unknown player, team, season or league; 400 without a season or league', async () => {
    for (const url of [
      '/api/players/999999/stats',
      '/api/teams/999999/stats',
      `/api/teams/${w.home.id}/stats?seasonId=999999`,
      '/api/leaders?seasonId=999999',
      '/api/leaders?leagueId=999999',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    const bad = await get('/api/leaders?stat=points');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('seasonId');
    expect((await get(`/api/leaders?seasonId=${w.regular.id}&stat=hits`)).statusCode).toBe(400);
  });

  it('totals follow the box scores: deleting a game takes its lines out in the same transaction', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/games/${gameIds[1]}`, headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(204);
    const ag1 = await stats('ag1');
    expect(ag1.goalie.careers[0]).toMatchObject({
      seasonType: 'regular',
      gamesPlayed: 1,
      wins: 0,
      losses: 1,
      shotsAgainst: 28,
      goalsAgainstAverage: 3.08,
      savePercentage: 0.893,
    });
    expect((await stats('h1')).skater.careers[0]).toMatchObject(skater(1, 2, 1));
  });
});
