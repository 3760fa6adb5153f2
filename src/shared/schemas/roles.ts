import { z } from 'zod';
import { IdParams, Pagination } from './common';
import { USER_ROLES } from './enums';

/** Issue 27: scoped roles, game codes and scorekeeper sessions. */
export const SCOPED_ROLES = ['league_manager', 'team_manager'] as const;
export type ScopedRole = (typeof SCOPED_ROLES)[number];

const Id = z.number().int().positive().max(2147483647);

export const Grant = z.object({
  id: z.number(),
  role: z.enum(SCOPED_ROLES),
  leagueId: z.number().nullable(),
  teamId: z.number().nullable(),
  leagueName: z.string().nullable(),
  teamName: z.string().nullable(),
  createdAt: z.string(),
});
export type Grant = z.infer<typeof Grant>;

export const UserWithGrants = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  grants: Grant.array(),
});
export type UserWithGrants = z.infer<typeof UserWithGrants>;

export const UserQuery = Pagination.extend({ search: z.string().trim().max(100).optional() });

export const GrantBody = z.discriminatedUnion('role', [
  z.object({ role: z.literal('league_manager'), leagueId: Id }),
  z.object({ role: z.literal('team_manager'), teamId: Id }),
]);
export type GrantBody = z.infer<typeof GrantBody>;

export const GrantParams = z.object({ id: IdParams.shape.id, grantId: IdParams.shape.id });
export const CodeParams = z.object({ id: IdParams.shape.id, codeId: IdParams.shape.id });

export const GameCodeBody = z
  .object({
    /** How long the code works; it never outlasts the game's scoring window. */
    hours: z.number().int().min(1, 'At least 1 hour').max(72, 'At most 72 hours').default(24),
  })
  .default({ hours: 24 });

export const GameCode = z.object({
  id: z.number(),
  /** A device is scoring with it: another one is refused until the code is released. */
  inUse: z.boolean(),
  gameId: z.number(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GameCode = z.infer<typeof GameCode>;
/** The plain code appears in this answer only: the server keeps its hash. */
export const GameCodeCreated = GameCode.extend({ code: z.string() });
export type GameCodeCreated = z.infer<typeof GameCodeCreated>;

export const ScoreSessionBody = z.object({
  code: z.string().trim().min(1, 'Enter the game code').max(20, 'A game code is 8 letters and digits'),
});

export const ScoreSession = z.object({
  gameId: z.number(),
  expiresAt: z.string(),
  /** The scorekeeper's writes are accepted from opens to closes (an hour before the start, a day after); null: no start time yet. */
  window: z.object({ opens: z.string(), closes: z.string() }).nullable(),
  game: z.object({
    homeTeam: z.string(),
    awayTeam: z.string(),
    league: z.string().nullable(),
    startsAt: z.string().nullable(),
    gameDate: z.string(),
  }),
});
export type ScoreSession = z.infer<typeof ScoreSession>;
