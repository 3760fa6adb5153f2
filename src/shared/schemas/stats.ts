import { z } from 'zod';

export const Stats = z.object({
  totalFacilities: z.number(),
  totalLeagues: z.number(),
  totalTeams: z.number(),
  totalPlayers: z.number(),
  totalGames: z.number().optional(),
  totalCountries: z.number().optional(),
  /** Countries and cities that have at least one facility: what the directory really covers. */
  countriesWithFacilities: z.number().optional(),
  citiesWithFacilities: z.number().optional(),
});
export type Stats = z.infer<typeof Stats>;
