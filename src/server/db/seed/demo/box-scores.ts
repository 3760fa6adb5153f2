import type { BoxScoreBody } from '#shared/schemas/box-score';
import { parseClock } from '#shared/domain/box-score-clock';
import { goalieShutouts, skaterGameLines } from '#shared/domain/box-score-lines';
import type { Db } from '../../client';
import { boxScoreGoalies, boxScoreGoals, boxScorePenalties, boxScoreShootout, boxScoreShots, boxScores } from '../../schema';
import { refreshPlayerStats } from '../../../repositories/player-season-stats';
import { insertAll } from '../insert';
import { createRng, type Rng } from '../prng';
import { generateBoxScore, type RosterPlayer } from './box-score-gen';
import type { GameSeed } from './games';
import { insertLineups, type LineupRow } from './lineup-insert';

// A stream of its own, so adding box scores left every other demo row exactly as it was.
export const BOX_SEED = 0xb0c5c0de;
const secs = (t: string) => parseClock(t) ?? 0;

// A tie (a league that counts them, set by an admin) gets no generated box score.
export type SeededGame = Pick<GameSeed, 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore'> & {
  id: number;
  seasonId: number;
  status: string;
  outcome: GameSeed['outcome'] | 'TIE';
  playoffs: boolean;
};
/** A team's dressed players in a season (past seasons have their own rosters). */
export type RosterLookup = (teamId: number, seasonId: number) => RosterPlayer[] | undefined;
type BoxRows = Record<'heads' | 'lineups' | 'goals' | 'penalties' | 'shots' | 'shootout' | 'goalies', object[]>;

/**
 * Issue #17 item 6: every demo final gets a box score from its teams' rosters, loaded in bulk
 * (a few statements per table), then every player's season totals are built in one statement.
 */
export async function seedBoxScores(db: Db, seeded: SeededGame[], rosterOf: RosterLookup): Promise<number> {
  const rows = boxScoreRows(seeded, rosterOf, createRng(BOX_SEED));
  await insertBoxScoreRows(db, rows, true);
  await refreshPlayerStats(db, 'all');
  return rows.heads.length;
}

/** The rows of a box score for each final whose teams both have a skater (the others get none). */
export function boxScoreRows(seeded: SeededGame[], rosterOf: RosterLookup, rng: Rng): BoxRows {
  const rows: BoxRows = { heads: [], lineups: [], goals: [], penalties: [], shots: [], shootout: [], goalies: [] };
  for (const g of seeded) {
    if (g.status !== 'final' || g.outcome === null || g.outcome === 'TIE' || g.homeScore === null || g.awayScore === null) continue;
    const rosters = { home: rosterOf(g.homeTeamId, g.seasonId) ?? [], away: rosterOf(g.awayTeamId, g.seasonId) ?? [] };
    if (!rosters.home.some((p) => p.position !== 'goalie') || !rosters.away.some((p) => p.position !== 'goalie')) continue;
    const box = generateBoxScore(
      rng,
      { homeScore: g.homeScore, awayScore: g.awayScore, outcome: g.outcome, playoffs: g.playoffs },
      rosters,
    );
    collect(rows, g.id, box, g.outcome);
  }
  return rows;
}

/** `bulk`: the seed's one big load (keys rebuilt after); otherwise a small load beside live traffic. */
export async function insertBoxScoreRows(db: Db, rows: BoxRows, bulk: boolean): Promise<void> {
  await insertAll(db, boxScores, rows.heads);
  await insertLineups(db, rows.lineups as LineupRow[], bulk);
  await insertAll(db, boxScoreGoals, rows.goals);
  await insertAll(db, boxScorePenalties, rows.penalties);
  await insertAll(db, boxScoreShots, rows.shots);
  await insertAll(db, boxScoreShootout, rows.shootout);
  await insertAll(db, boxScoreGoalies, rows.goalies);
}

function collect(rows: BoxRows, gameId: number, box: BoxScoreBody, outcome: 'REG' | 'OT' | 'SO') {
  const lines = skaterGameLines(box, outcome, true);
  const shutouts = goalieShutouts(box, outcome);
  rows.heads.push({ gameId });
  rows.lineups.push({
    gameId,
    homeCount: box.lineup.filter((l) => l.team === 'home').length,
    players: box.lineup.map((l) => ({ id: l.playerId, ...lines.get(l.playerId)! })),
  });
  box.goals.forEach((g, seq) =>
    rows.goals.push({
      gameId,
      seq,
      period: g.period,
      timeSeconds: secs(g.time),
      side: g.team,
      scorerPlayerId: g.scorerPlayerId,
      assist1PlayerId: g.assist1PlayerId,
      assist2PlayerId: g.assist2PlayerId,
      strength: g.strength,
    }),
  );
  box.penalties.forEach((p, seq) =>
    rows.penalties.push({
      gameId,
      seq,
      period: p.period,
      timeSeconds: secs(p.time),
      side: p.team,
      playerId: p.playerId,
      minutes: p.minutes,
      infraction: p.infraction,
    }),
  );
  box.shots.forEach((s) => rows.shots.push({ gameId, ...s }));
  box.shootout.forEach((a, seq) => rows.shootout.push({ gameId, seq, side: a.team, playerId: a.playerId, scored: a.scored }));
  box.goalies.forEach((g, seq) =>
    rows.goalies.push({
      gameId,
      seq,
      side: g.team,
      playerId: g.playerId,
      timeOnIceSeconds: secs(g.timeOnIce),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
      shutout: shutouts[seq] ?? false,
    }),
  );
}
