import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { auditLog, facilities, games, leagues, players, seasons, standingAdjustments, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { deleteWorld } from '../helpers/delete-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof deleteWorld>>;

const del = (url: string, cookie: string | null = t.admin) => t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });
const refs = (url: string, cookie: string | null = t.admin) =>
  t.app.inject({ url: `${url}/references`, headers: cookie ? { cookie } : {} });
const auditCount = async () => (await t.handle.db.select({ n: count() }).from(auditLog))[0].n;
const lastAudit = async () => (await t.handle.db.select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

beforeAll(async () => {
  t = await buildTestApp();
  w = await deleteWorld(t);
});

describe('deletes that other rows reference (issue 18 item 3)', () => {
  it('answers what references a record, in words and machine-readable, without deleting anything', async () => {
    const res = await refs(`/api/leagues/${w.liiga.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      message: 'League Liiga has 2 seasons and 2 teams',
      entity: 'league',
      id: w.liiga.id,
      name: 'Liiga',
      cascadable: true,
      references: [
        { table: 'seasons', column: 'league_id', label: '2 seasons', count: 2, effect: 'delete', note: expect.stringContaining('deleted') },
        { table: 'teams', column: 'league_id', label: '2 teams', count: 2, effect: 'clear', note: 'kept, without a league' },
      ],
    });
    expect((await refs('/api/leagues/999999')).statusCode).toBe(404);
  });

  it.each([
    ['league', () => `/api/leagues/${w.liiga.id}`, 'League Liiga has 2 seasons and 2 teams', true],
    ['season', () => `/api/seasons/${w.s24.id}`, 'Season 2024-25 Regular Season has 2 games and 1 standings adjustment', true],
    ['team', () => `/api/teams/${w.loner.id}`, 'Team Kiekko-Vantaa has 2 players and 1 standings adjustment', true],
    ['team with games', () => `/api/teams/${w.tappara.id}`, 'Team Tappara has 2 games and 1 player; a game needs both its teams', false],
    ['facility', () => `/api/facilities/${w.arena.id}`, 'Facility Nokia Arena is used by 2 teams and 2 games', true],
    [
      'country',
      () => `/api/countries/${w.fin.id}`,
      'Country Finland is used by 1 league, 3 teams, 2 players and 1 facility; every facility',
      false,
    ],
  ])('refuses to delete a referenced %s with 409 and the counts; nothing changes', async (_, url, message, cascadable) => {
    const before = await auditCount();
    const res = await del(url());
    expect(res.statusCode).toBe(409);
    expect(json(res).message.startsWith(message)).toBe(true);
    expect(json(res)).toMatchObject({
      cascadable,
      references: expect.arrayContaining([expect.objectContaining({ count: expect.any(Number) })]),
    });
    expect((await t.app.inject({ url: url() })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
    if (!cascadable) expect((await del(`${url()}?cascade=true`)).statusCode).toBe(409);
  });

  it('cascades a facility: teams and games keep existing without it, in one audit entry holding their ids', async () => {
    const before = await auditCount();
    expect((await del(`/api/facilities/${w.arena.id}?cascade=true`)).statusCode).toBe(204);
    expect(await auditCount()).toBe(before + 1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'delete', entity: 'facility', entityId: String(w.arena.id), before: { name: 'Nokia Arena' } });
    expect(entry.after).toEqual({
      dependants: {
        removed: [],
        cleared: [
          { table: 'teams', column: 'homeVenueId', value: w.arena.id, ids: expect.arrayContaining([w.tappara.id, w.ilves.id]) },
          { table: 'games', column: 'venueId', value: w.arena.id, ids: expect.arrayContaining([w.g1.id, w.g2.id]) },
        ],
      },
    });
    const left = await t.handle.db
      .select()
      .from(teams)
      .where(inArray(teams.id, [w.tappara.id, w.ilves.id]));
    expect(left.map((r) => r.homeVenueId)).toEqual([null, null]);
    expect((await t.handle.db.select().from(games).where(eq(games.venueId, w.arena.id))).length).toBe(0);
  });

  it('cascades a team without games: its players become free agents, its adjustments go', async () => {
    expect((await del(`/api/teams/${w.loner.id}?cascade=true`)).statusCode).toBe(204);
    const ps = await t.handle.db.select().from(players).where(eq(players.id, w.swede.id));
    expect(ps[0].currentTeamId).toBeNull();
    expect(await t.handle.db.select().from(standingAdjustments).where(eq(standingAdjustments.id, w.adjLoner.id))).toEqual([]);
    expect((await lastAudit()).after).toMatchObject({
      dependants: { removed: [{ table: 'standing_adjustments', rows: [{ id: w.adjLoner.id, points: 1 }] }] },
    });
  });

  it('cascades a league: seasons (with their adjustments) go, teams and games stay without league and season', async () => {
    expect((await del(`/api/leagues/${w.liiga.id}?cascade=true`)).statusCode).toBe(204);
    expect(await t.handle.db.select().from(leagues).where(eq(leagues.id, w.liiga.id))).toEqual([]);
    expect(await t.handle.db.select().from(seasons).where(eq(seasons.leagueId, w.liiga.id))).toEqual([]);
    const [tappara] = await t.handle.db.select().from(teams).where(eq(teams.id, w.tappara.id));
    expect(tappara.leagueId).toBeNull();
    const gs = await t.handle.db
      .select()
      .from(games)
      .where(inArray(games.id, [w.g1.id, w.g2.id]));
    expect(gs.map((g) => g.seasonId)).toEqual([null, null]);
    const { after } = await lastAudit();
    const removed = (after as { dependants: { removed: { table: string; rows: { id: number }[] }[] } }).dependants.removed;
    expect(removed.map((r) => [r.table, r.rows.map((x) => x.id).sort()])).toEqual([
      ['standing_adjustments', [w.adj.id]],
      ['seasons', [w.s24.id, w.s23.id].sort()],
    ]);
  });

  it('deletes an unreferenced record at once, and a DELETE with content-type json and no body still works', async () => {
    const [rink] = await t.handle.db
      .insert(facilities)
      .values({ name: 'Empty Rink', city: 'Oulu', countryId: w.fin.id, facilityType: 'rink', surfaceType: 'ice' })
      .returning();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/facilities/${rink.id}`,
      headers: { cookie: t.admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'facility', after: null, before: { name: 'Empty Rink' } });
  });

  it('answers 401 signed out and 403 for a plain user, and changes nothing', async () => {
    for (const url of [`/api/countries/${w.swe.id}`, `/api/players/${w.p1.id}`, `/api/seasons/${w.s24.id}`]) {
      expect((await del(`${url}?cascade=true`, null)).statusCode).toBe(401);
      expect((await del(`${url}?cascade=true`, t.user)).statusCode).toBe(403);
      expect((await refs(url, null)).statusCode).toBe(401);
      expect((await refs(url, t.user)).statusCode).toBe(403);
    }
    expect((await del('/api/leagues/1?cascade=maybe')).statusCode).toBe(400);
  });
});
