import { beforeAll, describe, expect, it } from 'vitest';
import { games, leagues, seasons, standingAdjustments, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 19 item 3: the NHL's playoff rule (3 per division + 2 wild cards per conference) gives the
// table its line and every team its clinch mark, computed from points and the games still to play.
let t: TestApp;
let nhl = 0;
let other = 0;
const POINTS: Record<string, [string, number]> = {
  a1: ['A', 100],
  a2: ['A', 90],
  a3: ['A', 80],
  a4: ['A', 70],
  a5: ['A', 10],
  b1: ['B', 60],
  b2: ['B', 50],
  b3: ['B', 40],
  b4: ['B', 26],
  b5: ['B', 20],
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'National Hockey League', shortName: 'NHL' }).returning();
  const [plain] = await db.insert(leagues).values({ name: 'Plain League' }).returning();
  nhl = league.id;
  other = plain.id;
  const rows = await db
    .insert(teams)
    .values(Object.entries(POINTS).map(([name, [division]]) => ({ name, city: 'X', leagueId: league.id, conference: 'Eastern', division })))
    .returning();
  const id = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const [season] = await db
    .insert(seasons)
    .values({ leagueId: league.id, year: '2025-26', seasonType: 'regular', isActive: true, name: '2025-26 Regular Season' })
    .returning();
  await db.insert(seasons).values({ leagueId: plain.id, year: '2025-26', seasonType: 'regular', isActive: true, name: '2025-26' });
  // Points come from adjustments so the fixture reads as a table; games decide only what is left to play.
  await db
    .insert(standingAdjustments)
    .values(Object.entries(POINTS).map(([name, [, points]]) => ({ seasonId: season.id, teamId: id[name], points })));
  const open = (home: string, away: string, status: 'scheduled' | 'postponed' | 'cancelled') => ({
    seasonId: season.id,
    gameDate: '2026-04-10',
    homeTeamId: id[home],
    awayTeamId: id[away],
    status,
  });
  // b4 26 (max 28), b5 20 (max 24), a5 10 (max 12); the cancelled game would lift b5 to 26 and keep b4 open.
  await db.insert(games).values([open('b4', 'b5', 'postponed'), open('a5', 'b5', 'scheduled'), open('a5', 'b5', 'cancelled')]);
});

const marks = (body: { rows: Array<{ clinch: string | null; team: { name: string } }> }) =>
  Object.fromEntries(body.rows.map((r) => [r.team.name, r.clinch]));

describe('standings with a playoff rule', () => {
  it("the NHL's table carries its format and a mark per team", async () => {
    const body = json(await t.app.inject({ url: `/api/standings?leagueId=${nhl}` }));
    expect(body.playoffFormat).toEqual({ kind: 'wildcard', perDivision: 3, wildCards: 2 });
    expect(marks(body)).toEqual({ a1: 'p', a2: 'x', a3: 'x', a4: 'x', a5: 'e', b1: 'y', b2: 'x', b3: 'x', b4: 'x', b5: 'e' });
  });

  it('the per-season endpoint carries the same marks', async () => {
    const { season } = json(await t.app.inject({ url: `/api/standings?leagueId=${nhl}` }));
    const rows = json(await t.app.inject({ url: `/api/standings/${season.id}` }));
    expect(rows.find((r: { team: { name: string } }) => r.team.name === 'b1').clinch).toBe('y');
  });

  it('a league without a rule gets no line and no marks', async () => {
    const body = json(await t.app.inject({ url: `/api/standings?leagueId=${other}` }));
    expect(body.playoffFormat).toBeNull();
  });
});
