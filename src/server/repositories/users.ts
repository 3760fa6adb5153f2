import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

export type UserRow = typeof users.$inferSelect;
export type PublicUser = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role'>;

export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
  role: u.role,
});

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    password: string;
    firstName?: string | null;
    lastName?: string | null;
    role?: 'admin' | 'user';
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? 'user',
    })
    .returning();
  return row;
}

/**
 * Creates the admin, or promotes an existing account and resets its password (`create-admin`,
 * ADMIN_EMAIL/ADMIN_PASSWORD at start). A reset ends every session of the account: whoever knew
 * the old password is signed out. The same password again (ADMIN_PASSWORD at each start) is no
 * reset and signs nobody out.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return createUser(db, { email, password, firstName: 'Site', lastName: 'Admin', role: 'admin' });
  const samePassword = await verifyPassword(password, existing.passwordHash);
  if (samePassword && existing.role === 'admin') return existing;
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning();
    if (!samePassword) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    return row;
  });
}
