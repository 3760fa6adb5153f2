import { z } from 'zod';
import {
  FilterId,
  NullableId,
  Versioned,
  filterEnum,
  Pagination,
  SearchText,
  nullableInt,
  nullableText,
  nullableTimeZone,
  nullableUrl,
  requiredText,
} from './common';
import { FACILITY_TYPES, SURFACE_TYPES } from './enums';

export const FacilityType = z.enum(FACILITY_TYPES);
export const SurfaceType = z.enum(SURFACE_TYPES);

export const Facility = z.object({
  id: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string(),
  address: z.string().nullable(),
  capacity: z.number().nullable(),
  countryId: z.number(),
  timeZone: z.string().nullable(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  facilityType: FacilityType,
  surfaceType: SurfaceType,
  updatedAt: z.string(),
});

export const FacilityCreate = z.object({
  name: requiredText(200),
  city: requiredText(120),
  address: nullableText(300).optional(),
  capacity: nullableInt(0, 1_000_000).optional(),
  facilityType: FacilityType,
  surfaceType: SurfaceType,
  countryId: NullableId.refine((v) => v !== null, 'Country is required'),
  // The IANA zone its games are scheduled in (issue #18).
  timeZone: nullableTimeZone.optional(),
  imageUrl: nullableUrl.optional(),
});
export const FacilityUpdate = FacilityCreate.partial().extend(Versioned.shape);

export const FacilityQuery = Pagination.extend({
  countryId: FilterId,
  surfaceType: filterEnum(SURFACE_TYPES),
  facilityType: filterEnum(FACILITY_TYPES),
  search: SearchText,
});

export const Venue = z.object({ id: z.number(), name: z.string(), city: z.string().nullable() });

// Selects want every venue in one go; 500 is the global list bound.
export const VenueQuery = Pagination.extend({ search: SearchText, limit: Pagination.shape.limit.default(500) });

export type Facility = z.infer<typeof Facility>;
export type FacilityCreate = z.infer<typeof FacilityCreate>;
export type FacilityQuery = z.infer<typeof FacilityQuery>;
