import type { FastifyReply } from 'fastify';
import { COMPRESS_ABOVE, encodedBody, pickEncoding, type EncodedBodies, type Effort } from '../cache/encoded-body';

/** One cache entry per page: the path with its query sorted (`?b=1&a=2` and `?a=2&b=1` render alike). */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/**
 * Client routes are answered by the not-found handler, which @fastify/compress's per-route hook
 * never sees; pages are tens of kB, so they are compressed here, once per cached entry (`effort`:
 * 'answer' for an answer sent once, docs/decisions/0032). A cached
 * page brings its ETag: left to @fastify/etag, every hit hashed the 19 kB it sent (13 % of a hit's CPU).
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  encoded: EncodedBodies,
  etag?: string,
  effort: Effort = 'page',
): FastifyReply {
  reply.code(status).header('content-type', 'text/html; charset=utf-8');
  if (etag) reply.header('etag', etag);
  const encoding = html.length >= COMPRESS_ABOVE ? pickEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'Accept-Encoding')
    .send(encodedBody(encoded, html, encoding, effort));
}
