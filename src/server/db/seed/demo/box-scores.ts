import type { BoxScoreBody } from '#shared/schemas/box-score';
import { parseClock } from '#shared/domain/box-score-clock';
import { goalieShutouts, skaterGameLines, type SkaterGameLine } from '#shared/domain/box-score-lines';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { boxScoreGoalies, boxScoreGoals, boxScorePenalties, boxScoreShootout, boxScoreShots, boxScores } from '../../schema';
import { refreshPlayerStats } from '../../../repositories/player-season-stats';
import { insertAll } from '../insert';
import { createRng } from '../prng';
import { generateBoxScore, type RosterPlayer } from './box-score-gen';
import type { GameSeed } from './games';

// A stream of its own, so adding box scores left every other demo row exactly as it was.
const BOX_SEED = 0xb0c5c0de;
const secs = (t: string) => parseClock(t) ?? 0;

export type SeededGame = GameSeed & { id: number; playoffs: boolean };

/**
 * Issue #17 item 6: every demo final gets a box score from its teams' rosters, loaded in bulk
 * (a few statements per table), then every player's season totals are built in one statement.
 */
export async function seedBoxScores(db: Db, seeded: SeededGame[], rosterOf: Map<number, RosterPlayer[]>): Promise<number> {
  const rng = createRng(BOX_SEED);
  const rows = {
    heads: [] as object[],
    lineups: [] as object[],
    goals: [] as object[],
    penalties: [] as object[],
    shots: [] as object[],
    shootout: [] as object[],
    goalies: [] as object[],
  };
  for (const g of seeded) {
    if (g.status !== 'final' || g.outcome === null || g.homeScore === null || g.awayScore === null) continue;
    const rosters = { home: rosterOf.get(g.homeTeamId) ?? [], away: rosterOf.get(g.awayTeamId) ?? [] };
    if (!rosters.home.some((p) => p.position !== 'goalie') || !rosters.away.some((p) => p.position !== 'goalie')) continue;
    const box = generateBoxScore(
      rng,
      { homeScore: g.homeScore, awayScore: g.awayScore, outcome: g.outcome, playoffs: g.playoffs },
      rosters,
    );
    collect(rows, g.id, box, g.outcome);
  }
  await insertAll(db, boxScores, rows.heads);
  await insertLineups(db, rows.lineups as LineupRow[]);
  await insertAll(db, boxScoreGoals, rows.goals);
  await insertAll(db, boxScorePenalties, rows.penalties);
  await insertAll(db, boxScoreShots, rows.shots);
  await insertAll(db, boxScoreShootout, rows.shootout);
  await insertAll(db, boxScoreGoalies, rows.goalies);
  await refreshPlayerStats(db, 'all');
  return rows.heads.length;
}

function collect(rows: Record<string, object[]>, gameId: number, box: BoxScoreBody, outcome: 'REG' | 'OT' | 'SO') {
  const lines = skaterGameLines(box, outcome, true);
  const shutouts = goalieShutouts(box, outcome);
  rows.heads!.push({ gameId });
  rows.lineups!.push({
    gameId,
    homeCount: box.lineup.filter((l) => l.team === 'home').length,
    players: box.lineup.map((l) => ({ id: l.playerId, ...lines.get(l.playerId)! })),
  });
  box.goals.forEach((g, seq) =>
    rows.goals!.push({
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
    rows.penalties!.push({
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
  box.shots.forEach((s) => rows.shots!.push({ gameId, ...s }));
  box.shootout.forEach((a, seq) => rows.shootout!.push({ gameId, seq, side: a.team, playerId: a.playerId, scored: a.scored }));
  box.goalies.forEach((g, seq) =>
    rows.goalies!.push({
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

type LineupRow = { gameId: number; homeCount: number; players: ({ id: number } & SkaterGameLine)[] };
const LINE_KEYS = ['goals', 'assists', 'penaltyMinutes', 'powerPlayGoals', 'shortHandedGoals', 'gameWinningGoals'] as const;
const array = (values: number[]) => `'{${values.join(',')}}'`;

/**
 * ~700k dressed-player rows: sent as one row of arrays per game and unnested by the database,
 * which parses a fraction of the SQL a row-per-player INSERT needs (seconds instead of a minute).
 */
async function insertLineups(db: Db, rows: LineupRow[]) {
  await db.execute(
    sql.raw(
      `create temp table seed_lineups (game_id int, home_count int, ids int[], ${LINE_KEYS.map((k) => `${k} int[]`).join(', ')}) on commit drop`,
    ),
  );
  for (let i = 0; i < rows.length; i += 2000) {
    const values = rows
      .slice(i, i + 2000)
      .map(
        (r) =>
          `(${r.gameId}, ${r.homeCount}, ${array(r.players.map((p) => p.id))}, ${LINE_KEYS.map((k) => array(r.players.map((p) => p[k]))).join(', ')})`,
      );
    await db.execute(sql.raw(`insert into seed_lineups values ${values.join(',\n')}`));
  }
  // Built once after the load: far cheaper than ~700k single inserts into the primary-key index.
  await db.execute(sql.raw('alter table box_score_lineups drop constraint box_score_lineups_game_id_player_id_pk'));
  await db.execute(
    sql.raw(`insert into box_score_lineups (game_id, player_id, side, seq, goals, assists, penalty_minutes, power_play_goals, short_handed_goals, game_winning_goals)
    select s.game_id, u.id, (case when u.ord <= s.home_count then 'home' else 'away' end)::team_side, u.ord - 1, u.goals, u.assists, u.penalty_minutes,
      u.power_play_goals, u.short_handed_goals, u.game_winning_goals
    from seed_lineups s, unnest(s.ids, ${LINE_KEYS.map((k) => `s.${k}`).join(', ')}) with ordinality as u(id, goals, assists, penalty_minutes, power_play_goals, short_handed_goals, game_winning_goals, ord)`),
  );
  await db.execute(
    sql.raw('alter table box_score_lineups add constraint box_score_lineups_game_id_player_id_pk primary key (game_id, player_id)'),
  );
  await db.execute(sql.raw('drop table seed_lineups'));
}
