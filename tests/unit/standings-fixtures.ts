import type { GameOutcome } from '#shared/domain/games/game-status';
import type { StandingsGame, StandingsRow, StandingsTeam } from '#shared/domain/standings/standings';

export interface NamedTeam extends StandingsTeam {
  id: number;
  name: string;
}

export const team = (id: number, name = `Team ${String.fromCharCode(64 + id)}`): NamedTeam => ({ id, name });

let nextGameId = 1;
let dayOffset = 0;

/** A final game on a fresh day unless a date is given, so recency is the call order. */
export function game(
  homeTeamId: number,
  awayTeamId: number,
  homeScore: number | null,
  awayScore: number | null,
  outcome: GameOutcome | null = 'REG',
  gameDate?: string,
  gameTime: string | null = null,
): StandingsGame {
  dayOffset += 1;
  const date = gameDate ?? new Date(Date.UTC(2024, 9, 1 + dayOffset)).toISOString().slice(0, 10);
  return { id: nextGameId++, homeTeamId, awayTeamId, homeScore, awayScore, outcome, gameDate: date, gameTime };
}

export const order = <T extends StandingsTeam>(rows: readonly StandingsRow<T>[]): Array<T['id']> => rows.map((r) => r.teamId);

export const rowOf = <T extends StandingsTeam>(rows: readonly StandingsRow<T>[], id: T['id']): StandingsRow<T> => {
  const row = rows.find((r) => r.teamId === id);
  if (!row) throw new Error(`no row for team ${String(id)}`);
  return row;
};
