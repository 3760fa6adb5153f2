import type { FastifyRequest } from 'fastify';
import { DATA_SCOPES, type DataScope } from '#shared/data-scopes';

/**
 * What a GET route declares about sharing its answer (docs/decisions: cacheability is declared on
 * the route, never inferred from URL text, issue #15). A route without a declaration is private:
 * never stored by the response cache, sent with `Cache-Control: private, no-store`.
 * - 'directory': public, and changes only with directory data (facilities, teams, players, ...)
 * - 'games': public, and also changes when a game or a standings adjustment changes
 */
export type CacheScope = DataScope;

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheScope;
  }
}

/** Route `config` for a public read: `app.get('/', { config: publicRead('directory'), ... })`. */
export const publicRead = (scope: CacheScope) => ({ cache: scope });

/** The matched route's declaration (never the URL's text: the router decodes, the text may not be). */
export function declaredScope(request: FastifyRequest): CacheScope | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  // `mine=1` answers depend on who asks (lib/own-scope.ts): never shared, never stored.
  if ((request.query as Record<string, unknown> | undefined)?.mine !== undefined) return undefined;
  const scope = request.routeOptions.config?.cache;
  return scope && DATA_SCOPES.includes(scope) ? scope : undefined;
}

const sorted = (o: unknown) => Object.entries((o ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * One key per answer: the route pattern with its decoded params and its parsed query, keys sorted.
 * `/api/countries?b=1&a=2` and `/api/%63ountries?a=2&b=1` share an entry; two routes never do.
 */
export function cacheKey(request: FastifyRequest): string {
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}
