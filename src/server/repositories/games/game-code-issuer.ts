import { sql } from 'drizzle-orm';

/**
 * Issue 40 item 4: a code works only while the one who made it may still make it, an admin or a
 * manager of the game's league (its season's, or either team's). Before, a manager's codes kept
 * scoring his former league's games after his role was revoked. A code whose maker's account was
 * deleted (createdBy null) stops too. Correlated to game_codes by name: it is a condition of that table's rows.
 */
export const issuerEntitled = sql`exists (
  select 1 from users u
  where u.id = game_codes.created_by
    and (u.role = 'admin' or exists (
      select 1 from user_roles r
      join games g on g.id = game_codes.game_id
      left join seasons s on s.id = g.season_id
      left join teams h on h.id = g.home_team_id
      left join teams a on a.id = g.away_team_id
      where r.user_id = u.id and r.role = 'league_manager'
        and (r.league_id = s.league_id or (s.id is null and r.league_id in (h.league_id, a.league_id)))
    ))
)`;
