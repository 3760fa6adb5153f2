import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([204, 304]);

/**
 * A public API read answered inside this process, as a fetch Response, for the page renderer: the
 * same route, validation and read cache as a browser's request, without a socket. Anonymous on
 * purpose (no cookie): a page's data is public, only its header knows who is signed in.
 */
export async function readInProcess(app: FastifyInstance, url: string): Promise<Response> {
  const res = await app.inject({ method: 'GET', url });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}
