import { sql } from 'drizzle-orm';
import type { GameSummary, TeamRecord } from '#shared/schemas/game-summary';
import type { Db } from '../../db/client';

type GameRow = { id: number; seasonId: number | null; homeTeamId: number; awayTeamId: number; status: string };
type RecordRow = TeamRecord & { seasonId: number; teamId: number };
type ShotRow = { gameId: number; home: number; away: number };
type ScorerRow = { gameId: number; side: 'home' | 'away'; playerId: number; lastName: string; goals: number };

const pg = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The scores cards' extras for a day's games (issue 28): each team's record in the game's season from its
 * finals so far, shots on goal summed over periods, and on finals the scorers. Four reads, each by index.
 */
export async function gameSummaries(db: Db, ids: readonly number[]): Promise<GameSummary[]> {
  if (!ids.length) return [];
  const gameRows = (
    await db.execute(sql`
      select id, season_id as "seasonId", home_team_id as "homeTeamId", away_team_id as "awayTeamId", status
      from games where id = any(${pg(ids)})`)
  ).rows as GameRow[];
  const seasons = [...new Set(gameRows.flatMap((g) => (g.seasonId === null ? [] : [g.seasonId])))];
  const teams = [...new Set(gameRows.flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
  const finals = gameRows.filter((g) => g.status === 'final').map((g) => g.id);
  const [records, shots, scorers] = await Promise.all([
    seasons.length ? readRecords(db, seasons, teams) : [],
    readShots(
      db,
      gameRows.map((g) => g.id),
    ),
    finals.length ? readScorers(db, finals) : [],
  ]);
  const recordOf = new Map(records.map((r) => [`${r.seasonId}:${r.teamId}`, r]));
  const record = (seasonId: number | null, teamId: number): TeamRecord | null => {
    if (seasonId === null) return null;
    // A team without a final yet this season is 0-0-0, as scoreboards print it on opening night.
    const r = recordOf.get(`${seasonId}:${teamId}`);
    return { wins: r?.wins ?? 0, losses: r?.losses ?? 0, overtimeLosses: r?.overtimeLosses ?? 0, ties: r?.ties ?? 0 };
  };
  const shotsOf = new Map(shots.map((s) => [s.gameId, s]));
  return gameRows
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((g) => {
      const s = shotsOf.get(g.id);
      return {
        gameId: g.id,
        homeRecord: record(g.seasonId, g.homeTeamId),
        awayRecord: record(g.seasonId, g.awayTeamId),
        shots: s ? { home: s.home, away: s.away } : null,
        scorers: scorers
          .filter((r) => r.gameId === g.id)
          .map(({ side, playerId, lastName, goals }) => ({ side, playerId, lastName, goals })),
      };
    });
}

async function readRecords(db: Db, seasons: number[], teams: number[]): Promise<RecordRow[]> {
  const { rows } = await db.execute(sql`
    select season_id as "seasonId", team_id as "teamId",
      count(*) filter (where gf > ga)::int as wins,
      count(*) filter (where gf < ga and coalesce(outcome::text, 'REG') = 'REG')::int as losses,
      count(*) filter (where gf < ga and outcome::text in ('OT', 'SO'))::int as "overtimeLosses",
      count(*) filter (where gf = ga)::int as ties
    from (
      select season_id, home_team_id team_id, home_score gf, away_score ga, outcome from games
        where status = 'final' and season_id = any(${pg(seasons)}) and home_team_id = any(${pg(teams)})
      union all
      select season_id, away_team_id, away_score, home_score, outcome from games
        where status = 'final' and season_id = any(${pg(seasons)}) and away_team_id = any(${pg(teams)})
    ) x
    group by season_id, team_id`);
  return rows as RecordRow[];
}

async function readShots(db: Db, ids: number[]): Promise<ShotRow[]> {
  const { rows } = await db.execute(sql`
    select game_id as "gameId", sum(home)::int as home, sum(away)::int as away
    from box_score_shots where game_id = any(${pg(ids)}) group by game_id`);
  return rows as ShotRow[];
}

async function readScorers(db: Db, ids: number[]): Promise<ScorerRow[]> {
  const { rows } = await db.execute(sql`
    select g.game_id as "gameId", g.side::text as side, g.scorer_player_id as "playerId", p.last_name as "lastName",
      count(*)::int as goals
    from box_score_goals g join players p on p.id = g.scorer_player_id
    where g.game_id = any(${pg(ids)})
    group by g.game_id, g.side, g.scorer_player_id, p.last_name
    order by g.game_id, min(g.seq)`);
  return rows as ScorerRow[];
}
