import { compareIds, pointsFor, rawPointsPercentage } from './standings-tally';
import type { PointsSystem, StandingsStats, StandingsTeam, TeamGameResult, TiebreakerKey } from './standings-types';

export interface RankableTeam<T extends StandingsTeam> {
  key: string;
  team: T;
  stats: StandingsStats;
  results: readonly TeamGameResult[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Last resort so output never depends on input order: name, then id. */
function byNameThenId<T extends StandingsTeam>(a: RankableTeam<T>, b: RankableTeam<T>): number {
  return collator.compare(a.team.name ?? '', b.team.name ?? '') || compareIds(a.team.id, b.team.id);
}

/**
 * Head-to-head is a mini-table among exactly the teams still tied at this step: only games
 * where both sides are in the group count. This is what makes 3+-team ties well defined.
 */
function headToHeadPoints<T extends StandingsTeam>(group: readonly RankableTeam<T>[], ps: PointsSystem): Map<string, number> {
  const members = new Set(group.map((t) => t.key));
  return new Map(group.map((t) => [t.key, t.results.reduce((sum, r) => (members.has(r.opponentKey) ? sum + pointsFor(r, ps) : sum), 0)]));
}

function valuesFor<T extends StandingsTeam>(key: TiebreakerKey, group: readonly RankableTeam<T>[], ps: PointsSystem): Map<string, number> {
  if (key === 'headToHead') return headToHeadPoints(group, ps);
  if (key === 'pointsPercentage') {
    // The rounded figure could merge or split teams wrongly; compare the exact ratio.
    return new Map(group.map((t) => [t.key, rawPointsPercentage(t.stats.points, t.stats.gamesPlayed, ps)]));
  }
  return new Map(group.map((t) => [t.key, t.stats[key]]));
}

/**
 * Orders a group by the first tiebreaker, splits it into runs of equal value and recurses
 * into each run with the remaining tiebreakers.
 */
export function orderByTiebreakers<T extends StandingsTeam>(
  group: readonly RankableTeam<T>[],
  tiebreakers: readonly TiebreakerKey[],
  ps: PointsSystem,
): RankableTeam<T>[] {
  if (group.length < 2) return [...group];
  const [key, ...rest] = tiebreakers;
  if (key === undefined) return [...group].sort(byNameThenId);
  const values = valuesFor(key, group, ps);
  const value = (t: RankableTeam<T>): number => values.get(t.key) ?? 0;
  const sorted = [...group].sort((a, b) => value(b) - value(a));
  const ordered: RankableTeam<T>[] = [];
  let run: RankableTeam<T>[] = [];
  let runValue = 0;
  for (const t of sorted) {
    if (run.length > 0 && value(t) !== runValue) {
      ordered.push(...orderByTiebreakers(run, rest, ps));
      run = [];
    }
    if (run.length === 0) runValue = value(t);
    run.push(t);
  }
  ordered.push(...orderByTiebreakers(run, rest, ps));
  return ordered;
}
