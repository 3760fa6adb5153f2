import { beforeAll, describe, expect, it } from 'vitest';
import { games, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #20: the standings screen asks one endpoint for a league, year and season type.
let t: TestApp;
const id = {} as Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Lookup League' }).returning();
  const [a, b] = await db
    .insert(teams)
    .values([
      { name: 'Aces', city: 'A', leagueId: league.id },
      { name: 'Bears', city: 'B', leagueId: league.id },
    ])
    .returning();
  const season = async (year: string, seasonType: 'regular' | 'playoffs', isActive = false) =>
    (
      await db
        .insert(seasons)
        .values({
          leagueId: league.id,
          year,
          seasonType,
          isActive,
          name: `${year} ${seasonType === 'regular' ? 'Regular Season' : 'Playoffs'}`,
        })
        .returning()
    )[0].id;
  Object.assign(id, {
    league: league.id,
    a: a.id,
    b: b.id,
    old: await season('2024-25', 'regular'),
    current: await season('2025-26', 'regular', true),
    playoffs: await season('2025-26', 'playoffs'),
  });
  await db.insert(games).values([
    {
      seasonId: id.old,
      gameDate: '2024-10-01',
      homeTeamId: a.id,
      awayTeamId: b.id,
      homeScore: 1,
      awayScore: 4,
      status: 'final',
      outcome: 'REG',
    },
    {
      seasonId: id.current,
      gameDate: '2025-10-01',
      homeTeamId: a.id,
      awayTeamId: b.id,
      homeScore: 3,
      awayScore: 2,
      status: 'final',
      outcome: 'OT',
    },
  ]);
});

const lookup = async (query: string) => t.app.inject({ url: `/api/standings?${query}` });
const leader = (body: { rows: Array<{ rank: number; points: number; team: { name: string } }> }) => [
  body.rows[0].team.name,
  body.rows[0].points,
];

describe('GET /api/standings?leagueId=&year=&type=', () => {
  it('answers the season the selection names with its table and last change, in one call', async () => {
    const res = await lookup(`leagueId=${id.league}&year=2024&type=regular`);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.season).toMatchObject({ id: id.old, year: '2024-25', seasonType: 'regular' });
    expect(leader(body)).toEqual(['Bears', 2]);
    expect(body.rows).toHaveLength(2);
    expect(body.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it("without a year opens the league's current season; a year alone means its regular season", async () => {
    const current = json(await lookup(`leagueId=${id.league}`));
    expect(current.season.id).toBe(id.current);
    expect(leader(current)).toEqual(['Aces', 2]);
    expect(json(await lookup(`leagueId=${id.league}&year=2025`)).season.id).toBe(id.current);
    expect(json(await lookup(`leagueId=${id.league}&year=2025&type=playoffs`))).toMatchObject({
      season: { id: id.playoffs },
      lastUpdated: null,
    });
  });

  it('says when no season is on record, 404 for an unknown league, 400 for bad input', async () => {
    expect(json(await lookup(`leagueId=${id.league}&year=2030&type=regular`))).toEqual({
      season: null,
      rows: [],
      lastUpdated: null,
      playoffFormat: null,
    });
    expect((await lookup('leagueId=987654')).statusCode).toBe(404);
    for (const bad of ['leagueId=abc', 'year=2024', `leagueId=${id.league}&type=finals`, `leagueId=${id.league}&year=20x4`]) {
      const res = await lookup(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res).errors.length, bad).toBeGreaterThan(0);
    }
  });

  it('is a public read the response cache keeps until a game changes', async () => {
    const url = `leagueId=${id.league}&year=2025&type=regular`;
    await lookup(url);
    expect((await lookup(url)).headers['x-cache']).toBe('hit');
  });
});
