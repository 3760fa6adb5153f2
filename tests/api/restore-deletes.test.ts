import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, games, leagues, players, seasons, standingAdjustments, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { deleteWorld } from '../helpers/delete-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof deleteWorld>>;

const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } });
const restore = (auditId: number, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/audit/${auditId}/restore`, headers: cookie ? { cookie } : {} });
const deleteEntry = async (entity: string, id: number) =>
  (
    await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).at(-1)!;
const standings = async (seasonId: number) => json(await t.app.inject({ url: `/api/standings/${seasonId}` }));

beforeAll(async () => {
  t = await buildTestApp();
  w = await deleteWorld(t);
});

describe('restore a deleted record from the audit log (issue 18 item 3)', () => {
  it('brings a cascaded league back with its ids, its seasons and adjustments, its teams and its standings', async () => {
    const table = await standings(w.s24.id);
    expect(table.map((r: { team: { name: string }; points: number }) => [r.team.name, r.points])).toEqual([
      ['Tappara', 2],
      ['Ilves', 0],
    ]);
    expect((await del(`/api/leagues/${w.liiga.id}?cascade=true`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/standings/${w.s24.id}` })).statusCode).toBe(404);
    const entry = await deleteEntry('league', w.liiga.id);

    const res = await restore(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      entity: 'league',
      id: w.liiga.id,
      name: 'Liiga',
      skipped: 0,
      restored: expect.arrayContaining([
        { table: 'seasons', count: 2, effect: 'inserted' },
        { table: 'standing_adjustments', count: 2, effect: 'inserted' },
        { table: 'teams', count: 2, effect: 'relinked' },
        { table: 'games', count: 2, effect: 'relinked' },
      ]),
    });
    const db = t.handle.db;
    expect((await db.select().from(leagues).where(eq(leagues.id, w.liiga.id)))[0]).toMatchObject({ name: 'Liiga', countryId: w.fin.id });
    expect((await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.leagueId, w.liiga.id))).map((s) => s.id).sort()).toEqual(
      [w.s24.id, w.s23.id].sort(),
    );
    expect((await db.select().from(teams).where(eq(teams.leagueId, w.liiga.id))).map((r) => r.id).sort()).toEqual(
      [w.tappara.id, w.ilves.id].sort(),
    );
    expect((await db.select().from(games).where(eq(games.seasonId, w.s24.id))).length).toBe(2);
    expect((await db.select().from(standingAdjustments).where(eq(standingAdjustments.id, w.adj.id)))[0]).toMatchObject({ points: -2 });
    expect(await standings(w.s24.id)).toEqual(table);

    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, 'restore'));
    expect(logged).toMatchObject({
      entity: 'league',
      entityId: String(w.liiga.id),
      before: { restoredFrom: entry.id },
      after: { name: 'Liiga' },
    });
    expect(json(await restore(entry.id))).toEqual({ message: 'This delete was already restored' });
    expect((await restore(entry.id)).statusCode).toBe(409);
  });

  it('keeps sequences past restored ids: the next new league gets a fresh id', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/leagues', headers: { cookie: t.admin }, payload: { name: 'Mestis' } });
    expect(made.statusCode).toBe(201);
    expect(json(made).id).toBeGreaterThan(w.liiga.id);
  });

  it('refuses with 409 when the name is taken again, and restores nothing', async () => {
    expect((await del(`/api/leagues/${w.liiga.id}?cascade=true`)).statusCode).toBe(204);
    const entry = await deleteEntry('league', w.liiga.id);
    const twin = await t.app.inject({ method: 'POST', url: '/api/leagues', headers: { cookie: t.admin }, payload: { name: 'Liiga' } });
    expect(twin.statusCode).toBe(201);
    const res = await restore(entry.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A league with this name already exists');
    expect(
      await t.handle.db
        .select()
        .from(seasons)
        .where(inArray(seasons.id, [w.s24.id, w.s23.id])),
    ).toEqual([]);
    // Rename the newcomer and the restore goes through.
    await t.handle.db
      .update(leagues)
      .set({ name: 'Liiga II' })
      .where(eq(leagues.id, json(twin).id));
    expect((await restore(entry.id)).statusCode).toBe(200);
  });

  it('leaves references someone changed since the delete alone and says how many', async () => {
    expect((await del(`/api/teams/${w.loner.id}?cascade=true`)).statusCode).toBe(204);
    const entry = await deleteEntry('team', w.loner.id);
    await t.handle.db.update(players).set({ currentTeamId: w.tappara.id }).where(eq(players.id, w.swede.id));
    const res = await restore(entry.id);
    expect(json(res)).toMatchObject({ id: w.loner.id, skipped: 1 });
    const ps = await t.handle.db.select().from(players).where(eq(players.currentTeamId, w.loner.id));
    expect(ps.map((p) => p.lastName)).toEqual(['Ankka']);
    expect((await t.handle.db.select().from(standingAdjustments).where(eq(standingAdjustments.id, w.adjLoner.id))).length).toBe(1);
  });

  it('answers 410 after 30 days, 404 for an unknown entry, 409 for an entry that is not a delete', async () => {
    const [rink] = json(await t.app.inject({ url: '/api/facilities?search=Nokia' }));
    expect((await del(`/api/facilities/${rink.id}?cascade=true`)).statusCode).toBe(204);
    const entry = await deleteEntry('facility', rink.id);
    await t.handle.db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(auditLog.id, entry.id));
    expect((await restore(entry.id)).statusCode).toBe(410);
    expect((await restore(99999999)).statusCode).toBe(404);
    const [created] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'create')).limit(1);
    if (created) expect((await restore(created.id)).statusCode).toBe(409);
    const [update] = await t.handle.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'restore')).limit(1);
    expect((await restore(update.id)).statusCode).toBe(409);
  });

  it('restores a plain delete (a player) and answers 401/403 to non-admins', async () => {
    expect((await del(`/api/players/${w.p1.id}`)).statusCode).toBe(204);
    const entry = await deleteEntry('player', w.p1.id);
    expect((await restore(entry.id, null)).statusCode).toBe(401);
    expect((await restore(entry.id, t.user)).statusCode).toBe(403);
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect(json(await t.app.inject({ url: `/api/players/${w.p1.id}` }))).toMatchObject({ firstName: 'Aku', lastName: 'Ankka' });
  });
});
