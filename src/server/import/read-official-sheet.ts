import { ZodError } from 'zod';
import { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { parseHockeytechGameSummary } from './adapters/hockeytech-game-summary';
import { parseNhlGamecenter } from './adapters/nhl-gamecenter';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export const SHEET_FORMATS =
  'a HockeyTech game summary ({"GC":{"Gamesummary":…}}), an NHL game-centre play-by-play ({"plays","rosterSpots",…}), ' +
  '{"playByPlay":…,"boxscore":…} (the NHL box score of the same game), or the neutral official sheet ({"source","game","teams",…})';

/** A problem with one game of a file, at a path inside that game's object. */
export class SheetError extends Error {
  constructor(
    message: string,
    readonly path: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Issue #26: one game of a box-score import file, in any of the formats the adapters read, as the
 * neutral official sheet. The format is recognised by its shape; a sheet that matches none, or that
 * its adapter refuses, is a SheetError naming where.
 */
export function readOfficialSheet(value: unknown): OfficialGameSheet {
  if (!isObject(value)) throw new SheetError(`Not a JSON object: each game is ${SHEET_FORMATS}`);
  try {
    if (isObject(value.GC)) return parseHockeytechGameSummary(value);
    if ('playByPlay' in value) return parseNhlGamecenter(value.playByPlay, value.boxscore ?? undefined);
    if ('plays' in value && 'rosterSpots' in value) return parseNhlGamecenter(value);
    if ('source' in value && 'game' in value) return OfficialGameSheet.parse(value);
  } catch (err) {
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      const path = issue.path.join('.');
      const more = err.issues.length > 1 ? ` (and ${err.issues.length - 1} more)` : '';
      throw new SheetError(`${path || 'game'}: ${issue.message}${more}`, path || null);
    }
    throw new SheetError((err as Error).message);
  }
  throw new SheetError(`Not a game sheet this import reads: each game is ${SHEET_FORMATS}`);
}
