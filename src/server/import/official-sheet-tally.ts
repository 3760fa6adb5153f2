import type { OfficialClock, OfficialGameSheet, OfficialSide } from '#shared/schemas/official-game-sheet';
import { compareClock, otherSide } from './adapters/official-clock';

export type PlayerTally = { goals: number; assists: number; penaltyMinutes: number; plusMinus: number };

/**
 * The stint of `side`'s net that covers a clock time. A stint owns the instant it ends (a goal at the
 * moment a goalie leaves was scored on him) but not the instant it starts.
 */
export function goalieInNet(sheet: OfficialGameSheet, side: OfficialSide, at: OfficialClock) {
  return (sheet.goalieStints ?? []).find((s) => s.side === side && compareClock(s.from, at) < 0 && compareClock(at, s.to) <= 0);
}

/**
 * What the events of a sheet add up to, player by player: goals and assists from the goals, penalty
 * minutes from the penalties charged to a player (a bench penalty's server is not charged), plus/minus
 * from the on-ice lists, goals against per goalie from who was in net when each goal went in.
 */
export function tallySheet(sheet: OfficialGameSheet) {
  const players = new Map<string, PlayerTally>();
  const of = (id: string) => {
    let row = players.get(id);
    if (!row) players.set(id, (row = { goals: 0, assists: 0, penaltyMinutes: 0, plusMinus: 0 }));
    return row;
  };
  const goalsAgainst = new Map<string, number>();
  const goals = { home: 0, away: 0 };
  for (const goal of sheet.goals) {
    goals[goal.side] += 1;
    of(goal.scorerId).goals += 1;
    for (const id of goal.assistIds) of(id).assists += 1;
    for (const id of goal.plusIds ?? []) of(id).plusMinus += 1;
    for (const id of goal.minusIds ?? []) of(id).plusMinus -= 1;
    const beaten = goalieInNet(sheet, otherSide(goal.side), goal);
    if (beaten) goalsAgainst.set(beaten.goalieId, (goalsAgainst.get(beaten.goalieId) ?? 0) + 1);
  }
  for (const penalty of sheet.penalties) if (penalty.playerId) of(penalty.playerId).penaltyMinutes += penalty.minutes;
  const shootoutGoals = { home: 0, away: 0 };
  for (const attempt of sheet.shootout) if (attempt.scored) shootoutGoals[attempt.side] += 1;
  const shootoutWinner: OfficialSide | null =
    sheet.shootout.length === 0 || shootoutGoals.home === shootoutGoals.away
      ? null
      : shootoutGoals.home > shootoutGoals.away
        ? 'home'
        : 'away';
  return { players, goalsAgainst, goals, shootoutWinner };
}
