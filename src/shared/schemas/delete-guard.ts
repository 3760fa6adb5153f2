import { z } from 'zod';
import { QueryBool, Versioned } from './common';

/** The records a delete can be refused for (issue 18 item 3). */
export const GuardedEntity = z.enum(['league', 'season', 'team', 'facility', 'country', 'player']);

/**
 * What a cascade does to one kind of referencing row: `delete` removes the rows (seasons of a league,
 * standings adjustments), `clear` keeps them and empties the reference (a team without a league),
 * `block` means no cascade is possible while they exist (a team's games, a player's box scores).
 */
export const CascadeEffect = z.enum(['delete', 'clear', 'block']);

export const DeleteReference = z.object({
  table: z.string(),
  column: z.string(),
  label: z.string(),
  count: z.number().int(),
  effect: CascadeEffect,
  /** What the cascade does to these rows, or why it cannot, in words for the dialog. */
  note: z.string(),
});

/** GET /api/{resource}/{id}/references, and the body of a 409 refusal. */
export const DeleteReferences = z.object({
  message: z.string(),
  entity: GuardedEntity,
  id: z.number().int(),
  name: z.string(),
  references: DeleteReference.array(),
  /** true when `?cascade=true` would succeed: nothing blocks it. */
  cascadable: z.boolean(),
});

export const GuardedDeleteQuery = Versioned.extend({ cascade: QueryBool.optional() });

export type GuardedEntity = z.infer<typeof GuardedEntity>;
export type DeleteReference = z.infer<typeof DeleteReference>;
export type DeleteReferences = z.infer<typeof DeleteReferences>;
