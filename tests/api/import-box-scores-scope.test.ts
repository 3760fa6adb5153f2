import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOfficialSheet } from '#server/import/read-official-sheet';
import { auditLog, boxScores, games, leagues, players, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { nhlGames } from '../helpers/official-corpus';
import { rolesWorld } from '../helpers/roles-world';

// Issue 40 item 1: an official-sheet import writes only inside the caller's league. Before, a manager of
// league A who uploaded the NHL's play-by-plays found the NHL's games by (source, externalId), moved them
// into his season and rewrote their box scores: 200 "updated": 3.
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
const nhl = nhlGames().slice(0, 3);
const f = { nhl: 0, nhlSeason: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  const db = t.handle.db;
  const [league] = await db
    .insert(leagues)
    .values({ name: 'National Hockey League', shortName: 'NHL', timeZone: 'America/New_York' })
    .returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' }).returning();
  Object.assign(f, { nhl: league.id, nhlSeason: season.id });
});

const post = (body: unknown, query: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/boxscores?${query}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie },
  });
const ownQuery = () => `leagueId=${w.a.league.id}&seasonId=${w.a.season.id}`;
/** Everything an import can change, as stored. */
async function snapshot() {
  const db = t.handle.db;
  const [g, tm, p, b] = await Promise.all([
    db.select().from(games).orderBy(games.id),
    db.select().from(teams).orderBy(teams.id),
    db.select().from(players).orderBy(players.id),
    db.select().from(boxScores).orderBy(boxScores.gameId),
  ]);
  return { g, tm, p, b };
}

describe('box-score import scope (issue 40)', () => {
  it("the admin's NHL import goes in; the same file from another league's manager is refused with 403 and writes nothing", async () => {
    const admin = await post(nhl, `leagueId=${f.nhl}&seasonId=${f.nhlSeason}`, t.admin);
    expect(admin.statusCode).toBe(200);
    expect(json(admin)).toMatchObject({ created: 3, rejectedCount: 0 });
    const before = await snapshot();

    const res = await post(nhl, ownQuery(), w.lm);
    expect(res.statusCode).toBe(403);
    const body = json(res);
    expect(body).toMatchObject({ created: 0, updated: 0, rejectedGames: 3 });
    expect(body.rejected.every((r: { status?: number }) => r.status === 403)).toBe(true);
    expect(body.rejected[0].message).toMatch(/under National Hockey League, not the league imported into; nothing written/);
    expect(await snapshot()).toEqual(before);
    const moved = await t.handle.db.select().from(games).where(eq(games.seasonId, w.a.season.id));
    expect(moved.every((g) => g.source === null)).toBe(true);
  });

  it("even an admin cannot move a league's games into another league by importing them there", async () => {
    const before = await snapshot();
    const res = await post([nhl[0]], ownQuery(), t.admin);
    expect(res.statusCode).toBe(403);
    expect(json(res).rejected[0]).toMatchObject({ path: 'game', status: 403 });
    expect(await snapshot()).toEqual(before);
  });

  it("a sheet with new team ids but another league's player ids is refused for a manager: no NHL player gets a line in his league", async () => {
    const sheet = readOfficialSheet(nhl[1]);
    const db = t.handle.db;
    // The tampered file as stored state: the NHL's teams and this game no longer answer to the sheet's ids.
    await db.delete(games).where(and(eq(games.source, sheet.source), eq(games.externalId, sheet.game.externalId)));
    const teamIds = sheet.teams.map((tm) => tm.externalId);
    await db
      .update(teams)
      .set({ externalId: null, source: null })
      .where(and(eq(teams.source, sheet.source), inArray(teams.externalId, teamIds)));
    const before = await snapshot();
    const res = await post([nhl[1]], ownQuery(), w.lm);
    expect(res.statusCode).toBe(403);
    expect(json(res).rejected[0]).toMatchObject({ path: 'players', status: 403 });
    expect(json(res).rejected[0].message).toMatch(/player\(s\) of the sheet play in a league you do not manage/);
    expect(await snapshot()).toEqual(before);
  });

  it('a manager importing his own sheets under his own source ids stores them in his league, and the audit names each game', async () => {
    const res = await post([nhl[2]], `${ownQuery()}&source=alpha-sheets`, w.lm);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ created: 1, rejectedCount: 0 });
    const [game] = await t.handle.db.select().from(games).where(eq(games.source, 'alpha-sheets'));
    expect(game.seasonId).toBe(w.a.season.id);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'box_score')));
    expect(audits.at(-1)!.after).toMatchObject({ created: 1, gameIds: [game.id] });
  });
});
