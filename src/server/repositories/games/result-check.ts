import { asc, eq, sql } from 'drizzle-orm';
import { resultIssues, tiesAllowed } from '#shared/domain/games/game-result-rules';
import type { Db } from '../../db/client';
import { games, leagues, seasons } from '../../db/schema';

export interface UnsoundResult {
  id: number;
  problems: string[];
}

/**
 * Stored games whose result breaks the rules of shared/domain/games/game-result-rules.ts (rows from
 * before the rules, or written around the API). Reported, never changed: which score was meant is
 * a person's call. The SQL only narrows the candidates; resultIssues() has the last word.
 */
export async function unsoundResults(db: Db, limit = 1000): Promise<{ total: number; games: UnsoundResult[] }> {
  const suspicious = sql`(${games.status} = 'final' and (${games.homeScore} is null or ${games.awayScore} is null or ${games.outcome} is null
      or ${games.homeScore} = ${games.awayScore} or (${games.outcome} <> 'REG' and abs(${games.homeScore} - ${games.awayScore}) <> 1)))
    or (${games.status} <> 'final' and ${games.outcome} is not null)
    or (${games.status} in ('scheduled', 'postponed') and (${games.homeScore} is not null or ${games.awayScore} is not null))
    or (${games.status} = 'live' and (${games.homeScore} is null) <> (${games.awayScore} is null))`;
  const rows = await db
    .select({
      id: games.id,
      status: games.status,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      outcome: games.outcome,
      pointsSystem: leagues.pointsSystem,
    })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .leftJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(suspicious)
    .orderBy(asc(games.id));
  const found = rows
    .map((g) => ({
      id: g.id,
      problems: [...new Set(resultIssues(g, tiesAllowed(g.pointsSystem as { tie?: number } | null)).map((i) => i.message))],
    }))
    .filter((g) => g.problems.length > 0);
  return { total: found.length, games: found.slice(0, limit) };
}

/** One line for the start-up log, or null when every stored result is sound. */
export async function describeUnsoundResults(db: Db): Promise<string | null> {
  const { total, games: first } = await unsoundResults(db, 20);
  if (total === 0) return null;
  const sample = first.map((g) => `#${g.id} (${g.problems.join('; ')})`).join(', ');
  return `${total} stored game result(s) break the result rules and are left as they are; fix them in the admin Games tab: ${sample}${total > first.length ? ', …' : ''}`;
}
