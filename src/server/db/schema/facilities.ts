import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { facilityTypeEnum, surfaceTypeEnum } from './enums';
import { trgm } from './search-index';
import { timestamps } from './timestamps';

export const facilities = pgTable('facilities', {
  id: serial().primaryKey(),
  name: text().notNull(),
  imageUrl: text(),
  city: text().notNull(),
  address: text(),
  capacity: integer(),
  countryId: integer().notNull().references(() => countries.id, { onDelete: 'restrict' }),
  facilityType: facilityTypeEnum().notNull(),
  surfaceType: surfaceTypeEnum().notNull(),
  ...timestamps,
}, (t) => [
  index('facilities_country_name_idx').on(t.countryId, t.name, t.id),
  index('facilities_type_idx').on(t.facilityType),
  index('facilities_surface_idx').on(t.surfaceType),
  index('facilities_name_id_idx').on(t.name, t.id),
  index('facilities_name_trgm_idx').using('gin', trgm(t.name)),
  index('facilities_city_trgm_idx').using('gin', trgm(t.city)),
]);
