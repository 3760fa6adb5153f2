import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '#server/lib/http-errors';
import type { PlayerCursor } from '#server/repositories/directory/players';

/** Opaque to clients: base64url of the last row's sort key [sortName, id] (folded "last first"). */
export const encodeCursor = (row: PlayerCursor): string => Buffer.from(JSON.stringify([row.sortName, row.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): PlayerCursor | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && Number.isInteger(v[1]) && v[1] > 0) {
      return { sortName: v[0], id: v[1] };
    }
  } catch {
    /* falls through to the 400 below */
  }
  throw badRequest("Invalid cursor: pass the value from the previous page's Link header", 'cursor');
}

/**
 * X-Total-Count plus a keyset `Link: rel="next"` (also in X-Next-Cursor): following it costs the
 * same at page 1 and page 1,000, unlike a deep offset.
 */
export function sendKeysetPage<T extends PlayerCursor>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { rows: T[]; total: number; hasMore: boolean },
): T[] {
  reply.header('x-total-count', String(page.total));
  const last = page.rows.at(-1);
  if (page.hasMore && last) {
    const next = encodeCursor(last);
    const url = new URL(request.url, 'http://x');
    url.searchParams.delete('offset');
    url.searchParams.set('cursor', next);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
    reply.header('x-next-cursor', next);
  }
  return page.rows;
}
