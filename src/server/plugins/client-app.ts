import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '../../shared/client-routes';
import { readManifest, routePreloader } from '../lib/route-preloads';

declare module 'fastify' {
  interface FastifyReply { sendApp: (status?: number) => FastifyReply }
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

  app.decorateReply('sendApp', function sendApp(this: FastifyReply, status = 200) {
    const tags = status === 200 ? preloads(this.request.url.split('?')[0]) : '';
    return this.code(status).header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache').send(tags ? indexHtml.replace('</head>', `${tags}</head>`) : indexHtml);
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
