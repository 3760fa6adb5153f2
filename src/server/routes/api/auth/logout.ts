import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '#server/plugins/auth';
import { deleteSession } from '#server/repositories/users/sessions';

const tags = ['auth'];

// Plain HTML without script or style, so it stands under any content security policy.
const CONFIRM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Log out? - Hockey Directory</title></head>
<body><main><h1>Log out of Hockey Directory?</h1>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<p><a href="/">Stay signed in and go to the home page</a></p></main></body></html>`;

/**
 * Whether a GET is the visitor's own top-level navigation to this address: a link on our pages,
 * the address bar or a bookmark, never an <img>, a fetch or another site's link. Browsers without
 * fetch metadata count only when they ask for a document with a Referer from our own origin.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  const mode = request.headers['sec-fetch-mode'];
  const site = request.headers['sec-fetch-site'];
  if (dest !== undefined || mode !== undefined || site !== undefined) {
    return dest === 'document' && mode === 'navigate' && (site === 'same-origin' || site === 'none');
  }
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  try {
    return new URL(String(request.headers.referer)).host === request.host;
  } catch {
    return false;
  }
}

/**
 * requirements §7: /api/logout signs out as a navigation. POST always does; GET does only as the
 * visitor's own navigation, and otherwise answers a page asking to confirm with a POST: an image
 * whose URL is /api/logout must not sign out everyone who views it (issue #15).
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  };

  app.post('/logout', { schema: { tags } }, logout);

  app.get('/logout', { schema: { tags } }, async (request, reply) => {
    if (!request.cookies[SESSION_COOKIE] || isOwnNavigation(request)) return logout(request, reply);
    return reply.header('content-type', 'text/html; charset=utf-8').send(CONFIRM_PAGE);
  });
};
