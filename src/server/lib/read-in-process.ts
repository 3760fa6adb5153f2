import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([204, 304]);

/** One answer of the API, kept as bytes so it can be handed out more than once (a Response body reads once). */
export interface InProcessAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array | null;
}

/**
 * A public API read answered inside this process, for the page pipeline and its renderer: the same
 * route, validation and read cache as a browser's request, without a socket. Anonymous on purpose
 * (no cookie): a page's data is public, only its header knows who is signed in.
 */
export async function readInProcess(app: FastifyInstance, url: string): Promise<InProcessAnswer> {
  const res = await app.inject({ method: 'GET', url });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return { status: res.statusCode, headers, body: NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload) };
}

/** The answer as a fetch Response (its body a copy, so one answer makes any number of them). */
export const toResponse = (answer: InProcessAnswer): Response =>
  new Response(answer.body && answer.body.slice(), { status: answer.status, headers: answer.headers });

/** An in-process API read that answered with an error (neither 200 nor 404). */
export class ReadFailed extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = new.target.name;
  }
}

/**
 * The read answered 503: the database did not answer in time (the request timeout) or at all. That
 * read's own request has already logged why (plugins/error-handler.ts), so its caller need not again.
 */
export class ReadUnavailable extends ReadFailed {}

/** The error for a read that answered `status`. */
export const readFailure = (url: string, status: number): ReadFailed =>
  status === 503 ? new ReadUnavailable(url, status) : new ReadFailed(url, status);
