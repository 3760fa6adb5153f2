import { asc, count, eq } from 'drizzle-orm';
import type { CountryCreate } from '#shared/schemas/country';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import { isoUpdatedAt } from '../support/row-version';
import { tableWrites } from '../support/table-writes';
import { byteOrder, folded } from '../../db/schema/search-index';

const columns = { id: countries.id, name: countries.name, code: countries.code, updatedAt: isoUpdatedAt(countries.updatedAt) };

export const countryWrites = tableWrites<CountryCreate>(countries, 'country');

export async function listCountries(db: Db, q: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(countries)
      .orderBy(asc(byteOrder(folded(countries.name))), asc(countries.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(countries),
  ]);
  return { rows, total };
}

export async function getCountry(db: Db, id: number) {
  const [row] = await db.select(columns).from(countries).where(eq(countries.id, id));
  return row ?? null;
}
