import { sql } from 'drizzle-orm';
import type { Tx } from '../support/row-version';

/** The zone a new game is scheduled in when the writer names none: its venue's, else its league's, else UTC. */
export async function defaultZone(tx: Tx, g: { venueId?: number | null; seasonId?: number | null; homeTeamId?: number | null }) {
  const { rows } = (await tx.execute(sql`select coalesce(
      (select time_zone from facilities where id = ${g.venueId ?? null}::int),
      (select l.time_zone from leagues l where l.id = coalesce(
        (select league_id from seasons where id = ${g.seasonId ?? null}::int),
        (select league_id from teams where id = ${g.homeTeamId ?? null}::int))),
      'UTC') as zone`)) as unknown as { rows: Array<{ zone: string }> };
  return rows[0]?.zone ?? 'UTC';
}
