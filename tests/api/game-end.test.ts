import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/** Issue 27 part 2: ending a game turns its events into the final result and box score. */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let keeper: string;
let awayPlayer: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  keeper = await scorekeeperCookie(t, w.a.game.id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/players',
    headers: { cookie: t.admin },
    payload: { firstName: 'Away', lastName: 'Winger', position: 'LW', currentTeamId: w.a.team2.id },
  });
  awayPlayer = JSON.parse(created.body).id;
}, 120_000);

const post = async (cookie: string, gameId: number, event: object) => {
  const id = randomUUID();
  const res = await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/events`, headers: { cookie }, payload: { id, ...event } });
  expect(res.statusCode, res.body).toBe(201);
  return id;
};
const end = (cookie: string, gameId: number, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/events/end`, headers: { cookie }, payload });

describe('end game', () => {
  it("stores the events' final result and box score: an overtime win", async () => {
    const g = w.a.game.id;
    const home = w.a.player.id;
    await post(keeper, g, { type: 'period-start', period: 1, time: '00:00' });
    await post(keeper, g, { type: 'shot', period: 1, time: '02:00', team: 'away' });
    // The penalty goes in first: a power-play goal needs it in force (issue 39).
    await post(keeper, g, {
      type: 'penalty',
      period: 1,
      time: '03:00',
      team: 'away',
      playerId: awayPlayer,
      minutes: 2,
      infraction: 'Tripping',
    });
    await post(keeper, g, { type: 'goal', period: 1, time: '04:10', team: 'home', scorerPlayerId: home, strength: 'PP' });
    await post(keeper, g, { type: 'goal', period: 2, time: '11:00', team: 'away', scorerPlayerId: awayPlayer });
    await post(keeper, g, { type: 'goal', period: 4, time: '01:30', team: 'home', scorerPlayerId: home });
    const res = await end(keeper, g);
    expect(res.statusCode, res.body).toBe(200);
    const box = JSON.parse(res.body);
    expect(box.goals.map((x: { period: number; team: string }) => [x.period, x.team])).toEqual([
      [1, 'home'],
      [2, 'away'],
      [4, 'home'],
    ]);
    expect(box.penalties).toHaveLength(1);
    // A goal is a shot on goal: one tap plus the goals of each period.
    expect(box.lineScore.shots.total).toEqual({ home: 2, away: 2 });
    const game = JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body);
    expect(game).toMatchObject({ status: 'final', homeScore: 2, awayScore: 1, outcome: 'OT' });
    const audit = JSON.parse((await t.app.inject({ url: '/api/audit?entity=box_score', headers: { cookie: t.admin } })).body);
    expect(audit[0]).toMatchObject({ actorRole: `scorekeeper of game ${g}`, entityId: String(g) });
  });

  it('refuses events that break a rule, naming the event', async () => {
    const g = w.b.game.id;
    // Refused as it arrives now (issue 40); one stored before that check still names itself at End game.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/games/${g}/events`,
      headers: { cookie: t.admin },
      payload: { id: randomUUID(), type: 'goal', period: 2, time: '21:30', team: 'home', scorerPlayerId: w.b.player.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).errors).toEqual([{ path: 'time', message: '21:30 is past the end of period 2 (20:00)' }]);
    const late = randomUUID();
    const data = { type: 'goal', team: 'home', scorerPlayerId: w.b.player.id, assist1PlayerId: null, assist2PlayerId: null };
    await t.handle.db.execute(
      sql`insert into game_events (id, game_id, seq, type, period, time, data) values (${late}, ${g}, nextval('game_events_seq'), 'goal', 2, '21:30', ${JSON.stringify(data)}::jsonb)`,
    );
    const res = await end(t.admin, g);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).errors).toContainEqual({
      path: `events.${late}.time`,
      message: expect.stringContaining('past the end of period 2'),
    });
    const game = JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body);
    expect(game.status).not.toBe('final');
  });
});

describe('end game: lineups and goalies (ADR 0028)', () => {
  const player = async (teamId: number, lastName: string, position = 'G') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { cookie: t.admin },
      payload: { firstName: 'Gus', lastName, position, currentTeamId: teamId },
    });
    return JSON.parse(res.body).id as number;
  };

  it("stores the lineup events' players and goalie stints, lines and decisions from the goalie changes", async () => {
    const g = w.later.id;
    const [starter, relief, awayGoalie, scratch] = [
      await player(w.a.team.id, 'Starter'),
      await player(w.a.team.id, 'Relief'),
      await player(w.a.team2.id, 'Visitor'),
      await player(w.a.team.id, 'Scratched', 'C'),
    ];
    const home = w.a.player.id;
    await post(t.admin, g, {
      type: 'lineup',
      period: 1,
      time: '00:00',
      team: 'home',
      playerIds: [home, starter, relief],
      startingGoalieId: starter,
    });
    await post(t.admin, g, {
      type: 'lineup',
      period: 1,
      time: '00:00',
      team: 'away',
      playerIds: [awayPlayer, awayGoalie],
      startingGoalieId: awayGoalie,
    });
    await post(t.admin, g, { type: 'shot', period: 1, time: '02:00', team: 'away' });
    await post(t.admin, g, { type: 'goal', period: 1, time: '05:00', team: 'away', scorerPlayerId: awayPlayer });
    await post(t.admin, g, { type: 'goalie-change', period: 2, time: '00:00', team: 'home', playerId: relief });
    await post(t.admin, g, { type: 'goal', period: 2, time: '08:00', team: 'home', scorerPlayerId: home });
    await post(t.admin, g, { type: 'goal', period: 3, time: '10:00', team: 'home', scorerPlayerId: home });
    await post(t.admin, g, { type: 'goalie-change', period: 3, time: '18:00', team: 'away', playerId: null });
    await post(t.admin, g, { type: 'goal', period: 3, time: '19:00', team: 'home', scorerPlayerId: home, emptyNet: true });
    const res = await end(t.admin, g);
    expect(res.statusCode, res.body).toBe(200);
    const box = JSON.parse(res.body);
    const ids = box.lineup.map((l: { playerId: number }) => l.playerId);
    expect(ids).toEqual(expect.arrayContaining([home, starter, relief, awayPlayer, awayGoalie]));
    expect(ids).not.toContain(scratch);
    const lines = Object.fromEntries(
      box.goalies.map((x: { playerId: number; timeOnIce: string; goalsAgainst: number; shotsAgainst: number; credited: string | null }) => [
        x.playerId,
        [x.timeOnIce, x.shotsAgainst, x.goalsAgainst, x.credited],
      ]),
    );
    expect(lines).toEqual({
      [starter]: ['20:00', 2, 1, null],
      [relief]: ['40:00', 0, 0, 'W'],
      [awayGoalie]: ['58:00', 2, 2, 'L'],
    });
    expect(box.goals[3]).toMatchObject({ time: '19:00', emptyNet: true });
    const game = JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body);
    expect(game).toMatchObject({ status: 'final', homeScore: 3, awayScore: 1, outcome: 'REG' });
  });

  it('refuses a lineup naming a player twice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${w.later.id}/events`,
      headers: { cookie: t.admin },
      payload: { id: randomUUID(), type: 'lineup', period: 1, time: '00:00', team: 'home', playerIds: [1, 1], startingGoalieId: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('listed twice');
  });
});
