import { asc, count, eq, sql } from 'drizzle-orm';
import type { CountryCreate } from '../../shared/schemas/country';
import type { Db } from '../db/client';
import { countries, facilities, players, teams } from '../db/schema';
import { isoUpdatedAt } from './row-version';
import { tableWrites } from './table-writes';

const columns = { id: countries.id, name: countries.name, code: countries.code, updatedAt: isoUpdatedAt(countries.updatedAt) };

export const countryWrites = tableWrites<CountryCreate>(countries, 'country');

export async function listCountries(db: Db, q: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(countries).orderBy(asc(countries.name)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(countries),
  ]);
  return { rows, total };
}

export async function getCountry(db: Db, id: number) {
  const [row] = await db.select(columns).from(countries).where(eq(countries.id, id));
  return row ?? null;
}

/** Why a country cannot be deleted, or null when nothing references it. */
export async function countryUsage(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({
    teams: sql<number>`(select count(*)::int from ${teams} where ${teams.countryId} = ${id})`,
    facilities: sql<number>`(select count(*)::int from ${facilities} where ${facilities.countryId} = ${id})`,
    players: sql<number>`(select count(*)::int from ${players} where ${players.birthCountryId} = ${id})`,
  }).from(sql`(select 1) as one`);
  const parts = Object.entries(row).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`);
  return parts.length ? `This country is still used by ${parts.join(', ')}` : null;
}
