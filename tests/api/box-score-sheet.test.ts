import { beforeAll, describe, expect, it } from 'vitest';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { playoffBox, playoffGame, regulationBox, regulationGame, type Role } from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
});

const put = (gameId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/boxscore`, payload, headers: { cookie: t.admin } });
/** Saves the box score on a new game of that result; answers the stored box score (GET) with its warnings (admin route). */
async function saved(game: typeof regulationGame, box: BoxScoreBody) {
  const gameId = await w.game(game);
  const res = await put(gameId, box);
  expect(res.statusCode, res.body).toBe(200);
  const got = json(await t.app.inject({ url: `/api/games/${gameId}/boxscore` }));
  expect(got).not.toHaveProperty('warnings');
  const warned = json(await t.app.inject({ url: `/api/games/boxscore-warnings?gameIds=${gameId}`, headers: { cookie: t.admin } }));
  expect(json(res).warnings).toEqual(warned[0]?.warnings ?? []);
  return { ...got, gameId, warnings: warned[0]?.warnings ?? [] };
}
const stint = (team: 'home' | 'away', role: Role, from: [number, string], to: [number, string]) => ({
  team,
  playerId: w.id(role),
  fromPeriod: from[0],
  fromTime: from[1],
  toPeriod: to[0],
  toTime: to[1],
});
const gameAStints = () => [
  stint('home', 'hg1', [1, '00:00'], [2, '20:00']),
  stint('home', 'hg2', [3, '00:00'], [3, '20:00']),
  stint('away', 'ag1', [1, '00:00'], [3, '18:30']),
];

// Issue #26 item 1: official sheets are stored as published, on PGlite and PostgreSQL alike.
describe('box score as leagues record it', () => {
  it('a bench penalty (no player, served by one) is stored; the team’s PIM counts it', async () => {
    const box = regulationBox(w.id);
    box.penalties.push({
      period: 2,
      time: '10:00',
      team: 'away',
      playerId: null,
      servedByPlayerId: w.id('a6'),
      minutes: 2,
      infraction: 'Too many men',
    });
    const got = await saved(regulationGame, box);
    expect(got.penalties[5]).toMatchObject({ playerId: null, servedByPlayerId: w.id('a6'), infraction: 'Too many men' });
    expect(got.lineScore.penaltyMinutes).toEqual({ home: 9, away: 9 });
    expect(got.playerLines.find((l: { playerId: number }) => l.playerId === w.id('a6')).penaltyMinutes).toBe(0);
  });

  it('a sheet without goalie decisions is accepted and credits none (no win, loss or shutout)', async () => {
    const box = playoffBox(w.id);
    box.goalies.forEach((g) => (g.decision = null));
    const got = await saved(playoffGame, box);
    expect(got.goalies.map((g: { credited: unknown; shutout: boolean }) => [g.credited, g.shutout])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('strength and empty net are apart: a short-handed empty-netter stays SH; the old EN reads as EV + empty net', async () => {
    const box = regulationBox(w.id);
    const got = await saved(regulationGame, box);
    expect(got.goals[5]).toMatchObject({ strength: 'EV', emptyNet: true });
    box.goals[5] = { ...box.goals[5]!, strength: 'SH', emptyNet: true };
    expect((await saved(regulationGame, box)).goals[5]).toMatchObject({ strength: 'SH', emptyNet: true });
  });

  it('stints: an unflagged goal into the empty net is empty-net; decisions derived; goalie minutes from the stints', async () => {
    const box = { ...regulationBox(w.id), goalieStints: gameAStints() };
    box.goals[5]!.strength = 'EV';
    box.goalies.forEach((g) => (g.decision = null));
    const got = await saved(regulationGame, box);
    expect(got.goals[5]).toMatchObject({ strength: 'EV', emptyNet: true });
    expect(got.goalies.map((g: { credited: unknown }) => g.credited)).toEqual(['W', null, 'L']);
    expect(got.goalieStints).toEqual(gameAStints());
    expect(got.warnings).toEqual([]);
  });

  it('a sheet that contradicts itself (team shots one short of the goalie’s) is stored as published, with a warning', async () => {
    const box = regulationBox(w.id);
    box.shots[2]!.home = 6;
    const got = await saved(regulationGame, box);
    expect(got.shots[2]).toEqual({ period: 3, home: 6, away: 11 });
    expect(got.goalies[2].shotsAgainst).toBe(28);
    expect(got.warnings).toEqual([{ path: 'goalies.2.shotsAgainst', message: expect.stringContaining('27') }]);
  });

  it('warnings are for admins only: never in the public answer; signed out 401; bad ids 400', async () => {
    const box = regulationBox(w.id);
    box.shots[2]!.home = 6;
    const { gameId } = await saved(regulationGame, box);
    const clean = await saved(regulationGame, regulationBox(w.id));
    const url = `/api/games/boxscore-warnings?gameIds=${gameId},${clean.gameId},2147483000`;
    const res = await t.app.inject({ url, headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(json(res).map((r: { gameId: number }) => r.gameId)).toEqual([gameId]);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/games/boxscore-warnings?gameIds=1,x', headers: { cookie: t.admin } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('gameIds');
  });

  it('penalty shots: a scored one is the shooter’s unassisted goal; a stopped one is kept', async () => {
    const box = regulationBox(w.id);
    box.goals[2] = { ...box.goals[2]!, assist1PlayerId: null, strength: 'EV' };
    box.penaltyShots = [
      {
        period: 2,
        time: '03:05',
        team: 'home',
        shooterPlayerId: w.id('h2'),
        goaliePlayerId: w.id('ag1'),
        infraction: 'Hooking',
        scored: true,
      },
      {
        period: 3,
        time: '02:00',
        team: 'away',
        shooterPlayerId: w.id('a3'),
        goaliePlayerId: w.id('hg2'),
        infraction: 'Slashing',
        scored: false,
      },
    ];
    const got = await saved(regulationGame, box);
    expect(got.penaltyShots).toHaveLength(2);
    expect(got.goals[2]).toMatchObject({ scorerPlayerId: w.id('h2'), penaltyShot: true });
    const missing = structuredClone(box);
    missing.penaltyShots![0]!.time = '04:00';
    const res = await put(await w.game(regulationGame), missing);
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toEqual(['penaltyShots.0.scored']);
  });

  it('on-ice lists give plus/minus; the sheet’s shots and TOI feed the game line and the season stats', async () => {
    const box = playoffBox(w.id);
    box.goals[0]!.onIce = { home: [w.id('h1'), w.id('h2')], away: [w.id('a1')] };
    box.players = [
      { playerId: w.id('h1'), shots: 4, plusMinus: null, timeOnIce: '21:30' },
      { playerId: w.id('a1'), shots: 0, plusMinus: null, timeOnIce: null },
    ];
    const got = await saved(playoffGame, box);
    const line = (role: Role) => got.playerLines.find((l: { playerId: number }) => l.playerId === w.id(role));
    expect(line('h1')).toMatchObject({ goals: 1, points: 1, plusMinus: 1, shots: 4, timeOnIceSeconds: 1290 });
    expect(line('a1')).toMatchObject({ plusMinus: -1, shots: 0, timeOnIceSeconds: null });
    const stats = json(await t.app.inject({ url: `/api/players/${w.id('h1')}/stats` }));
    const playoffs = stats.skater.seasons.find((s: { seasonType: string }) => s.seasonType === 'playoffs');
    // Two playoff games (the decision-less one above): 2 goals on the 4 shots his one sheet gave, TOI over the one game that had it.
    expect(playoffs).toMatchObject({ gamesPlayed: 2, plusMinus: 1, shots: 4, shootingPercentage: 50, timeOnIcePerGameSeconds: 1290 });
    const leaders = json(await t.app.inject({ url: `/api/leaders?seasonId=${w.playoffs.id}&stat=plusMinus` }));
    expect(leaders.categories[0].leaders.map((l: { playerId: number; value: number }) => [l.playerId, l.value]).slice(0, 2)).toEqual([
      [w.id('h1'), 1],
      [w.id('h2'), 1],
    ]);
  });
});
