import { literal } from '../insert';
import { POOL_COUNT as P } from './word-tables';

// Set-based generators for the spec-scale top-up. Row g of each generate_series maps to ids
// min + g (inserted in order on an otherwise idle database), so later statements can compute
// which league a team belongs to without joins: team g plays in league g % nLeagues.
export type Plan = {
  minLeague: number;
  nLeagues: number;
  minFacility: number;
  nFacilities: number;
  minTeam: number;
  nTeams: number;
  nPlayers: number;
  today: string;
};

const TIERS: Array<[string, string]> = [
  ['Premier Hockey League', 'professional'],
  ['Junior Hockey League', 'junior'],
  ['Amateur Hockey League', 'amateur'],
  ['Youth U16 League', 'youth'],
  ['Collegiate Hockey Conference', 'collegiate'],
  ['Senior Hockey League', 'amateur'],
  ['Division I Hockey League', 'professional'],
  ['Elite Hockey League', 'professional'],
  ['Junior A Hockey League', 'junior'],
  ['Minor Hockey League', 'youth'],
];
const REGIONS = [
  'Northern',
  'Southern',
  'Eastern',
  'Western',
  'Central',
  'Coastal',
  'Metro',
  'Valley',
  'Highland',
  'Lakeland',
  'Capital',
  'Frontier',
  'Prairie',
];
const NICKNAMES = [
  'Wolves',
  'Bears',
  'Hawks',
  'Storm',
  'Thunder',
  'Blizzard',
  'Falcons',
  'Lynx',
  'Knights',
  'Raiders',
  'Comets',
  'Kodiaks',
  'Icemen',
  'Miners',
  'Flyers',
  'Foxes',
  'Owls',
  'Rams',
  'Sharks',
  'Vipers',
  'Eagles',
  'Titans',
  'Rockets',
  'Pirates',
];
const SUFFIXES = ['Arena', 'Ice Centre', 'Ice Rink', 'Sports Hall', 'Community Rink', 'Training Centre', 'Coliseum', 'Ice Palace'];
const COLORS = [
  '#C8102E',
  '#00205B',
  '#006847',
  '#FFB81C',
  '#111111',
  '#F47A38',
  '#6F263D',
  '#0033A0',
  '#00843D',
  '#7A0019',
  '#0098DB',
  '#4F2C1D',
];
const ROSTER = [
  'goalie',
  'goalie',
  'defense',
  'defense',
  'defense',
  'defense',
  'defense',
  'defense',
  'defense',
  'center',
  'center',
  'center',
  'center',
  'left_wing',
  'left_wing',
  'left_wing',
  'left_wing',
  'right_wing',
  'right_wing',
  'right_wing',
];

const arr = (items: string[]) => `ARRAY[${items.map(literal).join(', ')}]`;
const values = (rows: Array<Array<string | number>>) => rows.map((r) => `(${r.map(literal).join(', ')})`).join(', ');

export function leaguesSql(n: number): string {
  return `INSERT INTO leagues (name, short_name, level, is_active, founded, country_id, description)
SELECT r.region || ' ' || c.name || ' ' || t.tier,
       upper(left(r.region, 1) || left(c.name, 2)) || (j + 1),
       t.level::league_level, j % 37 <> 0, 1920 + (j * 7) % 100, c.country_id,
       'A generated ' || t.level || ' league in ' || c.name || ', part of the spec-scale data set.'
FROM generate_series(0, ${n - 1}) AS j
JOIN (VALUES ${values(TIERS.map(([tier, level], i) => [i, tier, level]))}) AS t(ti, tier, level) ON t.ti = j % ${TIERS.length}
JOIN spec_country c ON c.ci = (j / ${TIERS.length}) % ${P}
JOIN (VALUES ${values(REGIONS.map((r, i) => [i, r]))}) AS r(ri, region) ON r.ri = (j / ${TIERS.length * P}) % ${REGIONS.length}
ORDER BY j`;
}

export function facilitiesSql(n: number): string {
  const types = [
    'arena',
    'rink',
    'community_rink',
    'training_center',
    'arena',
    'rink',
    'olympic_venue',
    'stadium',
    'community_rink',
    'arena',
  ];
  return `INSERT INTO facilities (name, city, address, capacity, country_id, facility_type, surface_type)
SELECT city.word || ' ' || (${arr(SUFFIXES)})[1 + (x.rest / cc.cnt) % ${SUFFIXES.length}]
         || CASE WHEN x.rest / (cc.cnt * ${SUFFIXES.length}) > 0 THEN ' ' || (x.rest / (cc.cnt * ${SUFFIXES.length}) + 1) ELSE '' END,
       city.word, (1 + f % 999) || ' ' || (${arr(['Maple', 'Lake', 'Park', 'Hockey', 'Arena', 'River', 'Hill', 'Forest'])})[1 + f % 8] || ' Street',
       CASE WHEN f % 10 IN (2, 8) THEN 100 + (f * 37) % 900 ELSE 1000 + (f * 37) % 17000 END,
       c.country_id, (${arr(types)})[1 + f % 10]::facility_type,
       (CASE WHEN f % 20 = 3 THEN 'inline' WHEN f % 20 = 7 THEN 'roller' WHEN f % 20 = 11 THEN 'street' WHEN f % 40 = 13 THEN 'ball' ELSE 'ice' END)::surface_type
FROM (SELECT f, f % ${P} AS ci, f / ${P} AS rest FROM generate_series(0, ${n - 1}) AS f) AS x
JOIN spec_country c ON c.ci = x.ci
JOIN spec_city_count cc ON cc.ci = x.ci
JOIN spec_city city ON city.ci = x.ci AND city.n = x.rest % cc.cnt
ORDER BY f`;
}

export function teamsSql(p: Plan): string {
  const perCountry = Math.floor(p.nFacilities / P);
  return `INSERT INTO teams (name, short_name, city, league_id, country_id, home_venue_id, founded, primary_color, conference, division)
SELECT city.word || ' ' || (${arr(NICKNAMES)})[1 + (g * 7 + m) % ${NICKNAMES.length}],
       upper(left(regexp_replace(city.word, '[^[:alpha:]]', '', 'g'), 3)),
       city.word, ${p.minLeague} + j, c.country_id,
       ${p.minFacility} + x.ci + ${P} * ((g * 31) % ${perCountry}),
       1900 + (g * 13) % 120, (${arr(COLORS)})[1 + g % ${COLORS.length}],
       CASE WHEN m % 2 = 0 THEN 'East' ELSE 'West' END, 'Division ' || (m % 4 + 1)
FROM (SELECT g, g % ${p.nLeagues} AS j, g / ${p.nLeagues} AS m, ((g % ${p.nLeagues}) / ${TIERS.length}) % ${P} AS ci
      FROM generate_series(0, ${p.nTeams - 1}) AS g) AS x
JOIN spec_country c ON c.ci = x.ci
JOIN spec_city_count cc ON cc.ci = x.ci
JOIN spec_city city ON city.ci = x.ci AND city.n = (x.m + x.j) % cc.cnt
ORDER BY g`;
}

export function playersSql(p: Plan): string {
  return `INSERT INTO players (first_name, last_name, position, jersey_number, current_team_id, date_of_birth,
  birth_country_id, birth_city, height, weight, shoots, catches)
SELECT fn.word, ln.word, x.pos::player_position, 10 + x.k * 20 + x.g % 20, ${p.minTeam} + x.g,
       date '1984-01-01' + (x.p * 7919) % 8000, c.country_id, city.word,
       170 + (x.p * 13) % 36, 70 + (x.p * 17) % 41,
       CASE WHEN x.pos = 'goalie' THEN NULL WHEN x.p % 3 = 0 THEN 'R' ELSE 'L' END::hand,
       CASE WHEN x.pos = 'goalie' THEN (CASE WHEN x.p % 7 = 0 THEN 'R' ELSE 'L' END)::hand END
FROM (SELECT p, p % ${p.nTeams} AS g, p / ${p.nTeams} AS k,
             (((p % ${p.nTeams}) % ${p.nLeagues}) / ${TIERS.length}) % ${P} AS ci,
             (${arr(ROSTER)})[1 + (p * 7) % ${ROSTER.length}] AS pos
      FROM generate_series(0, ${p.nPlayers - 1}) AS p) AS x
JOIN spec_country c ON c.ci = x.ci
JOIN spec_first_count fc ON fc.ci = x.ci
JOIN spec_first fn ON fn.ci = x.ci AND fn.n = (x.p * 31) % fc.cnt
JOIN spec_last_count lc ON lc.ci = x.ci
JOIN spec_last ln ON ln.ci = x.ci AND ln.n = (x.p * 17 + x.p / 7) % lc.cnt
JOIN spec_city_count cc ON cc.ci = x.ci
JOIN spec_city city ON city.ci = x.ci AND city.n = (x.p * 11) % cc.cnt`;
}

export type SeasonYear = { label: string; name: string; start: string; end: string; active: boolean };

export function seasonsSql(p: Plan, years: SeasonYear[]): string {
  return `INSERT INTO seasons (league_id, year, season_type, name, start_date, end_date, is_active)
SELECT l.id, y.label, 'regular', y.name, y.start::date, y.finish::date, y.active
FROM generate_series(${p.minLeague}, ${p.minLeague + p.nLeagues - 1}) AS l(id)
CROSS JOIN (VALUES ${years.map((y) => `(${literal(y.label)}, ${literal(y.name)}, ${literal(y.start)}, ${literal(y.end)}, ${y.active})`).join(', ')})
  AS y(label, name, start, finish, active)
ORDER BY l.id, y.start`;
}

/** `perSeason` games in every generated league's season labelled `label`; played before today, scheduled after. */
export function gamesSql(p: Plan, label: string, perSeason: number, teamsPerLeague: number): string {
  const n = teamsPerLeague;
  // Generated venues carry no zone: their games are scheduled in UTC (issue #18).
  return `INSERT INTO games (home_team_id, away_team_id, game_date, game_time, venue_id, season_id, home_score, away_score, status, outcome, starts_at)
SELECT z.home, z.away, z.d, z.tm, t.home_venue_id, z.sid,
       CASE WHEN z.played THEN CASE WHEN z.home_wins THEN z.lo + z.margin ELSE z.lo END END,
       CASE WHEN z.played THEN CASE WHEN z.home_wins THEN z.lo ELSE z.lo + z.margin END END,
       (CASE WHEN z.played THEN 'final' ELSE 'scheduled' END)::game_status,
       (CASE WHEN z.played THEN z.oc END)::game_outcome,
       (z.d + z.tm::time) AT TIME ZONE 'UTC'
FROM (
  SELECT y.*, y.d < date '${p.today}' AS played,
         CASE WHEN y.oc = 'REG' THEN 1 + floor(y.r2 * 3)::int ELSE 1 END AS margin
  FROM (
    SELECT s.id AS sid,
           ${p.minTeam} + (s.league_id - ${p.minLeague}) + ${p.nLeagues} * (k % ${n}) AS home,
           ${p.minTeam} + (s.league_id - ${p.minLeague}) + ${p.nLeagues} * (((k % ${n}) + 1 + (k / ${n}) % ${n - 1}) % ${n}) AS away,
           s.start_date + (k * (s.end_date - s.start_date) / ${perSeason}) AS d,
           (${arr(['19:00', '19:30', '18:00', '20:00', '17:00'])})[1 + k % 5]::time AS tm,
           floor(random() * 4)::int AS lo, random() AS r2, random() < 0.54 AS home_wins,
           CASE WHEN k % 100 < 77 THEN 'REG' WHEN k % 100 < 92 THEN 'OT' ELSE 'SO' END AS oc
    FROM seasons s CROSS JOIN generate_series(0, ${perSeason - 1}) AS k
    WHERE s.league_id >= ${p.minLeague} AND s.year = ${literal(label)}
  ) AS y
) AS z
JOIN teams t ON t.id = z.home`;
}
