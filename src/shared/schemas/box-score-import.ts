import { z } from 'zod';
import { QueryBool } from './common';

const Id = z.coerce.number({ message: 'Required: a numeric id' }).int().positive().max(2147483647);

/** POST /api/import/boxscores: the league and season the file's games are matched in or created in. */
export const BoxScoreImportQuery = z.object({
  leagueId: Id.describe('League the games and new teams belong to'),
  seasonId: Id.describe("Season of that league the games are in (its type sets the overtime rules: a playoff season's are 20 min)"),
  dryRun: QueryBool.optional().describe('true: check every game and report, store nothing'),
  source: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Name of the system the external ids belong to (default: the format, "nhl-gamecenter" or "hockeytech")'),
});
export type BoxScoreImportQuery = z.infer<typeof BoxScoreImportQuery>;

export const BoxScoreImportRejection = z.object({
  game: z.number().describe('1-based position of the game in the JSON array, or its NDJSON line'),
  externalId: z.string().nullable().describe("The game's id in its source, when the sheet could be read that far"),
  path: z.string().nullable().describe('Where in the game: a field of the sheet, or of the box score it makes (goals.3.period)'),
  message: z.string(),
  status: z.literal(403).optional().describe('403: the game, a team or a player belongs to a league outside the import (nothing written)'),
});
export type BoxScoreImportRejection = z.infer<typeof BoxScoreImportRejection>;

export const BoxScoreImportReport = z.object({
  dryRun: z.boolean(),
  games: z.number(),
  /** Games new to the directory, games whose box score changed, games imported before from the same sheet. */
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  teamsCreated: z.number(),
  playersCreated: z.number(),
  /** Games stored (or, in a dry run, that would be) with warnings: the sheet contradicts itself. */
  withWarnings: z.number(),
  /** Games refused, and the problems found in them (a game may have several). */
  rejectedGames: z.number(),
  rejectedCount: z.number(),
  rejected: z.array(BoxScoreImportRejection),
});
export type BoxScoreImportReport = z.infer<typeof BoxScoreImportReport>;

export const MAX_REPORTED_GAME_REJECTIONS = 1000;
