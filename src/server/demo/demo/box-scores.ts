import type { BoxScoreBody, TeamSide } from '#shared/schemas/box-score';
import type { Db } from '#server/db/client';
import {
  boxScoreGoalieStints,
  boxScoreGoalies,
  boxScoreGoals,
  boxScorePenaltyShots,
  boxScorePenalties,
  boxScoreShootout,
  boxScoreShots,
  boxScores,
} from '#server/db/schema';
import { boxScoreRows as storedRows } from '#server/repositories/box-score/box-score-rows';
import { refreshPlayerStats } from '#server/repositories/stats/player-season-stats';
import { insertAll } from '../insert';
import { createRng, type Rng } from '../prng';
import { generateBoxScore, type RosterPlayer } from './box-score-gen';
import type { GameSeed } from './games';
import { insertLineups, type LineupRow } from './lineup-insert';

// A stream of its own, so adding box scores left every other demo row exactly as it was.
export const BOX_SEED = 0xb0c5c0de;

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
type BoxRows = Record<'heads' | 'lineups' | 'goals' | 'penalties' | 'shots' | 'shootout' | 'goalies' | 'stints' | 'penaltyShots', object[]>;

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

/** Both teams' players in the game's season, or null when a side dresses no skater (such a game gets no lines). */
export function dressedRosters(
  rosterOf: RosterLookup,
  g: Pick<SeededGame, 'homeTeamId' | 'awayTeamId' | 'seasonId'>,
): Record<TeamSide, RosterPlayer[]> | null {
  const rosters = { home: rosterOf(g.homeTeamId, g.seasonId) ?? [], away: rosterOf(g.awayTeamId, g.seasonId) ?? [] };
  const skates = (players: RosterPlayer[]) => players.some((p) => p.position !== 'goalie');
  return skates(rosters.home) && skates(rosters.away) ? rosters : null;
}

/** The rows of a box score for each final whose teams both have a skater (the others get none). */
export function boxScoreRows(seeded: SeededGame[], rosterOf: RosterLookup, rng: Rng): BoxRows {
  const rows: BoxRows = {
    heads: [],
    lineups: [],
    goals: [],
    penalties: [],
    shots: [],
    shootout: [],
    goalies: [],
    stints: [],
    penaltyShots: [],
  };
  for (const g of seeded) {
    if (g.status !== 'final' || g.outcome === null || g.outcome === 'TIE' || g.homeScore === null || g.awayScore === null) continue;
    const rosters = dressedRosters(rosterOf, g);
    if (!rosters) continue;
    const box = generateBoxScore(
      rng,
      { homeScore: g.homeScore, awayScore: g.awayScore, outcome: g.outcome, playoffs: g.playoffs },
      rosters,
    );
    collect(rows, g.id, box, { ...g, outcome: g.outcome });
  }
  return rows;
}

/** `bulk`: the seed's one big load (keys rebuilt after); otherwise a small load beside live traffic. */
export async function insertBoxScoreRows(db: Db, rows: BoxRows, bulk: boolean): Promise<void> {
  await insertAll(db, boxScores, rows.heads);
  await insertBoxScoreLines(db, rows, bulk);
}

/** Everything of the box scores but their heads (inserted before: the lines reference them). */
export async function insertBoxScoreLines(db: Db, rows: BoxRows, bulk: boolean): Promise<void> {
  await insertLineups(db, rows.lineups as LineupRow[], bulk);
  await insertAll(db, boxScoreGoals, rows.goals);
  await insertAll(db, boxScorePenalties, rows.penalties);
  await insertAll(db, boxScoreShots, rows.shots);
  await insertAll(db, boxScoreShootout, rows.shootout);
  await insertAll(db, boxScoreGoalies, rows.goalies);
  await insertAll(db, boxScoreGoalieStints, rows.stints);
  await insertAll(db, boxScorePenaltyShots, rows.penaltyShots);
}

function collect(rows: BoxRows, gameId: number, box: BoxScoreBody, game: SeededGame & { outcome: 'REG' | 'OT' | 'SO' }) {
  const stored = storedRows(gameId, box, { ...game, status: 'final', seasonType: game.playoffs ? 'playoffs' : 'regular' });
  rows.heads.push(stored.head);
  const lines = new Map(stored.lineups.map((l) => [l.playerId, l]));
  rows.lineups.push({
    gameId,
    homeCount: box.lineup.filter((l) => l.team === 'home').length,
    players: box.lineup.map((l) => ({ id: l.playerId, ...lines.get(l.playerId)! })),
  });
  // The bulk insert writes literals: integer arrays as PostgreSQL's '{1,2}', not JSON.
  const pgArray = (ids: number[] | null) => (ids ? `{${ids.join(',')}}` : null);
  rows.goals.push(...stored.goals.map((g) => ({ ...g, onIceHome: pgArray(g.onIceHome), onIceAway: pgArray(g.onIceAway) })));
  rows.penalties.push(...stored.penalties);
  rows.shots.push(...stored.shots);
  rows.shootout.push(...stored.shootout);
  rows.goalies.push(...stored.goalies);
  rows.stints.push(...stored.stints);
  rows.penaltyShots.push(...stored.penaltyShots);
}
