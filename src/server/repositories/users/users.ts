import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';

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

type NewUser = {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: 'admin' | 'user';
};

const userValues = async (input: NewUser) => ({
  email: input.email.trim().toLowerCase(),
  passwordHash: await hashPassword(input.password),
  firstName: input.firstName ?? null,
  lastName: input.lastName ?? null,
  role: input.role ?? 'user',
});

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values(await userValues(input))
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
  let existing = await findUserByEmail(db, email);
  if (!existing) {
    // Instances started together all find no account (issue 29 item 4): one insert wins, the others
    // go on with the row it made instead of failing on the unique e-mail.
    const [created] = await db
      .insert(users)
      .values(await userValues({ email, password, firstName: 'Site', lastName: 'Admin', role: 'admin' }))
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return created;
    existing = await findUserByEmail(db, email);
    if (!existing) throw new Error(`The account ${email} was created and removed again while being made an admin`);
  }
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
