import { sql } from 'drizzle-orm';
import type { ClockSeasonType } from '#shared/domain/box-score/box-score-clock';
import type { Db } from '../../db/client';
import { resultRows } from '../../db/result-rows';

export type RestingGame = { id: number; seasonType: ClockSeasonType | null; level: string | null };

/**
 * Live games with events whose last write is older than `quietMinutes` (and that started within two days:
 * older ones are Auto-Set Status's to settle): the candidates the game clock may end.
 */
export async function liveGamesAtRest(db: Db, quietMinutes: number): Promise<RestingGame[]> {
  const res = await db.execute(sql`
    select g.id, s.season_type as "seasonType", l.level
    from games g
    left join seasons s on s.id = g.season_id
    left join leagues l on l.id = s.league_id
    join lateral (select max(e.updated_at) as last from game_events e where e.game_id = g.id) e on true
    where g.status = 'live' and e.last is not null
      and e.last < now() - ${quietMinutes} * interval '1 minute'
      and (g.starts_at is null or g.starts_at > now() - interval '2 days')
    limit 200`);
  return resultRows(res).map((r) => ({
    id: Number(r.id),
    seasonType: (r.seasonType as ClockSeasonType | null) ?? null,
    level: (r.level as string | null) ?? null,
  }));
}
