import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameEvents, players, playerSeasonStats } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/**
 * Issue 40 item 4: a box score names only players of the game's two teams, on every write path. Before,
 * only existence was checked: a scorekeeper credited a league B player with a goal in league A's game.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let keeper: string;
beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  keeper = await scorekeeperCookie(t, w.a.game.id);
});

const post = (payload: object, cookie = keeper) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${w.a.game.id}/events`,
    headers: { cookie },
    payload: { id: randomUUID(), period: 1, time: '05:00', ...payload },
  });
const paths = (res: { body: string }) => json(res as never).errors.map((e: { path: string }) => e.path);
const stored = async () => (await t.handle.db.select().from(gameEvents).where(eq(gameEvents.gameId, w.a.game.id))).length;

describe("events name the game's own players", () => {
  it("refuses another league's player, a player of the wrong side and an unknown id, storing nothing", async () => {
    const before = await stored();
    const stranger = await post({ type: 'goal', team: 'home', scorerPlayerId: w.b.player.id });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).errors).toEqual([{ path: 'scorerPlayerId', message: 'Not a player of Alpha Hawks' }]);
    // The away team's defenceman cannot assist a home goal, nor be the home team's lineup.
    const wrongSide = await post({ type: 'goal', team: 'home', scorerPlayerId: w.a.player.id, assist1PlayerId: w.a.player2.id });
    expect(paths(wrongSide)).toEqual(['assist1PlayerId']);
    const lineup = await post({ type: 'lineup', period: 1, time: '00:00', team: 'home', playerIds: [w.a.player.id, w.a.player2.id] });
    expect(paths(lineup)).toEqual(['playerIds.1']);
    const unknown = await post({ type: 'penalty', team: 'away', playerId: 987_654, minutes: 2, infraction: 'Tripping' });
    expect(json(unknown).errors).toEqual([{ path: 'playerId', message: 'No player with id 987654' }]);
    // A penalty shot's goalie is the other team's.
    const shotGoalie = await post({
      type: 'penalty-shot',
      team: 'away',
      shooterPlayerId: w.a.player2.id,
      goaliePlayerId: w.a.player2.id,
      infraction: 'Hooking',
      scored: false,
    });
    expect(paths(shotGoalie)).toEqual(['goaliePlayerId']);
    expect(await stored()).toBe(before);
  });

  it("accepts the game's players, and one traded away since who has a line for the team this season", async () => {
    expect((await post({ type: 'goal', team: 'home', scorerPlayerId: w.a.player.id })).statusCode).toBe(201);
    const [traded] = await t.handle.db
      .insert(players)
      .values({ firstName: 'Ville', lastName: 'Moved', position: 'left_wing', currentTeamId: w.b.team.id })
      .returning();
    expect((await post({ type: 'penalty', team: 'away', playerId: traded.id, minutes: 2, infraction: 'Slashing' })).statusCode).toBe(400);
    await t.handle.db.insert(playerSeasonStats).values({
      playerId: traded.id,
      seasonId: w.a.season.id,
      teamId: w.a.team2.id,
      seasonType: 'regular',
      firstGameDate: '2026-10-01',
      gamesPlayed: 1,
      goals: 0,
      assists: 0,
      points: 0,
      penaltyMinutes: 0,
      powerPlayGoals: 0,
      shortHandedGoals: 0,
      gameWinningGoals: 0,
      goalieGames: 0,
      wins: 0,
      losses: 0,
      overtimeLosses: 0,
      shotsAgainst: 0,
      saves: 0,
      goalsAgainst: 0,
      timeOnIceSeconds: 0,
      shutouts: 0,
    });
    const ok = await post({ type: 'penalty', team: 'away', playerId: traded.id, minutes: 2, infraction: 'Slashing' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an edit that moves an event to a stranger', async () => {
    const made = json(await post({ type: 'goal', team: 'home', scorerPlayerId: w.a.player.id }));
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${w.a.game.id}/events/${made.id}`,
      headers: { cookie: w.lm },
      payload: { version: made.version, period: 1, time: '05:00', type: 'goal', team: 'home', scorerPlayerId: w.b.player.id },
    });
    expect(edit.statusCode).toBe(400);
    expect(paths(edit)).toEqual(['scorerPlayerId']);
  });
});

describe("the box score editor names the game's own players", () => {
  it('refuses a lineup row of another team, naming it, whoever saves it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${w.b.game.id}/boxscore`,
      headers: { cookie: t.admin },
      payload: {
        lineup: [
          { team: 'home', playerId: w.b.player.id },
          { team: 'away', playerId: w.a.player2.id },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual({ path: 'lineup.1.playerId', message: 'Not a player of Beta Owls' });
    expect(json(await t.app.inject({ url: `/api/games/${w.b.game.id}/boxscore` })).updatedAt).toBeNull();
  });
});

describe('events at a possible time', () => {
  it('refuses a period past the game and a clock past the period, and a shootout before the overtime', async () => {
    const ninth = await post({ type: 'shot', team: 'home', period: 9, time: '01:00' });
    expect(json(ninth).errors).toEqual([{ path: 'period', message: 'Period 9 is past the last one allowed (4)' }]);
    const late = await post({ type: 'shot', team: 'home', period: 3, time: '99:59' });
    expect(json(late).errors).toEqual([{ path: 'time', message: '99:59 is past the end of period 3 (20:00)' }]);
    const longOt = await post({ type: 'shot', team: 'home', period: 4, time: '06:00' });
    expect(paths(longOt)).toEqual(['time']);
    const early = await post({ type: 'shootout-attempt', team: 'home', period: 3, time: '00:00', playerId: w.a.player.id, scored: true });
    expect(paths(early)).toEqual(['period']);
    expect((await post({ type: 'shot', team: 'home', period: 4, time: '04:59' })).statusCode).toBe(201);
  });
});

describe('play that adds up (issue 39 item 4)', () => {
  it('refuses a power-play goal with no penalty of the other team in force, and takes one with it', async () => {
    const pp = { type: 'goal', team: 'home', period: 2, time: '10:30', scorerPlayerId: w.a.player.id, strength: 'PP' };
    const none = await post(pp);
    expect(none.statusCode).toBe(400);
    expect(json(none).errors).toEqual([
      { path: 'strength', message: 'A power-play goal needs an away penalty in force at 10:30 of period 2' },
    ]);
    const penalty = {
      type: 'penalty',
      team: 'away',
      period: 2,
      time: '09:45',
      playerId: w.a.player2.id,
      minutes: 2,
      infraction: 'Tripping',
    };
    expect((await post(penalty)).statusCode).toBe(201);
    expect((await post(pp)).statusCode).toBe(201);
    // That goal ended the minor: a second power-play goal on it is refused.
    expect(paths(await post({ ...pp, time: '11:00' }))).toEqual(['strength']);
  });

  it('refuses a shootout attempt once the shootout is decided', async () => {
    const g = w.b.game.id;
    const shoot = (team: 'home' | 'away', scored: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/games/${g}/events`,
        headers: { cookie: t.admin },
        payload: {
          id: randomUUID(),
          type: 'shootout-attempt',
          period: 5,
          time: '00:00',
          team,
          scored,
          playerId: team === 'home' ? w.b.player.id : w.b.player2.id,
        },
      });
    const codes = [];
    for (const [team, scored] of [
      ['away', false],
      ['home', true],
      ['away', false],
      ['home', true],
    ] as const)
      codes.push((await shoot(team, scored)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201]);
    const fifth = await shoot('away', true);
    expect(fifth.statusCode).toBe(400);
    expect(json(fifth).message).toMatch(/already decided/);
  });
});
