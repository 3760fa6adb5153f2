import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { readOfficialSheet } from '#server/import/read-official-sheet';
import { tallySheet } from '#server/import/official-sheet-tally';
import { auditLog, boxScores, games, leagues, playerSeasonStats, players, seasons } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { nhlGames, whlGames } from '../helpers/official-corpus';

// Issue #26 item 3: whole seasons of official box scores in, through POST /api/import/boxscores.
let t: TestApp;
const f = { nhl: 0, nhlSeason: 0, whl: 0, whlSeason: 0, whlPlayoffs: 0 };
const nhl = nhlGames();
const whl = whlGames(false);
const whlPlayoffs = whlGames(true);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [nhlLeague, whlLeague] = await db
    .insert(leagues)
    .values([
      { name: 'National Hockey League', shortName: 'NHL', timeZone: 'America/Los_Angeles' },
      { name: 'Western Hockey League', shortName: 'WHL', timeZone: 'America/Los_Angeles' },
    ])
    .returning();
  const [a, b, c] = await db
    .insert(seasons)
    .values([
      { leagueId: nhlLeague.id, year: '2024-25', name: '2024-25 Regular Season' },
      { leagueId: whlLeague.id, year: '2024-25', name: '2024-25 Regular Season' },
      { leagueId: whlLeague.id, year: '2024-25', seasonType: 'playoffs', name: '2024-25 Playoffs' },
    ])
    .returning();
  Object.assign(f, { nhl: nhlLeague.id, nhlSeason: a.id, whl: whlLeague.id, whlSeason: b.id, whlPlayoffs: c.id });
});

const post = (body: unknown, query: string, cookie: string | null = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/boxscores?${query}`,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
const nhlQuery = () => `leagueId=${f.nhl}&seasonId=${f.nhlSeason}`;
const whlQuery = () => `leagueId=${f.whl}&seasonId=${f.whlSeason}`;
const counts = async () => {
  const db = t.handle.db;
  const [g, p, b] = await Promise.all([db.select().from(games), db.select().from(players), db.select().from(boxScores)]);
  return { games: g.length, players: p.length, boxScores: b.length, stamps: b.map((r) => r.updatedAt).sort() };
};
/** Our ids of a sheet's players (by the source's ids). */
async function idsOf(sheet: OfficialGameSheet) {
  const rows = await t.handle.db
    .select({ id: players.id, externalId: players.externalId })
    .from(players)
    .where(
      and(
        eq(players.source, sheet.source),
        inArray(
          players.externalId,
          sheet.players.map((p) => p.externalId),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.externalId!, r.id]));
}
async function boxOf(sheet: OfficialGameSheet) {
  const [game] = await t.handle.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.source, sheet.source), eq(games.externalId, sheet.game.externalId)));
  const box = json(await t.app.inject({ url: `/api/games/${game.id}/boxscore` }));
  const warned = json(await t.app.inject({ url: `/api/games/boxscore-warnings?gameIds=${game.id}`, headers: { cookie: t.admin } }));
  return { ...box, warnings: warned[0]?.warnings ?? [] };
}

describe('POST /api/import/boxscores', () => {
  it('is for admins only: 401 signed out, 403 for a plain user, nothing written', async () => {
    const before = await counts();
    expect((await post([nhl[0]], nhlQuery(), null)).statusCode).toBe(401);
    expect((await post([nhl[0]], nhlQuery(), t.user)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('answers bad input with 400 and field messages', async () => {
    const noSeason = await post([nhl[0]], `leagueId=${f.nhl}`);
    expect(noSeason.statusCode).toBe(400);
    expect(json(noSeason).errors.map((e: { path: string }) => e.path)).toContain('seasonId');
    const wrongLeague = await post([nhl[0]], `leagueId=${f.whl}&seasonId=${f.nhlSeason}`);
    expect(wrongLeague.statusCode).toBe(400);
    expect(json(wrongLeague).errors).toEqual([{ path: 'seasonId', message: `League ${f.whl} has no season ${f.nhlSeason}` }]);
    expect((await post('[{"plays": ', nhlQuery())).statusCode).toBe(400);
    const broken = await post([{ hello: 'world' }, 7, { source: 'hockeytech', game: {} }], nhlQuery() + '&dryRun=true');
    expect(broken.statusCode).toBe(400);
    const body = json(broken);
    expect(body.rejectedGames).toBe(3);
    expect(body.errors[0].path).toBe('games.1');
    expect(body.errors[0].message).toMatch(/Not a game sheet/);
    expect(body.errors[2].path).toMatch(/^games\.3\./);
  });

  it('a dry run reports the whole corpus and writes nothing', async () => {
    const before = await counts();
    const res = await post(nhl, nhlQuery() + '&dryRun=true');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ dryRun: true, games: nhl.length, created: nhl.length, rejectedCount: 0 });
    expect(json(res).playersCreated).toBeGreaterThan(300);
    expect(await counts()).toEqual(before);
  });

  it('imports the whole real corpus with 0 refusals', async () => {
    const results = [
      await post(nhl, nhlQuery()),
      await post(whl, whlQuery()),
      await post(whlPlayoffs, `leagueId=${f.whl}&seasonId=${f.whlPlayoffs}`),
    ];
    for (const res of results) expect(json(res)).toMatchObject({ rejectedCount: 0, updated: 0, unchanged: 0 });
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => json(r).created)).toEqual([nhl.length, whl.length, whlPlayoffs.length]);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(audits.filter((a) => a.entity === 'box_score')).toHaveLength(3);
  });

  it('the same files again change nothing', async () => {
    const before = await counts();
    const again = await post(nhl, nhlQuery());
    expect(json(again)).toMatchObject({ created: 0, updated: 0, unchanged: nhl.length, teamsCreated: 0, playersCreated: 0 });
    expect(json(await post(whl, whlQuery()))).toMatchObject({ created: 0, updated: 0, unchanged: whl.length });
    expect(await counts()).toEqual(before);
  });

  it("NHL: every player's goals, assists and PIM are what the play-by-play's events give", async () => {
    for (const raw of nhl) {
      const sheet = readOfficialSheet(raw);
      const ids = await idsOf(sheet);
      const tally = tallySheet(sheet);
      const box = await boxOf(sheet);
      expect(box.goals).toHaveLength(sheet.goals.length);
      for (const line of box.playerLines) {
        const ext = [...ids].find(([, id]) => id === line.playerId)![0];
        const want = tally.players.get(ext) ?? { goals: 0, assists: 0, penaltyMinutes: 0 };
        expect([line.goals, line.assists, line.penaltyMinutes], `${sheet.game.externalId} ${ext}`).toEqual([
          want.goals,
          want.assists,
          want.penaltyMinutes,
        ]);
      }
    }
  });

  it("WHL: every skater's and goalie's game line equals the official line, or the difference is a stored warning", async () => {
    for (const raw of [...whl, ...whlPlayoffs]) {
      const sheet = readOfficialSheet(raw);
      const ids = await idsOf(sheet);
      const box = await boxOf(sheet);
      const lineOf = new Map(box.playerLines.map((l: { playerId: number }) => [l.playerId, l]));
      const warned = new Set(
        box.warnings.map((w: { path: string }) => w.path.replace(/\.[a-zA-Z]+$/, '')).filter((p: string) => p.startsWith('players.')),
      );
      for (const official of sheet.skaterLines!) {
        const id = ids.get(official.playerId)!;
        const got = lineOf.get(id) as Record<string, number>;
        const at = `${sheet.game.externalId} ${official.playerId}`;
        expect([got.goals, got.assists, got.penaltyMinutes, got.shots], at).toEqual([
          official.goals,
          official.assists,
          official.penaltyMinutes,
          official.shots,
        ]);
        const index = box.players.findIndex((p: { playerId: number }) => p.playerId === id);
        if (got.plusMinus !== official.plusMinus) expect(warned.has(`players.${index}`), at).toBe(true);
      }
      for (const official of sheet.goalieLines!) {
        const got = box.goalies.find((g: { playerId: number }) => g.playerId === ids.get(official.playerId));
        const at = `${sheet.game.externalId} goalie ${official.playerId}`;
        expect([got.shotsAgainst, got.goalsAgainst, got.saves], at).toEqual([official.shotsAgainst, official.goalsAgainst, official.saves]);
        const decision = sheet.game.status === 'final' && official.decision ? official.decision.replace('SOL', 'OTL') : null;
        expect(got.decision, at).toBe(decision);
      }
    }
  });

  it("WHL: each player's season statistics are the sum of his official lines in the final games", async () => {
    const want = new Map<string, { g: number; a: number; pim: number; sog: number; sa: number; ga: number; w: number }>();
    for (const raw of whl) {
      const sheet = readOfficialSheet(raw);
      if (sheet.game.status !== 'final') continue;
      const add = (id: string, d: Partial<{ g: number; a: number; pim: number; sog: number; sa: number; ga: number; w: number }>) => {
        const row = want.get(id) ?? { g: 0, a: 0, pim: 0, sog: 0, sa: 0, ga: 0, w: 0 };
        for (const [k, v] of Object.entries(d)) row[k as keyof typeof row] += v ?? 0;
        want.set(id, row);
      };
      for (const l of sheet.skaterLines!) add(l.playerId, { g: l.goals, a: l.assists, pim: l.penaltyMinutes, sog: l.shots ?? 0 });
      for (const l of sheet.goalieLines!)
        add(l.playerId, {
          g: l.goals,
          a: l.assists,
          pim: l.penaltyMinutes,
          sa: l.shotsAgainst,
          ga: l.goalsAgainst,
          w: l.decision === 'W' ? 1 : 0,
        });
    }
    const rows = await t.handle.db
      .select({ ext: players.externalId, s: playerSeasonStats })
      .from(playerSeasonStats)
      .innerJoin(players, eq(players.id, playerSeasonStats.playerId))
      .where(eq(playerSeasonStats.seasonId, f.whlSeason));
    const got = new Map<string, { g: number; a: number; pim: number; sog: number; sa: number; ga: number; w: number }>();
    for (const { ext, s } of rows) {
      const row = got.get(ext!) ?? { g: 0, a: 0, pim: 0, sog: 0, sa: 0, ga: 0, w: 0 };
      row.g += s.goals;
      row.a += s.assists;
      row.pim += s.penaltyMinutes;
      row.sog += s.shots ?? 0;
      row.sa += s.shotsAgainst;
      row.ga += s.goalsAgainst;
      row.w += s.wins;
      got.set(ext!, row);
    }
    expect(got.size).toBeGreaterThan(100);
    for (const [id, row] of want) expect(got.get(id) ?? { g: 0, a: 0, pim: 0, sog: 0, sa: 0, ga: 0, w: 0 }, id).toEqual(row);
  });

  it('a game imported again with a changed sheet is updated in place', async () => {
    const sheet = readOfficialSheet(nhl[0]);
    const changed = { ...sheet, penalties: sheet.penalties.slice(1) };
    const res = await post([changed], nhlQuery());
    expect(json(res)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await boxOf(sheet)).penalties).toHaveLength(sheet.penalties.length - 1);
    expect(json(await post([nhl[0]], nhlQuery()))).toMatchObject({ updated: 1 });
  });

  it('a game the rules refuse is named with its reason and leaves nothing half-written', async () => {
    const sheet = readOfficialSheet(nhl[1]);
    const bad = { ...sheet, game: { ...sheet.game, externalId: 'broken-1', homeScore: sheet.game.homeScore + 3 } };
    const before = await counts();
    const res = await post([bad, nhl[1]], nhlQuery());
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ rejectedGames: 1, unchanged: 1 });
    expect(json(res).rejected[0]).toMatchObject({ game: 1, externalId: 'broken-1' });
    expect(json(res).errors[0].path).toMatch(/^games\.1\./);
    expect(await counts()).toEqual(before);
  });
});
