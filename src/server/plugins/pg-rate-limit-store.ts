import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/result-rows';

type Hit = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Hit) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store in PostgreSQL (issue 40 item 5): every instance on the database counts
 * into one row per route and client, so N instances do not allow N times the limit. One statement a
 * hit: the window restarts with the first hit after it has ended. Expired rows are swept now and then.
 */
export function pgRateLimitStore(db: Db) {
  class PgStore {
    private readonly route: string;
    // The plugin constructs the root store with its options; children name their route.
    constructor(_options?: unknown, route = '') {
      this.route = route;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      const id = `${this.route} ${key}`;
      db.execute(
        sql`
        insert into rate_limits as r (key, hits, window_ends)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
          window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
        returning hits, greatest(0, extract(epoch from (window_ends - now())) * 1000)::int as ttl`,
      )
        .then((res) => {
          const row = resultRows(res)[0]!;
          cb(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          if (Math.random() < 0.01)
            void db.execute(sql`delete from rate_limits where window_ends < now() - interval '1 hour'`).catch(() => undefined);
        })
        .catch((err: Error) => cb(err));
    }

    read(key: string, cb: Callback) {
      const id = `${this.route} ${key}`;
      db.execute(
        sql`select hits, greatest(0, extract(epoch from (window_ends - now())) * 1000)::int as ttl
          from rate_limits where key = ${id} and window_ends > now()`,
      )
        .then((res) => {
          const row = resultRows(res)[0];
          cb(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((err: Error) => cb(err));
    }

    // Typed as route options; at run time the plugin passes its merged params with `routeInfo`.
    child(options: object) {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new PgStore(undefined, `${method} ${params.routeInfo?.url ?? ''}`);
    }
  }
  return PgStore;
}
