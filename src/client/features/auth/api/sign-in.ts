import { safeNext } from '#shared/auth/safe-next';
import type { LoginBody, RegisterBody, User } from '#shared/schemas/auth';
import { sendJson } from '#client/lib/api';

export const signIn = (body: LoginBody) => sendJson<User>('POST', '/api/login', body);
export const register = (body: RegisterBody) => sendJson<User>('POST', '/api/register', body);

export type ApiFailure = { message: string; fields: Record<string, string> };

/** Splits a "<status>: <json>" error into a headline and per-field messages (400 bodies carry errors[]). */
export function parseApiFailure(err: unknown): ApiFailure {
  const raw = err instanceof Error ? err.message : String(err);
  const match = /^(\d{3}): (.*)$/s.exec(raw);
  if (!match) return { message: 'The server could not be reached. Check your connection and try again.', fields: {} };
  const status = Number(match[1]);
  try {
    const body = JSON.parse(match[2]) as { message?: string; errors?: { path: string; message: string }[] };
    const fields = Object.fromEntries((body.errors ?? []).map((e) => [e.path.replace(/^body\./, ''), e.message]));
    if (status === 429) return { message: 'Too many attempts. Wait a minute and try again.', fields };
    return { message: body.message ?? match[2], fields };
  } catch {
    return { message: status === 429 ? 'Too many attempts. Wait a minute and try again.' : match[2], fields: {} };
  }
}

/**
 * Where to go after signing in: ?next= or the page the visitor came from, through the shared
 * safeNext (same-origin paths only: an open redirect would be a phishing aid), never back to the
 * sign-in page itself.
 */
export function nextPath(search: URLSearchParams, referrer: string, origin: string): string {
  const fromQuery = safeNext(search.get('next'), origin);
  if (fromQuery !== '/') return fromQuery;
  try {
    const ref = new URL(referrer);
    if (ref.origin === origin) return safeNext(ref.pathname + ref.search + ref.hash, origin);
  } catch {
    // no or unparsable referrer: fall through to the home page
  }
  return '/';
}
