import { z } from 'zod';

export const SearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const SearchHit = z.object({
  type: z.enum(['player', 'team', 'league', 'facility']),
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  /** The team's colour (a player's: his team's), for the mark beside the name. */
  color: z.string().nullable(),
  /** Short name for the mark (team or league), null for the others. */
  mark: z.string().nullable(),
  /** Comparable across groups: the page leads with the group holding the best hit. */
  score: z.number(),
});

export const SearchResults = z.object({
  q: z.string(),
  players: z.array(SearchHit),
  teams: z.array(SearchHit),
  leagues: z.array(SearchHit),
  facilities: z.array(SearchHit),
});

export type SearchHit = z.infer<typeof SearchHit>;
export type SearchResults = z.infer<typeof SearchResults>;
