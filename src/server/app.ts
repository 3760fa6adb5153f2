import { fastifyTrustProxy } from './lib/trust-proxy';
import { pgRateLimitStore } from './plugins/pg-rate-limit-store';
import { startGameEndSweep } from './live/game-end-sweep';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import { authPlugin } from './plugins/auth';
import { clientAppPlugin } from './plugins/client-app';
import { drainOnClosePlugin } from './plugins/drain-on-close';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { httpCachePlugin } from './plugins/http-cache';
import { responseCachePlugin } from './plugins/response-cache';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { adFrameRoute } from './plugins/ad-frame';
import { registerApiRoutes } from './routes/api';
import { openLiveBus, type LiveBus } from './live/live-bus';
import { responseSerializerCompiler } from './lib/response-serializer';
import sitemapRoutes from './routes/sitemaps';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    config: Config;
    registeredRoutes: readonly { method: string; url: string }[];
    liveBus: LiveBus;
  }
}

export type BuildOptions = {
  config: Config;
  db: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** A logger made beforehand (serve: the start-up steps are logged before the app exists). */
  loggerInstance?: FastifyBaseLogger;
  clientDir?: string;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    // One line per request only when asked for (LOG_LEVEL=debug): at info, a terminal shows the
    // start-up steps and what went wrong, not every page view (issue 28 item 12).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(opts.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: 30_000,
    // Answered 503 by the error handler when a request is still unanswered after this long.
    handlerTimeout: opts.config.REQUEST_TIMEOUT_MS,
    // Loading the page renderer and indexing the built assets took over fastify's default 10 s on a host
    // busy with other work (CI, 2026-11-27: the server gave up starting); a slow start is not a failed one.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(opts.config.NODE_ENV === 'production'));
  app.decorate('db', opts.db.db);
  app.decorate('dbHandle', opts.db);
  app.decorate('config', opts.config);
  const liveBus = await openLiveBus(opts.db, (err) => app.log.warn({ err }, 'live events: LISTEN connection lost'));
  app.decorate('liveBus', liveBus);
  app.addHook('onClose', () => liveBus.close());
  startGameEndSweep(app, opts.config.GAME_CLOCK_SECONDS);
  // Every route as registered: the access matrix test (issue 27) derives the write routes from it.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  if (['debug', 'trace'].includes(app.log.level))
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
      done();
    });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(drainOnClosePlugin);
  // The public origin sends writes even when a proxy hands on another Host (app.internal:3000).
  await app.register(securityPlugin, { allowedOrigins: [opts.config.PUBLIC_URL, ...opts.config.ALLOWED_ORIGINS] });
  // Before compress and etag: it stores and tags the uncompressed body.
  await app.register(responseCachePlugin, {
    maxMegabytes: opts.config.RESPONSE_CACHE_MB,
    versionCheckMs: opts.config.DATA_VERSION_CHECK_MS,
    ttlSeconds: 300,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(httpCachePlugin);
  await app.register(cookie);
  await app.register(formbody);
  // On PostgreSQL the counts are shared by every instance (issue 40 item 5); a store failure lets the request
  // through (the database being away answers it anyway) rather than failing sign-in on the limiter.
  const sharedLimits = opts.db.kind === 'postgres' ? { store: pgRateLimitStore(opts.db.db), skipOnError: true } : {};
  await app.register(rateLimit, { global: false, ...sharedLimits });
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(clientAppPlugin, {
    clientDir: opts.clientDir ?? path.resolve('dist/client'),
    pageCache: { maxMegabytes: opts.config.PAGE_CACHE_MB, versionCheckMs: opts.config.DATA_VERSION_CHECK_MS, ttlSeconds: 60 },
  });
  await registerApiRoutes(app);
  await app.register(sitemapRoutes);
  await app.register(adFrameRoute);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  // For operators and bench/miss.mjs: what the read cache holds against its budget, and the process's memory.
  app.get('/api/health/memory', { schema: { hide: true } }, async () => ({
    responseCache: app.responseStore?.stats() ?? null,
    rssBytes: process.memoryUsage().rss,
  }));
  return app;
}
