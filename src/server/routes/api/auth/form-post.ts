import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { LoginErrorCode } from '#shared/auth/login-errors';
import { safeNext } from '#shared/auth/safe-next';

/**
 * The sign-in page's forms work without JavaScript (issue 28): the browser posts them as
 * application/x-www-form-urlencoded and shows whatever comes back, so every answer to such a post
 * is a page, never JSON. The app's own script posts JSON and gets JSON.
 */
export const isFormPost = (request: FastifyRequest): boolean =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export type AuthTab = 'signin' | 'register';

/** The `next` a form carried: from its body, or (before the body is read) from the sign-in page it was posted from. */
function nextOf(request: FastifyRequest): string | undefined {
  const body = request.body as { next?: unknown } | undefined;
  if (typeof body?.next === 'string') return body.next;
  try {
    const from = new URL(String(request.headers.referer));
    return from.host === request.host && from.pathname === '/api/login' ? (from.searchParams.get('next') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Post/redirect/get back to the sign-in page: it shows the message of a known error *code* (never
 * text from the request: issue #15) on the right tab, and keeps only a safe `next`.
 */
export function backToForm(request: FastifyRequest, reply: FastifyReply, code: LoginErrorCode, tab: AuthTab) {
  const qs = new URLSearchParams({ error: code, ...(tab === 'register' ? { tab } : {}), next: safeNext(nextOf(request)) });
  return reply.redirect(`/api/login?${qs}`, 303);
}

/**
 * A route error handler for the form posts: fields the browser's form sent empty or malformed, and
 * the rate limit, go back to the form with a message; anything else (and every JSON request) goes on
 * to the app's handler, which answers `{ message, errors }` as for any other route.
 */
export function formErrors(tab: AuthTab) {
  return function handleFormError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (!isFormPost(request)) throw err;
    if (hasZodFastifySchemaValidationErrors(err)) {
      return backToForm(request, reply, tab === 'register' ? 'register-incomplete' : 'sign-in-incomplete', tab);
    }
    if (err.statusCode === 429) return backToForm(request, reply, 'too-many-attempts', tab);
    throw err;
  };
}
