import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameCodes, scoreSessions } from '../../db/schema';
import { issuerEntitled } from './game-code-issuer';
import { recordAudit, type Actor } from '../admin/audit';

// No 0/O, 1/I/L: a code is read off a phone and typed at the rink. 31^8 ≈ 8.5e11 codes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** What a person may type: any case, with or without the dash or spaces. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const display = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

type CodeRow = { id: number; gameId: number; expiresAt: string; revokedAt: string | null; createdAt: string };
// Stored as timestamptz in text mode: answered as ISO instants like every other time of the API.
const iso = (v: string) => new Date(v).toISOString();
const toCode = (r: CodeRow) => ({
  ...r,
  expiresAt: iso(r.expiresAt),
  createdAt: iso(r.createdAt),
  revokedAt: r.revokedAt && iso(r.revokedAt),
});

const codeColumns = {
  id: gameCodes.id,
  gameId: gameCodes.gameId,
  expiresAt: gameCodes.expiresAt,
  revokedAt: gameCodes.revokedAt,
  createdAt: gameCodes.createdAt,
};

/** Makes a code; the plain code is returned once and only its hash is stored. */
export async function createGameCode(db: Db, gameId: number, expiresAt: Date, actor: Actor) {
  const code = newCode();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gameCodes)
      .values({ gameId, codeHash: digest(code), expiresAt: expiresAt.toISOString(), createdBy: actor?.id ?? null })
      .returning(codeColumns);
    await recordAudit(tx, { actor, action: 'create', entity: 'game-code', entityId: row.id, after: row });
    return { ...toCode(row), inUse: false, code: display(code) };
  });
}

export async function listGameCodes(db: Db, gameId: number) {
  // Spelt out: inside a select list drizzle leaves columns unqualified, and both tables have an id.
  const inUse = sql<boolean>`exists (select 1 from score_sessions ss where ss.code_id = game_codes.id and ss.expires_at > now())`;
  const rows = await db
    .select({ ...codeColumns, inUse })
    .from(gameCodes)
    .where(eq(gameCodes.gameId, gameId))
    .orderBy(desc(gameCodes.id));
  return rows.map((r) => ({ ...toCode(r), inUse: r.inUse }));
}

/** Revokes the code and ends every session made with it. False: no such code on this game. */
export async function revokeGameCode(db: Db, gameId: number, codeId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(gameCodes)
      .set({ revokedAt: sql`coalesce(${gameCodes.revokedAt}, now())` })
      .where(and(eq(gameCodes.id, codeId), eq(gameCodes.gameId, gameId)))
      .returning(codeColumns);
    if (!row) return false;
    await tx.delete(scoreSessions).where(eq(scoreSessions.codeId, codeId));
    await recordAudit(tx, { actor, action: 'revoke', entity: 'game-code', entityId: codeId, after: row });
    return true;
  });
}

const liveCode = (now: Date) => and(isNull(gameCodes.revokedAt), gt(gameCodes.expiresAt, now.toISOString()), issuerEntitled);

/**
 * A scorekeeper session for a valid code, until the code expires; null for an unknown, expired or revoked
 * code. A code is bound to the first device that enters it (issue 39 item 1): another device is refused
 * (`inUse`) until the league manager releases it; the same device (its cookie) gets its session back.
 */
export async function redeemGameCode(db: Db, code: string, currentToken?: string) {
  const normal = normaliseCode(code);
  if (normal.length !== CODE_LENGTH) return null;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: gameCodes.id, gameId: gameCodes.gameId, expiresAt: gameCodes.expiresAt })
      .from(gameCodes)
      .where(and(eq(gameCodes.codeHash, digest(normal)), liveCode(now)))
      .for('update');
    if (!found) return null;
    const held = await tx
      .select({ id: scoreSessions.id })
      .from(scoreSessions)
      .where(and(eq(scoreSessions.codeId, found.id), gt(scoreSessions.expiresAt, now)));
    const expiresAt = new Date(found.expiresAt);
    const base = { gameId: found.gameId, codeId: found.id, expiresAt };
    if (currentToken && held.some((h) => h.id === digest(currentToken))) return { ...base, token: currentToken, inUse: false };
    if (held.length) return { ...base, token: null, inUse: true };
    const token = randomBytes(32).toString('base64url');
    await tx.insert(scoreSessions).values({ id: digest(token), codeId: found.id, expiresAt });
    return { ...base, token, inUse: false };
  });
}

/** Frees a code for another device: its sessions end (the code itself keeps working). False: no such code. */
export async function releaseGameCode(db: Db, gameId: number, codeId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(codeColumns)
      .from(gameCodes)
      .where(and(eq(gameCodes.id, codeId), eq(gameCodes.gameId, gameId)));
    if (!row) return false;
    await tx.delete(scoreSessions).where(eq(scoreSessions.codeId, codeId));
    await recordAudit(tx, { actor, action: 'release', entity: 'game-code', entityId: codeId, after: row });
    return true;
  });
}

export type ScoreSession = { gameId: number; codeId: number; expiresAt: string };

/** The scorekeeper behind a cookie, while both the session and its code are live. */
export async function findScoreSession(db: Db, token: string): Promise<ScoreSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .select({ gameId: gameCodes.gameId, codeId: gameCodes.id, expiresAt: gameCodes.expiresAt })
    .from(scoreSessions)
    .innerJoin(gameCodes, eq(gameCodes.id, scoreSessions.codeId))
    .where(and(eq(scoreSessions.id, digest(token)), gt(scoreSessions.expiresAt, now), liveCode(now)));
  return row ?? null;
}

export async function endScoreSession(db: Db, token: string): Promise<void> {
  await db.delete(scoreSessions).where(eq(scoreSessions.id, digest(token)));
}
