import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, leagues, seasons, teams } from '#server/db/schema';
import { unsoundResults } from '#server/repositories/games/result-check';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #18 item 2: results that cannot be wrong, whichever way they are written.
let t: TestApp;
const f = { season: 0, a: 0, b: 0, c: 0, d: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Rules League' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26 Regular Season' }).returning();
  const [a, b, c, d] = await db
    .insert(teams)
    .values(['Ants', 'Bees', 'Crows', 'Doves'].map((name) => ({ name, city: name, leagueId: league.id })))
    .returning();
  Object.assign(f, { season: season.id, a: a.id, b: b.id, c: c.id, d: d.id });
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin } });
const errors = (res: Awaited<ReturnType<typeof send>>) =>
  json(res).errors.map((e: { path: string; message: string }) => [e.path, e.message]);
const storedGames = async () => (await t.handle.db.select().from(games).where(eq(games.seasonId, f.season))).length;
const base = () => ({ homeTeamId: f.a, awayTeamId: f.b, gameDate: '2025-10-10', seasonId: f.season });

describe('result rules on every write path', () => {
  it('refuses a tie, a wide shootout, a final without outcome and a scored scheduled game on create, storing nothing', async () => {
    const cases: Array<[object, Array<[string, string]>]> = [
      [{ homeScore: 3, awayScore: 3, outcome: 'SO' }, [['homeScore', 'A final needs a winner: 3–3 is a tie']]],
      [{ homeScore: 7, awayScore: 1, outcome: 'SO' }, [['outcome', 'A game won in a shootout ends with a one-goal margin, not 7–1']]],
      // Issue 39 item 8: only a one-goal final must say how it ended (4–2 is a regulation win), and a
      // scheduled game holds a score only once it has started (a result waiting for Auto-Set Status).
      [{ homeScore: 3, awayScore: 2 }, [['outcome', 'A one-goal final needs an outcome: regulation, overtime or shootout']]],
      [
        { homeScore: 2, awayScore: 1, status: 'scheduled', gameDate: '2099-10-10' },
        [['homeScore', 'A game that has not started has no score yet']],
      ],
      [
        { status: 'live', homeScore: 1, outcome: 'OT' },
        [
          ['outcome', 'Only a final game has an outcome'],
          ['awayScore', 'A live game has both scores or neither'],
        ],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await send('POST', '/api/games', { ...base(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errors(res), JSON.stringify(body)).toEqual(expected);
    }
    expect(await storedGames()).toBe(0);
  });

  it('checks an edit on the merged row', async () => {
    const created = json(await send('POST', '/api/games', { ...base(), homeScore: 3, awayScore: 2, outcome: 'OT' }));
    const widened = await send('PATCH', `/api/games/${created.id}`, { homeScore: 5 });
    expect(widened.statusCode).toBe(400);
    expect(errors(widened)).toEqual([['outcome', 'A game won in overtime ends with a one-goal margin, not 5–2']]);
    const regulation = await send('PATCH', `/api/games/${created.id}`, { homeScore: 5, outcome: 'REG' });
    expect(json(regulation)).toMatchObject({ status: 'final', homeScore: 5, awayScore: 2, outcome: 'REG' });
  });

  it('refuses a whole results sheet when one row breaks a rule, naming the row', async () => {
    const [g1, g2] = await Promise.all(
      [
        { homeTeamId: f.c, awayTeamId: f.d },
        { homeTeamId: f.d, awayTeamId: f.c },
      ].map(async (teamsOf) => json(await send('POST', '/api/games', { ...base(), ...teamsOf, gameDate: '2025-10-12' }))),
    );
    const res = await send('POST', '/api/games/results', {
      results: [
        { id: g1.id, homeScore: 2, awayScore: 1, outcome: 'REG' },
        { id: g2.id, homeScore: 2, awayScore: 2, outcome: 'REG' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual([['results.1.homeScore', 'A final needs a winner: 2–2 is a tie']]);
    const after = await Promise.all([g1.id, g2.id].map(async (id) => json(await t.app.inject({ url: `/api/games/${id}` }))));
    expect(after.map((g) => [g.status, g.homeScore])).toEqual([
      ['scheduled', null],
      ['scheduled', null],
    ]);
  });

  it('the standings count exactly the stored finals of the season', async () => {
    const finals = (await t.handle.db.select().from(games).where(eq(games.seasonId, f.season))).filter((g) => g.status === 'final');
    expect(finals.length).toBeGreaterThan(0);
    const rows: Array<{ gamesPlayed: number; goalsFor: number }> = json(await t.app.inject({ url: `/api/standings/${f.season}` }));
    expect(rows.reduce((n, r) => n + r.gamesPlayed, 0)).toBe(2 * finals.length);
    expect(rows.reduce((n, r) => n + r.goalsFor, 0)).toBe(finals.reduce((n, g) => n + g.homeScore! + g.awayScore!, 0));
  });
});

describe('stored rows from before the rules', () => {
  it('are reported by the data check, not changed', async () => {
    const [bad] = await t.handle.db
      .insert(games)
      .values({ ...base(), gameDate: '2025-09-01', homeScore: 3, awayScore: 3, status: 'final', outcome: 'SO' })
      .returning();
    const report = await unsoundResults(t.handle.db);
    expect(report.games).toContainEqual({ id: bad.id, problems: ['A final needs a winner: 3–3 is a tie'] });
    expect(report.games.every((g) => g.id === bad.id)).toBe(true);
    expect((await t.handle.db.select().from(games).where(eq(games.id, bad.id)))[0]).toMatchObject({
      homeScore: 3,
      awayScore: 3,
      outcome: 'SO',
    });
  });
});
