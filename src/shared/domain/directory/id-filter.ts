/**
 * The filter value meaning "records without this reference" (teams with no league, free agents).
 * Kept apart from the zod schemas so list pages can use it without loading zod.
 */
export const NONE = 'none';
