import type { FastifyReply } from 'fastify';
import type { CachedPage } from '../cache/page-cache';
import { COMPRESS_ABOVE, compress, GZIP_LEVEL, pickEncoding, type Effort } from '../cache/encoded-body';
import { splicedBody, splicedGzip } from '../cache/spliced-gzip';
import { NONCE_LENGTH } from '../lib/content-security-policy';

/** One cache entry per page: the path with its query sorted (`?b=1&a=2` and `?a=2&b=1` render alike). */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/**
 * Client routes are answered by the not-found handler, which @fastify/compress's per-route hook
 * never sees; pages are tens of kB, so they are compressed here. A page sent once (a signed-in
 * visitor's, one not stored) is compressed at the answer effort (docs/decisions/0032).
 */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  reply.code(status).header('content-type', 'text/html; charset=utf-8');
  const encoding = html.length >= COMPRESS_ABOVE ? pickEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'Accept-Encoding')
    .send(compress(html, encoding, 'answer'));
}

const GZIP = /\bgzip\b(?!\s*;\s*q=0(\.0+)?\b)/;

/** Whether the request's If-None-Match names this ETag (weak comparison, as @fastify/etag's). */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * A stored page with this response's nonce (docs/decisions/0033). gzip comes first: its body is the
 * page's compressed parts spliced around the nonce, microseconds, where brotli (which cannot be
 * spliced) would compress the whole page again; a client without gzip gets brotli made afresh. A
 * 304 leaves out the policy: the browser keeps the body it has, and the header whose nonce it names.
 * The ETag is the page's without nonces (its cache entry's), so a CDN or browser still revalidates.
 */
export function sendStoredPage(reply: FastifyReply, page: CachedPage, nonce: string, effort: Effort): FastifyReply {
  reply.header('etag', page.etag);
  if (matches(reply.request.headers['if-none-match'], page.etag)) {
    reply.removeHeader('content-security-policy');
    return reply.code(304).send('');
  }
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8');
  const accepted = reply.request.headers['accept-encoding'] ?? '';
  const encoding = GZIP.test(accepted) ? 'gzip' : pickEncoding(accepted);
  if (!encoding) return reply.send(page.parts.join(nonce));
  reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
  if (encoding === 'br') return reply.send(compress(page.parts.join(nonce), 'br', 'answer'));
  page.gzip ??= splicedGzip(page.parts, NONCE_LENGTH, GZIP_LEVEL[effort]);
  return reply.send(splicedBody(page.gzip, nonce));
}
