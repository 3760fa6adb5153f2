import { sql, type SQL } from 'drizzle-orm';
import { NHL_NAMES } from '#shared/domain/directory/league-order';
import { leagues } from '../../db/schema';

const names = sql.join(
  NHL_NAMES.map((n) => sql`${n}`),
  sql`, `,
);

/** The shared rule (§4: the NHL always first; league-order.ts) on the leagues row: true for the NHL. */
export const isNhlLeagueSql: SQL = sql`coalesce(lower(${leagues.name}) in (${names}) or lower(${leagues.shortName}) in (${names}), false)`;

/** The first ORDER BY key of any list of leagues, or of rows joined to theirs. */
export const nhlFirstOrder: SQL = sql`${isNhlLeagueSql} desc`;
