import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Lists stay JSON arrays (requirements §7) but are bounded: the total and the next page travel in headers.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { rows: T[]; total: number },
  q: { limit: number; offset: number },
): T[] {
  reply.header('x-total-count', String(page.total));
  const next = q.offset + page.rows.length;
  if (next < page.total) {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('offset', String(next));
    url.searchParams.set('limit', String(q.limit));
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.rows;
}
