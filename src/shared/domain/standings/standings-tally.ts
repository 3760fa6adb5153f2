import type { PointsSystem, StandingsGame, StandingsStats, TeamGameResult, TeamId } from './standings-types';

/** Ids may be numbers or strings across the wire; one canonical key avoids 1 !== '1' misses. */
export const teamKey = (id: TeamId): string => String(id);

export function compareIds(a: TeamId, b: TeamId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const isScore = (x: number | null): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Splits a final game into the home and away results, or null when it cannot count:
 * missing scores, or a tied score without outcome TIE (OT/SO winners are stored with the deciding
 * goal, so such a tie means inconsistent data; guessing a winner would corrupt points). A TIE final
 * with equal scores counts as a tie for both (the result rules allow it only where ties earn points).
 */
export function splitGame(game: StandingsGame): [TeamGameResult, TeamGameResult] | null {
  const { homeScore, awayScore } = game;
  if (!isScore(homeScore) || !isScore(awayScore)) return null;
  const tied = homeScore === awayScore;
  if (tied !== (game.outcome === 'TIE')) return null;
  const outcome = game.outcome ?? 'REG';
  if (tied) {
    const both = { gameId: game.id, gameDate: game.gameDate, gameTime: game.gameTime ?? '', outcome, won: false, tied: true };
    return [
      { ...both, opponentKey: teamKey(game.awayTeamId), goalsFor: homeScore, goalsAgainst: awayScore },
      { ...both, opponentKey: teamKey(game.homeTeamId), goalsFor: awayScore, goalsAgainst: homeScore },
    ];
  }
  const base = { gameId: game.id, gameDate: game.gameDate, gameTime: game.gameTime ?? '', outcome };
  const homeWon = homeScore > awayScore;
  return [
    { ...base, opponentKey: teamKey(game.awayTeamId), goalsFor: homeScore, goalsAgainst: awayScore, won: homeWon },
    { ...base, opponentKey: teamKey(game.homeTeamId), goalsFor: awayScore, goalsAgainst: homeScore, won: !homeWon },
  ];
}

export function pointsFor(r: TeamGameResult, ps: PointsSystem): number {
  if (r.tied) return ps.tie ?? 0;
  if (r.outcome === 'OT') return r.won ? ps.overtimeWin : ps.overtimeLoss;
  if (r.outcome === 'SO') return r.won ? ps.shootoutWin : ps.shootoutLoss;
  return r.won ? ps.regulationWin : ps.regulationLoss;
}

export function maxPointsPerGame(ps: PointsSystem): number {
  return Math.max(ps.regulationWin, ps.overtimeWin, ps.shootoutWin, ps.regulationLoss, ps.overtimeLoss, ps.shootoutLoss, ps.tie ?? 0);
}

/** Most recent first: date, then time (zero-padded 'HH:mm' sorts as text), then id. */
export function byRecency(a: TeamGameResult, b: TeamGameResult): number {
  if (a.gameDate !== b.gameDate) return a.gameDate < b.gameDate ? 1 : -1;
  if (a.gameTime !== b.gameTime) return a.gameTime < b.gameTime ? 1 : -1;
  return compareIds(b.gameId, a.gameId);
}

type FormKind = 'W' | 'L' | 'OT' | 'T';
const formKind = (r: TeamGameResult): FormKind => (r.tied ? 'T' : r.won ? 'W' : r.outcome === 'REG' ? 'L' : 'OT');

/** 'W-L-OT'; a fourth number, ties, only when the ten hold one (leagues without ties keep the NHL form). */
export function lastTenOf(recentFirst: readonly TeamGameResult[]): string {
  const counts: Record<FormKind, number> = { W: 0, L: 0, OT: 0, T: 0 };
  for (const r of recentFirst.slice(0, 10)) counts[formKind(r)] += 1;
  return `${counts.W}-${counts.L}-${counts.OT}${counts.T ? `-${counts.T}` : ''}`;
}

export function streakOf(recentFirst: readonly TeamGameResult[]): string {
  const [latest] = recentFirst;
  if (!latest) return '';
  const kind = formKind(latest);
  let n = 0;
  for (const r of recentFirst) {
    if (formKind(r) !== kind) break;
    n += 1;
  }
  return `${kind}${n}`;
}

/** Unrounded, for tiebreaking; equal fractions give equal doubles (division is exact-rounded). */
export function rawPointsPercentage(points: number, gamesPlayed: number, ps: PointsSystem): number {
  const max = gamesPlayed * maxPointsPerGame(ps);
  return max > 0 ? points / max : 0;
}

export function tally(results: readonly TeamGameResult[], ps: PointsSystem, adjustment = 0): StandingsStats {
  const s = {
    gamesPlayed: results.length,
    wins: 0,
    losses: 0,
    overtimeLosses: 0,
    ties: 0,
    points: adjustment,
    goalsFor: 0,
    goalsAgainst: 0,
    regulationWins: 0,
    regulationPlusOvertimeWins: 0,
    shootoutWins: 0,
  };
  for (const r of results) {
    s.points += pointsFor(r, ps);
    s.goalsFor += r.goalsFor;
    s.goalsAgainst += r.goalsAgainst;
    if (r.tied) s.ties += 1;
    else if (r.won) {
      s.wins += 1;
      if (r.outcome === 'REG') s.regulationWins += 1;
      if (r.outcome !== 'SO') s.regulationPlusOvertimeWins += 1;
      else s.shootoutWins += 1;
    } else if (r.outcome === 'REG') s.losses += 1;
    else s.overtimeLosses += 1;
  }
  const recent = [...results].sort(byRecency);
  return {
    ...s,
    goalDifferential: s.goalsFor - s.goalsAgainst,
    pointsPercentage: Math.round(rawPointsPercentage(s.points, s.gamesPlayed, ps) * 1000) / 1000,
    lastTen: lastTenOf(recent),
    streak: streakOf(recent),
  };
}
