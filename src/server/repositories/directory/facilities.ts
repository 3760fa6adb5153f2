import { and, asc, count, eq } from 'drizzle-orm';
import type { FacilityCreate, FacilityQuery } from '#shared/schemas/facility';
import type { Db } from '../../db/client';
import { countries, facilities } from '../../db/schema';
import { isoUpdatedAt } from '../support/row-version';
import { tableWrites } from '../support/table-writes';
import { containsFolded } from '../support/text-match';
import { byteOrder } from '../../db/schema/search-index';

const columns = {
  id: facilities.id,
  name: facilities.name,
  imageUrl: facilities.imageUrl,
  city: facilities.city,
  address: facilities.address,
  capacity: facilities.capacity,
  countryId: facilities.countryId,
  timeZone: facilities.timeZone,
  country: { id: countries.id, name: countries.name, code: countries.code },
  facilityType: facilities.facilityType,
  surfaceType: facilities.surfaceType,
  updatedAt: isoUpdatedAt(facilities.updatedAt),
};

export const facilityWrites = tableWrites<FacilityCreate>(facilities, 'facility');

export async function listFacilities(db: Db, q: FacilityQuery) {
  const where = and(
    q.countryId ? eq(facilities.countryId, q.countryId) : undefined,
    q.surfaceType ? eq(facilities.surfaceType, q.surfaceType) : undefined,
    q.facilityType ? eq(facilities.facilityType, q.facilityType) : undefined,
    containsFolded(q.search, facilities.name, facilities.city),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(facilities)
      .leftJoin(countries, eq(countries.id, facilities.countryId))
      .where(where)
      .orderBy(asc(byteOrder(facilities.searchName)), asc(facilities.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(facilities).where(where),
  ]);
  return { rows, total };
}

export async function getFacility(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(facilities)
    .leftJoin(countries, eq(countries.id, facilities.countryId))
    .where(eq(facilities.id, id));
  return row ?? null;
}
