import { beforeAll, describe, expect, it } from 'vitest';
import { leagues, players, playerSeasonStats, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { recordStatements } from '../helpers/record-statements';

// Issue 28: a team page's reads, each a statement on the single-threaded embedded database. Its
// roster (100 asked, all of them on the page) says its own total, and its stats find the team by
// its season rows; the answers stay what they were. Every SQL statement the app sends is counted.
let t: TestApp;
let teamId = 0;
let emptyTeamId = 0;
const statements: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_MB: '0' });
  recordStatements(t.handle.db, statements);
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Page Reads League' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26' }).returning();
  const [team, empty] = await db
    .insert(teams)
    .values([
      { name: 'Readers', city: 'Reading', leagueId: league.id },
      { name: 'Statless', city: 'Reading', leagueId: league.id },
    ])
    .returning();
  teamId = team.id;
  emptyTeamId = empty.id;
  const roster = await db
    .insert(players)
    .values(
      ['Ames', 'Bell', 'Cole'].map((lastName) => ({ firstName: 'Pat', lastName, position: 'center' as const, currentTeamId: team.id })),
    )
    .returning();
  const zero = { gamesPlayed: 3, goals: 2, assists: 1, points: 3, penaltyMinutes: 0, powerPlayGoals: 0, shortHandedGoals: 0 };
  const goalie = { goalieGames: 0, wins: 0, losses: 0, overtimeLosses: 0, shotsAgainst: 0, saves: 0, goalsAgainst: 0, shutouts: 0 };
  await db.insert(playerSeasonStats).values({
    playerId: roster[0].id,
    seasonId: season.id,
    teamId: team.id,
    seasonType: 'regular',
    firstGameDate: '2025-10-10',
    ...zero,
    ...goalie,
    gameWinningGoals: 0,
    timeOnIceSeconds: 0,
  });
});

const counted = async (url: string) => {
  statements.length = 0;
  const res = await t.app.inject({ url });
  return { res, statements: [...statements] };
};

describe('a team page reads', () => {
  it('its whole roster without counting it, and counts a roster that does not fit the page', async () => {
    const whole = await counted(`/api/players?teamId=${teamId}&limit=100`);
    expect(json(whole.res).map((p: { lastName: string }) => p.lastName)).toEqual(['Ames', 'Bell', 'Cole']);
    expect(whole.res.headers['x-total-count']).toBe('3');
    expect(whole.statements.filter((s) => /count\(\*\)/i.test(s))).toEqual([]);
    const part = await counted(`/api/players?teamId=${teamId}&limit=2`);
    expect(json(part.res)).toHaveLength(2);
    expect(part.res.headers['x-total-count']).toBe('3');
    const past = await counted(`/api/players?teamId=${teamId}&limit=2&offset=10`);
    expect(json(past.res)).toEqual([]);
    expect(past.res.headers['x-total-count']).toBe('3');
    const rest = await counted(`/api/players?teamId=${teamId}&limit=2&offset=2`);
    expect(rest.res.headers['x-total-count']).toBe('3');
  });

  it('its stats without a read of the team row when the team has stats; 404 for no team still', async () => {
    const stats = await counted(`/api/teams/${teamId}/stats`);
    expect(stats.res.statusCode).toBe(200);
    expect(json(stats.res).skaters.map((s: { lastName: string }) => s.lastName)).toEqual(['Ames']);
    expect(stats.statements.filter((s) => /^select "id" from "teams"/i.test(s))).toEqual([]);
    const none = await counted(`/api/teams/${emptyTeamId}/stats`);
    expect(none.res.statusCode).toBe(200);
    expect(json(none.res)).toMatchObject({ teamId: emptyTeamId, season: null, skaters: [], goalies: [] });
    expect((await t.app.inject({ url: '/api/teams/98765432/stats' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/teams/98765432/stats?seasonId=1' })).statusCode).toBe(404);
  });
});
