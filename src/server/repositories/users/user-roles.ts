import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagues, teams, userRoles, users } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';

export type Grants = { leagueIds: number[]; teamIds: number[] };

/** The scoped roles of one account, read at every signed-in request (one indexed query). */
export async function loadGrants(db: Db, userId: number): Promise<Grants> {
  const rows = await db
    .select({ leagueId: userRoles.leagueId, teamId: userRoles.teamId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return {
    leagueIds: rows.flatMap((r) => (r.leagueId === null ? [] : [r.leagueId])),
    teamIds: rows.flatMap((r) => (r.teamId === null ? [] : [r.teamId])),
  };
}

const grantColumns = {
  id: userRoles.id,
  userId: userRoles.userId,
  role: userRoles.role,
  leagueId: userRoles.leagueId,
  teamId: userRoles.teamId,
  leagueName: leagues.name,
  teamName: teams.name,
  createdAt: userRoles.createdAt,
};

const userColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role };

async function grantsOf(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select(grantColumns)
    .from(userRoles)
    .leftJoin(leagues, eq(leagues.id, userRoles.leagueId))
    .leftJoin(teams, eq(teams.id, userRoles.teamId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(userRoles.id));
}

/** Users with their grants for the admin's Users tab, newest accounts last; `search` matches name or e-mail. */
export async function listUsers(db: Db, q: { search?: string; limit: number; offset: number }) {
  const pattern = q.search ? `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select(userColumns).from(users).where(where).orderBy(asc(users.email)).limit(q.limit).offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const grants = await grantsOf(
    db,
    rows.map((r) => r.id),
  );
  return { total, rows: rows.map((u) => ({ ...u, grants: grants.filter((g) => g.userId === u.id) })) };
}

export async function getUserWithGrants(db: Db, id: number) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user ? { ...user, grants: await grantsOf(db, [id]) } : null;
}

type GrantInput = { role: 'league_manager'; leagueId: number } | { role: 'team_manager'; teamId: number };

export async function grantRole(db: Db, userId: number, input: GrantInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw NotFound.record('User');
    const scope = input.role === 'league_manager' ? { leagueId: input.leagueId, teamId: null } : { leagueId: null, teamId: input.teamId };
    const table = input.role === 'league_manager' ? leagues : teams;
    const [target] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, scope.leagueId ?? scope.teamId!));
    if (!target) throw NotFound.record(input.role === 'league_manager' ? 'League' : 'Team');
    const [row] = await tx
      .insert(userRoles)
      .values({ userId, role: input.role, ...scope, grantedBy: actor?.id ?? null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict('The user already holds this role');
    await recordAudit(tx, { actor, action: 'grant', entity: 'user', entityId: userId, after: row });
    return row;
  });
}

export async function revokeRole(db: Db, userId: number, grantId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.id, grantId), eq(userRoles.userId, userId)))
      .returning();
    if (!row) return false;
    await recordAudit(tx, { actor, action: 'revoke', entity: 'user', entityId: userId, before: row });
    return true;
  });
}
