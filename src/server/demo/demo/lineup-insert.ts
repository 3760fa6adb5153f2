import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { SkaterGameLine } from '#shared/domain/box-score/box-score-lines';

export type LineupRow = { gameId: number; homeCount: number; players: ({ id: number } & SkaterGameLine)[] };
const LINE_KEYS = [
  'goals',
  'assists',
  'penaltyMinutes',
  'powerPlayGoals',
  'shortHandedGoals',
  'gameWinningGoals',
  'powerPlayAssists',
  'shortHandedAssists',
  'plusMinus',
  'sheetPlusMinus',
  'shots',
  'timeOnIceSeconds',
] as const;
const COLUMNS = LINE_KEYS.map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const array = (values: (number | null)[]) => `'{${values.map((v) => v ?? 'NULL').join(',')}}'`;

/**
 * ~700k dressed-player rows: sent as one row of arrays per game and unnested by the database,
 * which parses a fraction of the SQL a row-per-player INSERT needs (seconds instead of a minute).
 */
export async function insertLineups(db: Db, rows: LineupRow[], bulk: boolean) {
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
  // Built once after a bulk load: far cheaper than ~700k single inserts into the primary-key index.
  // A small load next to live traffic (the demo history) keeps the key.
  if (bulk) await db.execute(sql.raw('alter table box_score_lineups drop constraint box_score_lineups_game_id_player_id_pk'));
  await db.execute(
    sql.raw(`insert into box_score_lineups (game_id, player_id, side, seq, ${COLUMNS.join(', ')})
    select s.game_id, u.id, (case when u.ord <= s.home_count then 'home' else 'away' end)::team_side, u.ord - 1, ${COLUMNS.map((c) => `u.${c}`).join(', ')}
    from seed_lineups s, unnest(s.ids, ${LINE_KEYS.map((k) => `s.${k}`).join(', ')}) with ordinality as u(id, ${COLUMNS.join(', ')}, ord)`),
  );
  if (bulk) {
    await db.execute(
      sql.raw('alter table box_score_lineups add constraint box_score_lineups_game_id_player_id_pk primary key (game_id, player_id)'),
    );
  }
  await db.execute(sql.raw('drop table seed_lineups'));
}
