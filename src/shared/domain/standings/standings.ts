import { splitGame, tally, teamKey } from './standings-tally';
import { orderByTiebreakers, type RankableTeam } from './standings-tiebreak';
import {
  DEFAULT_TIEBREAKERS,
  NHL_POINTS,
  type PointsSystem,
  type StandingsGame,
  type StandingsRow,
  type StandingsTeam,
  type TeamGameResult,
  type TiebreakerKey,
} from './standings-types';

export * from './standings-types';
export * from './standings-view';
export { compareIds, maxPointsPerGame, pointsFor } from './standings-tally';

export interface StandingsInput<T extends StandingsTeam> {
  teams: readonly T[];
  /** Final games of one season; anything else is filtered out below, not trusted. */
  games: readonly StandingsGame[];
  pointsSystem?: PointsSystem;
  tiebreakers?: readonly TiebreakerKey[];
  /** Manual point adjustments (penalties, forfeits) keyed by team id. */
  adjustments?: Readonly<Record<string, number>>;
}

/**
 * Computes ranked standings. Games are counted only when both teams are in `teams`, both
 * scores are present and the score is not tied; duplicates by game id count once.
 * Ranks are 1..n with no shared ranks: tiebreakers end in name then id.
 */
export function computeStandings<T extends StandingsTeam>(input: StandingsInput<T>): StandingsRow<T>[] {
  const ps = input.pointsSystem ?? NHL_POINTS;
  const tiebreakers = input.tiebreakers ?? DEFAULT_TIEBREAKERS;

  const resultsByTeam = new Map<string, TeamGameResult[]>();
  const teams: T[] = [];
  for (const team of input.teams) {
    const key = teamKey(team.id);
    if (resultsByTeam.has(key)) continue;
    resultsByTeam.set(key, []);
    teams.push(team);
  }

  const seenGames = new Set<string>();
  for (const game of input.games) {
    const home = resultsByTeam.get(teamKey(game.homeTeamId));
    const away = resultsByTeam.get(teamKey(game.awayTeamId));
    if (!home || !away || home === away || seenGames.has(teamKey(game.id))) continue;
    const split = splitGame(game);
    if (!split) continue;
    seenGames.add(teamKey(game.id));
    home.push(split[0]);
    away.push(split[1]);
  }

  const rankable: RankableTeam<T>[] = teams.map((team) => {
    const key = teamKey(team.id);
    const results = resultsByTeam.get(key) ?? [];
    const adjustment = input.adjustments?.[key];
    const stats = tally(results, ps, typeof adjustment === 'number' && Number.isFinite(adjustment) ? adjustment : 0);
    return { key, team, stats, results };
  });

  return orderByTiebreakers(rankable, tiebreakers, ps).map((t, i) => ({
    teamId: t.team.id,
    rank: i + 1,
    team: t.team,
    ...t.stats,
  }));
}
