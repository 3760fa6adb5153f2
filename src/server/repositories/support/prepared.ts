import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withCompiledMappers } from './row-mapper';

/**
 * Prepared statements of one database handle, built on first use (issue #21). Their SQL is built
 * once instead of per request (drizzle's query building was 37 % of Node CPU on a player lookup);
 * on PostgreSQL each pooled connection parses and plans a named statement once (0.44 → 0.10 ms of
 * server time per lookup); PGlite runs the same prepared queries with their SQL built once. Their
 * rows are mapped by a mapper compiled once per statement (row-mapper.ts).
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (!found) {
      found = withCompiledMappers(build(db));
      built.set(db, found);
    }
    return found;
  };
}

/** Named parameters of prepared statements. */
export const param = (name: string) => sql.placeholder(name);
