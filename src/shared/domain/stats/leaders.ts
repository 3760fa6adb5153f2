import type { Leader, LeaderStat } from '../../schemas/leaders';
import { goalieLine, skaterLine, type StatTotals } from './stat-lines';

/** One player's season (all his teams summed) with who he is. */
export interface LeaderCandidate extends StatTotals {
  playerId: number;
  firstName: string;
  lastName: string;
  position: Leader['position'];
  teamId: number;
  teamName: string;
}

/**
 * Goalies rank in GAA and SV% from 25 % of the most games any team of the season has played,
 * rounded up, at least 1 game (a fixed share scales from a 10-game youth season to the NHL's 82).
 */
export const goalieMinGames = (mostTeamGames: number) => Math.max(1, Math.ceil(mostTeamGames * 0.25));

type Pick = { value: (c: LeaderCandidate) => number | null; better: 'high' | 'low'; goalie?: boolean };
const PICKS: Record<LeaderStat, Pick> = {
  points: { value: (c) => c.goals + c.assists, better: 'high' },
  goals: { value: (c) => c.goals, better: 'high' },
  assists: { value: (c) => c.assists, better: 'high' },
  // Issue #26: only players whose sheets gave the figure; a negative +/- can still lead a weak team's list.
  plusMinus: { value: (c) => c.plusMinus, better: 'high' },
  shots: { value: (c) => c.shots, better: 'high' },
  penaltyMinutes: { value: (c) => c.penaltyMinutes, better: 'high' },
  goalsAgainstAverage: { value: (c) => goalieLine(c).goalsAgainstAverage, better: 'low', goalie: true },
  savePercentage: { value: (c) => goalieLine(c).savePercentage, better: 'high', goalie: true },
};

/**
 * Issue #17: the top `limit` of a category. Ties share a rank (1, 2, 2, 4) and are listed by goals,
 * then fewer games, then name; zero counts do not lead anything (plus/minus, which may be zero or
 * negative, ranks every player who has one).
 */
export function rankLeaders(candidates: readonly LeaderCandidate[], stat: LeaderStat, minGames: number, limit: number): Leader[] {
  const pick = PICKS[stat];
  const scored = candidates
    // Goalies have no skater line (issue #26), so they lead no skater category.
    .filter((c) => (pick.goalie ? c.goalieGames >= minGames : c.gamesPlayed > 0 && c.position !== 'goalie'))
    .map((c) => ({ c, value: pick.value(c) }))
    .filter((x): x is { c: LeaderCandidate; value: number } => x.value !== null && (pick.goalie || stat === 'plusMinus' || x.value > 0));
  const sign = pick.better === 'high' ? -1 : 1;
  scored.sort(
    (a, b) =>
      sign * (a.value - b.value) ||
      b.c.goals - a.c.goals ||
      games(a.c, pick) - games(b.c, pick) ||
      a.c.lastName.localeCompare(b.c.lastName) ||
      a.c.playerId - b.c.playerId,
  );
  const top = scored.slice(0, limit);
  return top.map(({ c, value }, i) => ({
    rank: top.findIndex((x) => x.value === value) + 1 || i + 1,
    playerId: c.playerId,
    firstName: c.firstName,
    lastName: c.lastName,
    position: c.position,
    teamId: c.teamId,
    teamName: c.teamName,
    gamesPlayed: games(c, pick),
    value,
  }));
}

const games = (c: LeaderCandidate, pick: Pick) => (pick.goalie ? c.goalieGames : skaterLine(c).gamesPlayed);
