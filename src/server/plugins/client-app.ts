import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { hasPrerenderedShell, isClientRoute, PRERENDERED_STATE_ID } from '../../shared/client-routes';
import { COMPRESS_ABOVE, encodedBody, pickEncoding } from '../cache/encoded-body';
import { getAdConfig } from '../repositories/ad-settings';
import { toPublicUser } from '../repositories/users';
import { inlineStylesheet, loadShellRenderer, withShell } from '../lib/app-shell';
import { readManifest, routePreloader } from '../lib/route-preloads';

declare module 'fastify' {
  interface FastifyReply { sendApp: (status?: number) => Promise<FastifyReply> }
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hockey Directory</title></head>
<body><main><h1>Hockey Directory</h1><p>The web client is not built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every client
 * route (200) and for unknown non-API paths (404, the app shows its not-found view).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const preloads = routePreloader(readManifest(path.join(opts.clientDir, '.vite', 'manifest.json')));
  const renderShell = hasClient ? await loadShellRenderer(path.join(opts.clientDir, '..', 'ssr')) : null;
  const shellIndexHtml = renderShell ? inlineStylesheet(indexHtml, opts.clientDir) : indexHtml;

  const withTags = (html: string, tags: string) => (tags ? html.replace('</head>', `${tags}</head>`) : html);

  // The page's shell pre-rendered for this visitor; on any failure the plain client app, which
  // renders the same page itself (a database outage, say, must not turn pages into errors).
  async function pageHtml(request: FastifyRequest, pathname: string): Promise<string> {
    const tags = preloads(pathname);
    if (!renderShell || !hasPrerenderedShell(pathname)) return withTags(indexHtml, tags);
    try {
      const user = request.user ? toPublicUser(request.user) : null;
      const shell = await renderShell({ url: `http://localhost${request.url}`, user, adConfig: await getAdConfig(app.db) });
      return withShell(withTags(shellIndexHtml, tags), shell, PRERENDERED_STATE_ID);
    } catch (err) {
      request.log.warn({ err }, 'app shell not pre-rendered');
    }
    return withTags(indexHtml, tags);
  }

  app.decorateReply('sendApp', async function sendApp(this: FastifyReply, status = 200) {
    const html = status === 200 ? await pageHtml(this.request, this.request.url.split('?')[0]) : indexHtml;
    // A signed-in visitor's page carries their name: never for a shared cache.
    this.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', this.request.user ? 'private, no-cache' : 'no-cache');
    // Client routes are answered by the not-found handler, which @fastify/compress's per-route hook
    // never sees; pre-rendered pages are tens of kB, so they are compressed here.
    const encoding = html.length >= COMPRESS_ABOVE ? pickEncoding(this.request.headers['accept-encoding']) : null;
    if (!encoding) return this.send(html);
    return this.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(encodedBody({}, html, encoding));
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', '.vite/**'],
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
