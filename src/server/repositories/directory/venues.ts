import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities } from '../../db/schema';
import { containsFolded } from '../support/text-match';
import { byteOrder } from '../../db/schema/search-index';

/** Venues are facilities reduced to what a select needs (requirements §3 Venue). */
export async function listVenues(db: Db, q: { search?: string; limit: number; offset: number }) {
  const where = containsFolded(q.search, facilities.name, facilities.city);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: facilities.id, name: facilities.name, city: facilities.city })
      .from(facilities)
      .where(where)
      .orderBy(asc(byteOrder(facilities.searchName)), asc(facilities.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(facilities).where(where),
  ]);
  return { rows, total };
}
