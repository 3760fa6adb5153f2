import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { facilityTypeEnum, surfaceTypeEnum } from './enums';
import { byteOrder, foldedCopy, storedTrgm, trgm } from './search-index';
import { importKey, importKeyIndex } from './import-key';
import { timestamps } from './timestamps';

export const facilities = pgTable(
  'facilities',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    imageUrl: text(),
    city: text().notNull(),
    address: text(),
    capacity: integer(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    facilityType: facilityTypeEnum().notNull(),
    surfaceType: surfaceTypeEnum().notNull(),
    // IANA zone its games are scheduled in (issue #18); a venue's wins over its league's.
    timeZone: text(),
    ...importKey,
    // Folded copies for search (issue #21).
    searchName: foldedCopy((): AnyPgColumn => facilities.name),
    searchCity: foldedCopy((): AnyPgColumn => facilities.city),
    ...timestamps,
  },
  (t) => [
    importKeyIndex('facilities', t),
    index('facilities_country_sort_idx').on(t.countryId, byteOrder(t.searchName), t.id),
    index('facilities_type_idx').on(t.facilityType),
    index('facilities_surface_idx').on(t.surfaceType),
    index('facilities_sort_idx').on(byteOrder(t.searchName), t.id),
    index('facilities_name_trgm_idx').using('gin', trgm(t.name)),
    index('facilities_city_trgm_idx').using('gin', trgm(t.city)),
    index('facilities_search_name_trgm_idx').using('gin', storedTrgm(t.searchName)),
    index('facilities_search_city_trgm_idx').using('gin', storedTrgm(t.searchCity)),
  ],
);
