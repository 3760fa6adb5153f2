import { z } from 'zod';
import { FilterId, FilterIdOrNone, MineFlag, QueryBool, SearchText, filterEnum } from './common';
import { LEAGUE_LEVEL_VALUES, POSITION_VALUES } from './enums';

/**
 * One collapsible group heading: a stable key (id, level or group name), its label and member count.
 * Teams' keyword level groups also list their league ids so the client loads members per league.
 */
export const Facet = z.object({ key: z.string(), label: z.string(), count: z.number(), leagueIds: z.array(z.number()).optional() });

// Group lists are bounded by dimension tables (leagues, countries) except players by team (25k teams): paginated.
const FacetPage = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(500),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** `level` = the Teams page keyword groups (§4); `leagueLevel` = the league's stored level. */
export const TeamFacetQuery = FacetPage.extend({
  by: z.enum(['league', 'country', 'level', 'leagueLevel']),
  mine: MineFlag,
  search: SearchText,
  leagueId: FilterIdOrNone,
  countryId: FilterIdOrNone,
});

export const PlayerFacetQuery = FacetPage.extend({
  by: z.enum(['team', 'country', 'position']),
  search: SearchText,
  teamId: FilterIdOrNone,
  countryId: FilterIdOrNone,
  leagueId: FilterId,
  position: filterEnum(POSITION_VALUES),
});

export const LeagueFacetQuery = FacetPage.extend({
  by: z.enum(['level', 'country']),
  search: SearchText,
  countryId: FilterIdOrNone,
  level: filterEnum(LEAGUE_LEVEL_VALUES),
  isActive: QueryBool.optional(),
});

export type Facet = z.infer<typeof Facet>;
export type TeamFacetQuery = z.infer<typeof TeamFacetQuery>;
export type PlayerFacetQuery = z.infer<typeof PlayerFacetQuery>;
export type LeagueFacetQuery = z.infer<typeof LeagueFacetQuery>;
