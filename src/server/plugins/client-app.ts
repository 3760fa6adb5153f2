import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { hasPrerenderedShell, isClientRoute, PRERENDERED_STATE_ID } from '#shared/client-routes';
import { isAdFreePath } from '#shared/domain/ad-boundary';
import { PageCache, type PageCacheOptions } from '../cache/page-cache';
import { pageKey, sendHtml } from '../pages/send-html';
import { getAdConfig } from '../repositories/ad-settings';
import { toPublicUser } from '../repositories/users';
import { inlineStylesheet, loadShellRenderer, withShell } from '../lib/app-shell';
import { readInProcess } from '../lib/read-in-process';
import { describePage } from '../pages/describe-page';
import { withHead } from '../pages/page-head';
import { pageAssembler, withTags } from '../pages/page-template';
import { isApiAnswer, PAGE_HEADERS } from './security';
import { newNonce, serializeCsp, strictPageDirectives, withScriptNonce } from '../lib/content-security-policy';
import { readManifest, routePreloader } from '../lib/route-preloads';
import { registerStaticAssets } from './static-assets';

declare module 'fastify' {
  interface FastifyReply {
    sendApp: (status?: number) => Promise<FastifyReply>;
  }
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hockey Directory</title></head>
<body><main><h1>Hockey Directory</h1><p>The web client is not built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every client
 * route (200) and for unknown non-API paths (404, the app shows its not-found view).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string; pageCache: PageCacheOptions }) => {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const preloads = routePreloader(readManifest(path.join(opts.clientDir, '.vite', 'manifest.json')));
  const renderShell = hasClient ? await loadShellRenderer(path.join(opts.clientDir, '..', 'ssr'), (url) => readInProcess(app, url)) : null;
  const shellIndexHtml = renderShell ? inlineStylesheet(indexHtml, opts.clientDir) : indexHtml;

  const assemble = pageAssembler(shellIndexHtml, PRERENDERED_STATE_ID);

  // The page's shell pre-rendered for this visitor, with the page's head tags when it has them; on
  // any failure the plain client app, which renders the same page itself (a database outage, say,
  // must not turn pages into errors). `shareable`: rendered whole, so other visitors may get the same HTML.
  async function pageHtml(request: FastifyRequest, pathname: string, head: string | null): Promise<{ html: string; shareable: boolean }> {
    const tags = preloads(pathname);
    const headed = (html: string) => (head === null ? html : withHead(html, head));
    if (!renderShell || !hasPrerenderedShell(pathname)) return { html: headed(withTags(indexHtml, tags)), shareable: true };
    try {
      const { leagueIds, teamIds } = request.access;
      const user = request.user ? { ...toPublicUser(request.user), leagueIds: [...leagueIds], teamIds: [...teamIds] } : null;
      const shell = await renderShell({ url: `http://localhost${request.url}`, user, adConfig: await getAdConfig(app.db) });
      const html =
        (head !== null && assemble(tags, head, shell)) || headed(withShell(withTags(shellIndexHtml, tags), shell, PRERENDERED_STATE_ID));
      return { html, shareable: shell.complete };
    } catch (err) {
      request.log.warn({ err }, 'app shell not pre-rendered');
    }
    return { html: headed(withTags(indexHtml, tags)), shareable: false };
  }

  const pages = opts.pageCache.maxMegabytes > 0 ? new PageCache(app.db, opts.pageCache) : null;

  async function renderPage(request: FastifyRequest, pathname: string, routeStatus: number) {
    // Record pages answer 404 for unknown ids, with the app's not-found view (issue #16).
    const page = await describePage(request, pathname);
    const status = routeStatus === 200 && page ? page.status : routeStatus;
    if (status === 200) return { status, ...(await pageHtml(request, pathname, page?.head ?? null)) };
    return { status, html: page ? withHead(indexHtml, page.head) : indexHtml, shareable: true };
  }

  app.decorateReply('sendApp', async function sendApp(this: FastifyReply, routeStatus = 200) {
    const { request } = this;
    const pathname = request.url.split('?')[0];
    // A page under /api (the sign-in page) started with the API's headers; every other page has these already.
    if (isApiAnswer(request.url)) this.headers(PAGE_HEADERS);
    // A signed-in visitor's page carries their name: rendered for them alone, never for a shared cache.
    this.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
    // No ad code on these pages (docs/decisions/0003), so they can afford a strict policy, with a nonce per answer.
    if (isAdFreePath(pathname)) {
      const nonce = newNonce();
      const { status, html } = await renderPage(request, pathname, routeStatus);
      this.header('content-security-policy', serializeCsp(strictPageDirectives(nonce)));
      return sendHtml(this, status, withScriptNonce(html, nonce), {});
    }
    const shared = pages && !request.user && request.method === 'GET' && hasPrerenderedShell(pathname);
    const version = shared ? await pages.version() : null;
    if (!pages || version === null) {
      const { status, html } = await renderPage(request, pathname, routeStatus);
      return sendHtml(this, status, html, {});
    }
    const key = pageKey(request.url);
    const hit = pages.get(key, version);
    this.header('x-cache', hit ? 'hit' : 'miss');
    if (hit) return sendHtml(this, hit.status, hit.html, hit.encoded, hit.etag);
    const { status, html, shareable } = await renderPage(request, pathname, routeStatus);
    if (!shareable) return sendHtml(this, status, html, {});
    const stored = pages.set(key, version, { status, html });
    return sendHtml(this, status, html, stored.encoded, stored.etag);
  });

  // Any write, whatever its URL, makes the next page check the data version.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') pages?.invalidate();
    done();
  });

  if (hasClient) {
    await registerStaticAssets(app, path.join(opts.clientDir, 'assets'));
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      // Brotli and gzip copies made by the build (scripts/precompress.mjs) are sent as they are,
      // with Vary: Accept-Encoding; the compress plugin leaves an encoded reply alone. The copies
      // get no routes of their own. Hashed assets are served from memory (static-assets.ts).
      preCompressed: true,
      globIgnore: ['index.html', '.vite/**', 'assets/**', '**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    return reply.sendApp(isClientRoute(pathname) ? 200 : 404);
  });
});
