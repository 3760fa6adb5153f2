import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Above this many rows an unfiltered list shows the planner's estimate instead of counting. */
export const ESTIMATE_ABOVE = 500_000;

/**
 * Row count for an UNFILTERED list. count(*) over 100k players takes a few ms, but over ~1M games
 * it dominates the request, so once ANALYZE reports a large table we answer with
 * pg_class.reltuples (exact right after the seed's ANALYZE, then drifting by the autovacuum
 * threshold). Small or never-analysed tables (reltuples -1/0) are counted exactly.
 */
export async function tableCount(db: Db, table: 'players' | 'games', exact: () => Promise<number>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`reltuples::bigint::int` })
    .from(sql`pg_class`)
    .where(sql`oid = to_regclass(${`public.${table}`})`);
  const estimate = Number(row?.n ?? -1);
  return estimate >= ESTIMATE_ABOVE ? estimate : exact();
}
