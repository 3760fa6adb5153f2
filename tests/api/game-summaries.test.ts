import { beforeAll, describe, expect, it } from 'vitest';
import { boxScoreGoals, boxScores, boxScoreShots, games, leagues, players, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let final: number;
let upcoming: number;
let noSeason: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Summary League' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26 Regular Season' }).returning();
  const [h, a, v] = await db
    .insert(teams)
    .values([
      { name: 'Harbor Hawks', city: 'Harbor', leagueId: league.id },
      { name: 'Alpine Owls', city: 'Alpine', leagueId: league.id },
      { name: 'Valley Vipers', city: 'Valley', leagueId: league.id },
    ])
    .returning();
  const [p1, p2, p3] = await db
    .insert(players)
    .values([
      { firstName: 'Ann', lastName: 'Berg', position: 'center', currentTeamId: h.id },
      { firstName: 'Cam', lastName: 'Dahl', position: 'left_wing', currentTeamId: h.id },
      { firstName: 'Eli', lastName: 'Falk', position: 'defense', currentTeamId: a.id },
    ])
    .returning();
  const seasonGame = (homeTeamId: number, awayTeamId: number, extra: Partial<typeof games.$inferInsert>) => ({
    homeTeamId,
    awayTeamId,
    seasonId: season.id,
    gameDate: '2026-01-10',
    ...extra,
  });
  const rows = await db
    .insert(games)
    .values([
      // Hawks: a regulation win and an overtime loss; Owls: a regulation loss and a shootout loss.
      seasonGame(h.id, a.id, { status: 'final', homeScore: 3, awayScore: 1, outcome: 'REG' }),
      seasonGame(v.id, h.id, { status: 'final', homeScore: 2, awayScore: 1, outcome: 'OT', gameDate: '2026-01-12' }),
      seasonGame(a.id, v.id, { status: 'final', homeScore: 1, awayScore: 2, outcome: 'SO', gameDate: '2026-01-13' }),
      seasonGame(h.id, a.id, { gameDate: '2026-01-20' }),
      { homeTeamId: h.id, awayTeamId: a.id, gameDate: '2026-01-21' },
    ])
    .returning();
  [final, , , upcoming, noSeason] = rows.map((r) => r.id);
  await db.insert(boxScores).values({ gameId: final });
  await db.insert(boxScoreShots).values([
    { gameId: final, period: 1, home: 10, away: 8 },
    { gameId: final, period: 2, home: 12, away: 9 },
    { gameId: final, period: 3, home: 9, away: 7 },
  ]);
  const goal = (seq: number, side: 'home' | 'away', scorerPlayerId: number) => ({
    gameId: final,
    seq,
    period: seq,
    timeSeconds: 60,
    side,
    scorerPlayerId,
    strength: 'EV' as const,
  });
  await db.insert(boxScoreGoals).values([goal(1, 'home', p2.id), goal(2, 'away', p3.id), goal(3, 'home', p1.id), goal(4, 'home', p2.id)]);
});

type Summary = {
  gameId: number;
  homeRecord: { wins: number; losses: number; overtimeLosses: number; ties: number } | null;
  awayRecord: unknown;
  shots: { home: number; away: number } | null;
  scorers: { side: string; lastName: string; goals: number }[];
};

describe('GET /api/games/summaries (issue 28: records, shots and scorers on the scores cards)', () => {
  it("gives both teams' season records, the shots summed and a final's scorers in the order they first scored", async () => {
    const res = await t.app.inject({ url: `/api/games/summaries?ids=${final},${upcoming}` });
    expect(res.statusCode).toBe(200);
    const [done, next] = json(res) as Summary[];
    expect(done).toMatchObject({
      gameId: final,
      homeRecord: { wins: 1, losses: 0, overtimeLosses: 1, ties: 0 },
      awayRecord: { wins: 0, losses: 1, overtimeLosses: 1, ties: 0 },
      shots: { home: 31, away: 24 },
    });
    expect(done.scorers.map((s) => [s.side, s.lastName, s.goals])).toEqual([
      ['home', 'Dahl', 2],
      ['away', 'Falk', 1],
      ['home', 'Berg', 1],
    ]);
    expect(next).toMatchObject({ gameId: upcoming, shots: null, scorers: [] });
    expect(next.homeRecord).toEqual({ wins: 1, losses: 0, overtimeLosses: 1, ties: 0 });
  });

  it('a game without a season has no records; unknown ids are left out', async () => {
    const res = await t.app.inject({ url: `/api/games/summaries?ids=${noSeason},999999` });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([{ gameId: noSeason, homeRecord: null, awayRecord: null, shots: null, scorers: [] }]);
  });

  it('refuses a malformed id list with a field message, never a 500', async () => {
    for (const url of [
      '/api/games/summaries',
      '/api/games/summaries?ids=',
      '/api/games/summaries?ids=1,abc',
      '/api/games/summaries?ids=-1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errors[0].path, url).toBe('ids');
    }
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await t.app.inject({ url: `/api/games/summaries?ids=${many}` })).statusCode).toBe(400);
  });
});
