/**
 * Issue #17 item 6 at spec scale: a box score for every bulk-generated final, set-based (a few
 * INSERT ... SELECT statements over the million games, not a row at a time), consistent with the
 * same rules the API checks: goals add up to the score (a shootout winner's +1 outside them), an
 * overtime final's one overtime goal is the winner's, scorers and assisters are distinct players of
 * the team's roster, shots of a period are at least its goals, a team with a goalie has him in net
 * for the whole game with shots against = the other side's shots and the decision the result says.
 * The generated rosters are small (3–4 players a team), so a lineup is the whole roster.
 * `h` is a fixed per-row hash: the data is the same on every run.
 */
const hash = (...terms: string[]) =>
  `((${terms.map((t, i) => `(${t})::bigint * ${[7919, 104729, 15485863, 32452843][i]}`).join(' + ')}) % 1000003)`;

const INFRACTIONS = ['Hooking', 'Tripping', 'Slashing', 'Interference', 'Holding', 'Roughing', 'High-sticking', 'Cross-checking'];

export function specBoxScoreStatements(minTeam: number, minGame: number): string[] {
  const side = (s: string) => `(CASE WHEN ${s} = 'home' THEN 1 ELSE 2 END)`;
  return [
    // Each generated team's players, skaters first: a pick by number 1..sk is a skater when it has one.
    `CREATE TEMP TABLE spec_roster ON COMMIT DROP AS
     SELECT current_team_id AS team_id, id AS player_id,
            row_number() OVER (PARTITION BY current_team_id ORDER BY position = 'goalie', id)::int AS rn
     FROM players WHERE current_team_id >= ${minTeam}`,
    `CREATE UNIQUE INDEX ON spec_roster (team_id, rn)`,
    `CREATE TEMP TABLE spec_team ON COMMIT DROP AS
     SELECT r.current_team_id AS team_id, count(*)::int AS cnt,
            greatest(count(*) FILTER (WHERE r.position <> 'goalie'), 1)::int AS sk,
            min(r.id) FILTER (WHERE r.position = 'goalie') AS goalie_id
     FROM players r WHERE r.current_team_id >= ${minTeam} GROUP BY r.current_team_id`,
    `CREATE UNIQUE INDEX ON spec_team (team_id)`,
    // Both sides of every final: goals in play (a shootout winner's score is its goals + 1).
    `CREATE TEMP TABLE spec_side ON COMMIT DROP AS
     SELECT g.id AS game_id, s.side::team_side AS side, s.team_id, g.outcome::text AS oc, s.won,
            s.score - CASE WHEN g.outcome = 'SO' AND s.won THEN 1 ELSE 0 END AS goals,
            s.opp - CASE WHEN g.outcome = 'SO' AND NOT s.won THEN 1 ELSE 0 END AS opp_goals
     FROM games g
     CROSS JOIN LATERAL (VALUES ('home', g.home_team_id, g.home_score, g.away_score, g.home_score > g.away_score),
                                ('away', g.away_team_id, g.away_score, g.home_score, g.away_score > g.home_score))
       AS s(side, team_id, score, opp, won)
     WHERE g.id >= ${minGame} AND g.status = 'final'`,
    `INSERT INTO box_scores (game_id) SELECT id FROM games WHERE id >= ${minGame} AND status = 'final'`,
    // Goals: the overtime winner's last goal in overtime, every other goal in periods 1–3; scorer
    // and up to two assisters are different skaters of the team.
    `CREATE TEMP TABLE spec_goal ON COMMIT DROP AS
     SELECT x.*, row_number() OVER (PARTITION BY x.game_id, x.side ORDER BY x.period, x.time_seconds, x.n)::int AS k
     FROM (
       SELECT s.game_id, s.side, s.team_id, s.won, s.oc, s.opp_goals, n, t.sk, h,
              CASE WHEN s.oc = 'OT' AND s.won AND n = s.goals THEN 4 ELSE 1 + h % 3 END AS period,
              CASE WHEN s.oc = 'OT' AND s.won AND n = s.goals THEN 20 + h % 270 ELSE 15 + (h * 13) % 1170 END AS time_seconds,
              1 + h % t.sk AS scorer,
              CASE WHEN t.sk >= 2 AND h % 5 <> 0 THEN 1 + (h % t.sk + 1 + (h / 7) % (t.sk - 1)) % t.sk END AS assist1,
              CASE WHEN t.sk >= 3 AND h % 5 <> 0 AND h % 2 = 0
                   THEN 1 + (h % t.sk + ((h / 7) % (t.sk - 1) + 1) % (t.sk - 1) + 1) % t.sk END AS assist2,
              CASE WHEN h % 50 = 7 THEN 'SH' WHEN h % 10 < 2 THEN 'PP' ELSE 'EV' END AS strength
       FROM spec_side s
       JOIN spec_team t ON t.team_id = s.team_id
       CROSS JOIN LATERAL generate_series(1, s.goals) AS n
       CROSS JOIN LATERAL (SELECT ${hash('s.game_id', 'n', side('s.side'))} AS h) AS hh
     ) AS x`,
    `INSERT INTO box_score_goals (game_id, seq, period, time_seconds, side, scorer_player_id, assist1_player_id, assist2_player_id, strength)
     SELECT g.game_id, (CASE WHEN g.side = 'home' THEN 0 ELSE 100 END) + g.n - 1, g.period, g.time_seconds, g.side, sc.player_id, a1.player_id, a2.player_id, g.strength::goal_strength
     FROM spec_goal g
     JOIN spec_roster sc ON sc.team_id = g.team_id AND sc.rn = g.scorer
     LEFT JOIN spec_roster a1 ON a1.team_id = g.team_id AND a1.rn = g.assist1
     LEFT JOIN spec_roster a2 ON a2.team_id = g.team_id AND a2.rn = g.assist2`,
    // Penalties: none to two a side, minors mostly, the odd fighting major.
    `CREATE TEMP TABLE spec_pen ON COMMIT DROP AS
     SELECT s.game_id, s.side, s.team_id, n, 1 + h % t.sk AS rn, 1 + h % 3 AS period, 30 + (h * 11) % 1140 AS time_seconds,
            CASE WHEN h % 15 = 0 THEN 5 ELSE 2 END AS minutes,
            CASE WHEN h % 15 = 0 THEN 'Fighting' ELSE (ARRAY['${INFRACTIONS.join("','")}'])[(1 + h % ${INFRACTIONS.length})::int] END AS infraction
     FROM spec_side s
     JOIN spec_team t ON t.team_id = s.team_id
     CROSS JOIN LATERAL generate_series(1, (s.game_id + ${side('s.side')}) % 3) AS n
     CROSS JOIN LATERAL (SELECT ${hash('s.game_id', 'n + 5', side('s.side'))} AS h) AS hh`,
    `INSERT INTO box_score_penalties (game_id, seq, period, time_seconds, side, player_id, minutes, infraction)
     SELECT p.game_id, (CASE WHEN p.side = 'home' THEN 0 ELSE 10 END) + p.n - 1, p.period, p.time_seconds, p.side, r.player_id, p.minutes, p.infraction
     FROM spec_pen p JOIN spec_roster r ON r.team_id = p.team_id AND r.rn = p.rn`,
    // Shootouts: up to three rounds, the game's winner scoring once, the loser never.
    `INSERT INTO box_score_shootout (game_id, seq, side, player_id, scored)
     SELECT s.game_id, ((round - 1) * 2 + CASE WHEN s.won THEN 1 ELSE 0 END)::int, s.side, r.player_id, s.won AND round = 1
     FROM spec_side s
     JOIN (SELECT game_id, least(3, min(t.cnt))::int AS rounds FROM spec_side x JOIN spec_team t ON t.team_id = x.team_id
           WHERE x.oc = 'SO' GROUP BY game_id) AS so ON so.game_id = s.game_id
     CROSS JOIN LATERAL generate_series(1, so.rounds) AS round
     JOIN spec_roster r ON r.team_id = s.team_id AND r.rn = round`,
    // Shots on goal: each period's goals plus 6–13 more; overtime (4) for OT and SO games.
    `INSERT INTO box_score_shots (game_id, period, home, away)
     SELECT g.id, p, coalesce(gp.home, 0) + CASE WHEN p = 4 THEN 1 + h % 4 ELSE 6 + h % 8 END,
            coalesce(gp.away, 0) + CASE WHEN p = 4 THEN 1 + (h / 4) % 4 ELSE 6 + (h / 8) % 8 END
     FROM games g
     CROSS JOIN LATERAL generate_series(1, CASE WHEN g.outcome = 'REG' THEN 3 ELSE 4 END) AS p
     CROSS JOIN LATERAL (SELECT ${hash('g.id', 'p')} AS h) AS hh
     LEFT JOIN (SELECT game_id, period, count(*) FILTER (WHERE side = 'home') AS home, count(*) FILTER (WHERE side = 'away') AS away
                FROM spec_goal GROUP BY 1, 2) AS gp ON gp.game_id = g.id AND gp.period = p
     WHERE g.id >= ${minGame} AND g.status = 'final'`,
    // One goalie a team that has one, in net to the end (the overtime winner's goal, or a full overtime before a shootout).
    `INSERT INTO box_score_goalies (game_id, player_id, seq, side, time_on_ice_seconds, shots_against, saves, goals_against, decision, credited, shutout)
     SELECT s.game_id, t.goalie_id, ${side('s.side')} - 1, s.side,
            3600 + CASE s.oc WHEN 'SO' THEN 300 WHEN 'OT' THEN ot.time_seconds ELSE 0 END,
            sa.shots, sa.shots - s.opp_goals, s.opp_goals,
            (CASE WHEN s.won THEN 'W' WHEN s.oc = 'REG' THEN 'L' ELSE 'OTL' END)::goalie_decision,
            (CASE WHEN s.won THEN 'W' WHEN s.oc = 'REG' THEN 'L' ELSE 'OTL' END)::goalie_decision,
            s.won AND s.opp_goals = 0
     FROM spec_side s
     JOIN spec_team t ON t.team_id = s.team_id AND t.goalie_id IS NOT NULL
     JOIN (SELECT game_id, sum(home)::int AS home, sum(away)::int AS away FROM box_score_shots WHERE game_id >= ${minGame} GROUP BY 1) AS sh
       ON sh.game_id = s.game_id
     CROSS JOIN LATERAL (SELECT CASE WHEN s.side = 'home' THEN sh.away ELSE sh.home END AS shots) AS sa
     LEFT JOIN (SELECT game_id, time_seconds FROM spec_goal WHERE period = 4) AS ot ON ot.game_id = s.game_id`,
    // Each player's line for the game, in one pass over the goals and penalties.
    `CREATE TEMP TABLE spec_line ON COMMIT DROP AS
     SELECT game_id, team_id, rn, sum(g)::int AS goals, sum(a)::int AS assists, sum(pim)::int AS pim,
            sum(pp)::int AS pp, sum(sh)::int AS sh, sum(gw)::int AS gw
     FROM (
       SELECT game_id, team_id, scorer AS rn, 1 AS g, 0 AS a, 0 AS pim, (strength = 'PP')::int AS pp, (strength = 'SH')::int AS sh,
              (won AND oc <> 'SO' AND k = opp_goals + 1)::int AS gw FROM spec_goal
       UNION ALL SELECT game_id, team_id, assist1, 0, 1, 0, 0, 0, 0 FROM spec_goal WHERE assist1 IS NOT NULL
       UNION ALL SELECT game_id, team_id, assist2, 0, 1, 0, 0, 0, 0 FROM spec_goal WHERE assist2 IS NOT NULL
       UNION ALL SELECT game_id, team_id, rn, 0, 0, minutes, 0, 0, 0 FROM spec_pen
     ) AS x GROUP BY 1, 2, 3`,
    // The lineup: the whole roster of each side.
    `INSERT INTO box_score_lineups (game_id, player_id, side, seq, goals, assists, penalty_minutes, power_play_goals, short_handed_goals, game_winning_goals)
     SELECT s.game_id, r.player_id, s.side, (CASE WHEN s.side = 'home' THEN 0 ELSE 100 END) + r.rn - 1,
            coalesce(l.goals, 0), coalesce(l.assists, 0), coalesce(l.pim, 0), coalesce(l.pp, 0), coalesce(l.sh, 0), coalesce(l.gw, 0)
     FROM spec_side s
     JOIN spec_roster r ON r.team_id = s.team_id
     LEFT JOIN spec_line l ON l.game_id = s.game_id AND l.team_id = s.team_id AND l.rn = r.rn`,
  ];
}
