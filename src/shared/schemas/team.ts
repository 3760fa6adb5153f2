import { z } from 'zod';
import {
  FilterId,
  FilterIdOrNone,
  NullableId,
  Pagination,
  Versioned,
  SearchText,
  nullableInt,
  nullableText,
  nullableUrl,
  requiredText,
  MineFlag,
} from './common';
import { LeagueLevel } from './league';

const textList = z.array(z.string().trim().min(1).max(500)).max(100);

export const Team = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  city: z.string(),
  leagueId: z.number().nullable(),
  countryId: z.number().nullable(),
  homeVenueId: z.number().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  founded: z.number().nullable(),
  colors: z.string().nullable(),
  primaryColor: z.string().nullable(),
  conference: z.string().nullable(),
  division: z.string().nullable(),
  league: z.object({ id: z.number(), name: z.string(), level: LeagueLevel }).nullable(),
  country: z.object({ id: z.number(), name: z.string() }).nullable(),
  homeVenue: z.object({ id: z.number(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});

/**
 * Detail adds the stored narrative fields and the flat values the spec's team page reads (§3: name,
 * league, city, country, founded, venue): `venue`, `leagueName` and `countryName` are plain names
 * beside the nested `homeVenue`, `league` and `country` objects, which the list items, the site's
 * pages and API clients read, so they keep their shape.
 */
export const TeamDetail = Team.extend({
  venue: z.string().nullable().describe('Home venue name (flat; homeVenue holds the object)'),
  leagueName: z.string().nullable().describe('League name (flat; league holds the object)'),
  countryName: z.string().nullable().describe('Country name (flat; country holds the object)'),
  history: z.string().nullable(),
  achievements: z.array(z.string()),
  retiredNumbers: z.array(z.string()),
  facts: z.array(z.string()),
  rivalries: z.array(z.string()),
  averageAttendance: z.number().nullable(),
});

export const TeamCreate = z.object({
  name: requiredText(200),
  shortName: nullableText(40).optional(),
  city: requiredText(120),
  leagueId: NullableId.optional(),
  countryId: NullableId.optional(),
  homeVenueId: NullableId.optional(),
  logoUrl: nullableUrl.optional(),
  websiteUrl: nullableUrl.optional(),
  founded: nullableInt(1800, 2100).optional(),
  colors: nullableText(200).optional(),
  primaryColor: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #0a2240')
        .nullable(),
    )
    .optional(),
  conference: nullableText(80).optional(),
  division: nullableText(80).optional(),
  history: nullableText(20000).optional(),
  achievements: textList.optional(),
  retiredNumbers: textList.optional(),
  facts: textList.optional(),
  rivalries: textList.optional(),
  averageAttendance: nullableInt(0, 1_000_000).optional(),
});
export const TeamUpdate = TeamCreate.partial().extend(Versioned.shape);

export const TeamQuery = Pagination.extend({
  leagueId: FilterIdOrNone,
  countryId: FilterIdOrNone,
  /** Issue 28: the teams that play their home games at this facility. */
  homeVenueId: FilterId,
  mine: MineFlag,
  search: SearchText,
  /** relevance: best matches of `search` first (prefix, then word start), then by name; for pickers. */
  sort: z.enum(['name', 'league', 'country', 'relevance']).default('name'),
});

export type Team = z.infer<typeof Team>;
export type TeamDetail = z.infer<typeof TeamDetail>;
export type TeamCreate = z.infer<typeof TeamCreate>;
export type TeamQuery = z.infer<typeof TeamQuery>;
