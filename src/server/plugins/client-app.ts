import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '#shared/routes/match-route';
import type { AdConfig } from '#shared/schemas/ad';
import { PageCache, type PageCacheOptions } from '../cache/page-cache';
import { inlineStylesheet, loadShellRenderer } from '../lib/app-shell';
import { readManifest, routePreloader } from '../lib/route-preloads';
import { pagePipeline } from '../pages/page-pipeline';
import { PageReads } from '../pages/page-reads';
import { pageRenderer } from '../pages/page-render';
import { registerStaticAssets } from './static-assets';

declare module 'fastify' {
  interface FastifyReply {
    sendApp: (status?: number) => Promise<FastifyReply>;
  }
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hockey Directory</title></head>
<body><main><h1>Hockey Directory</h1><p>The web client is not built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built React app: hashed assets cached for a year, and every page through the page
 * pipeline (pages/page-pipeline.ts): the app's routes with 200, unknown non-API paths with 404 (the
 * app shows its not-found view).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string; pageCache: PageCacheOptions }) => {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const preloads = routePreloader(readManifest(path.join(opts.clientDir, '.vite', 'manifest.json')));
  const reads = new PageReads(app);
  const shellRenderer = hasClient ? await loadShellRenderer(path.join(opts.clientDir, '..', 'ssr'), reads.fetch) : null;
  const renderShell = shellRenderer?.render ?? null;
  const shellIndexHtml = renderShell ? inlineStylesheet(indexHtml, opts.clientDir) : indexHtml;
  const pages = opts.pageCache.maxMegabytes > 0 ? new PageCache(app.db, opts.pageCache) : null;
  const pipeline = pagePipeline({
    pages,
    reads,
    renderer: pageRenderer({
      indexHtml,
      shellIndexHtml,
      renderShell,
      brandBar: shellRenderer?.brandBar ?? null,
      preloads,
      adConfig: () => reads.json<AdConfig>('/api/ad-config'),
    }),
  });

  app.decorateReply('sendApp', function sendApp(this: FastifyReply, routeStatus = 200) {
    return pipeline.send(this, routeStatus);
  });

  // A live event or game change on any instance (issue 27) too: a fan's reload shows it at once.
  const unsubscribe = app.liveBus.subscribe(() => pages?.invalidate());
  app.addHook('onClose', async () => unsubscribe());
  // Any write, whatever its URL, makes the next page check the data version.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      pages?.invalidate();
      reads.invalidate();
    }
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
