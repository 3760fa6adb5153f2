import { playIssues } from '#shared/domain/box-score/box-score-play-rules';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '#server/demo/insert';
import { currentSeasonYear, localToday, isoDate } from '#server/demo/dates';
import { seasonYearLabel } from '#shared/domain/standings/seasons';
import { seedDatabase, seedDemoIfEmpty, startDemoHistory } from '#server/demo';
import { LEAGUES } from '#server/demo/data/leagues';
import { LEAGUE_LEVELS } from '#shared/domain/directory/levels';
import { IIHF_POINTS, NHL_POINTS } from '#shared/domain/standings/standings-types';
import { instantOf } from '#shared/domain/dates/zoned-time';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { eventsToBoxScore } from '#shared/domain/box-score/events-to-box-score';
import { parseClock } from '#shared/domain/box-score/box-score-clock';
import { periodLabel } from '#shared/domain/games/game-status';
import { GameEventData, type GameEvent } from '#shared/schemas/game-event';
import { boxScoreGame, readBoxBody } from '#server/repositories/box-score/box-score-read';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { createDemoTestDatabase, demoSeedOptions } from '../helpers/demo-database';

let t: TestApp;
const today = isoDate(localToday());
const quiet = { log: () => {} };
// The demo as the tests that read it get it (seeded once a day and code, demo-database.ts): a fixed clock for the
// day (20:00 in New York), the older seasons' box scores pending; one NHL season is filled below to check the fill.
const seedOptions = demoSeedOptions();
const now = seedOptions.now;
const current = currentSeasonYear(localToday());
const FILLED_YEAR = seasonYearLabel(current - 4);
let pendingBefore: Array<{ id: number; league: string; year: string; type: string }> = [];
// The kept rosters (lineup sizes) of the NHL season filled below, before the fill.
let filledRosters: Array<{ n: number }> = [];
// Older seasons whose box scores this file does not generate.
const unfilled = () => pendingBefore.filter((p) => !(p.league === 'NHL' && p.year === FILLED_YEAR)).map((p) => p.id);

async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  return resultRows(await t.handle.db.execute(sql.raw(query))) as T[];
}
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await buildTestApp({}, undefined, createDemoTestDatabase);
  pendingBefore = await rows(`select s.id, l.short_name as league, s.year, s.season_type as type from demo_history_pending p
    join seasons s on s.id = p.season_id join leagues l on l.id = s.league_id`);
  filledRosters = await rows(`select cardinality(r.player_ids) as n from demo_history_rosters r join seasons s on s.id = r.season_id
    where s.league_id = 1 and s.year = '${FILLED_YEAR}'`);
  await rows(
    `delete from demo_history_pending where season_id not in (select id from seasons where league_id = 1 and year = '${FILLED_YEAR}')`,
  );
  const filling = Date.now();
  expect(await startDemoHistory(t.handle, quiet).done).toBeGreaterThan(1312);
  console.log(`one NHL season's history on ${t.handle.kind}: ${Date.now() - filling} ms`);
}, 300_000);

describe('demo seed', () => {
  it('makes league 1 the NHL with 32 teams in two conferences and four divisions', async () => {
    expect(json(await get('/api/leagues/1'))).toMatchObject({
      id: 1,
      name: 'National Hockey League',
      shortName: 'NHL',
      level: 'professional',
    });
    const res = await get('/api/teams?leagueId=1&limit=100');
    expect(res.headers['x-total-count']).toBe('32');
    const teams = json(res) as Array<{ name: string; shortName: string; city: string }>;
    expect(teams.map((x) => x.name)).toEqual(expect.arrayContaining(['Toronto Maple Leafs', 'Boston Bruins', 'Seattle Kraken']));
    const divisions = await rows<{ conference: string; division: string; n: number }>(
      `select conference, division, count(*)::int as n from teams where league_id = 1 group by 1, 2 order by 1, 2`,
    );
    expect(divisions).toEqual([
      { conference: 'Eastern', division: 'Atlantic', n: 8 },
      { conference: 'Eastern', division: 'Metropolitan', n: 8 },
      { conference: 'Western', division: 'Central', n: 8 },
      { conference: 'Western', division: 'Pacific', n: 8 },
    ]);
    const [noVenue] = await rows<{ n: number }>(
      `select count(*)::int as n from teams where home_venue_id is null or primary_color is null`,
    );
    expect(noVenue.n).toBe(0);
  });

  it('has leagues at every level, including an inactive one', async () => {
    const leagues = json(await get('/api/leagues?limit=500')) as Array<{ level: string; isActive: boolean }>;
    expect(leagues.length).toBeGreaterThanOrEqual(25);
    expect(new Set(leagues.map((l) => l.level))).toEqual(new Set(LEAGUE_LEVELS));
    expect(leagues.some((l) => !l.isActive)).toBe(true);
  });

  it('introduces a league without a story of its own in plain English, by its level name (issue 39 item 8)', async () => {
    const leagues = json(await get('/api/leagues?limit=500')) as Array<{ name: string; level: string; description: string | null }>;
    const KIND: Record<string, string> = {
      professional: 'a professional',
      iihf: 'an international',
      junior: 'a junior',
      amateur: 'an amateur',
      youth: 'a youth',
      collegiate: 'a college',
    };
    const introduced = leagues.filter((l) => l.description?.startsWith(`${l.name} is a`));
    expect(introduced.some((l) => l.level === 'amateur' || l.level === 'iihf')).toBe(true);
    for (const l of introduced) expect(l.description, l.name).toContain(`${l.name} is ${KIND[l.level]} hockey league`);
    for (const l of leagues) expect(l.description ?? '', l.name).not.toMatch(/\b[Aa] (amateur|international|iihf|NHL)\b/);
  });

  it('loads every country with a three-letter upper-case ISO code', async () => {
    const res = await get('/api/countries?limit=500');
    const countries = json(res) as Array<{ code: string; name: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(195);
    expect(countries.every((c) => /^[A-Z]{3}$/.test(c.code))).toBe(true);
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['CAN', 'USA', 'FIN', 'SWE', 'CZE']));
  });

  it('puts live and scheduled games on today (an evening in North America)', async () => {
    const todays = json(await get(`/api/games?date=${today}&limit=500`)) as Array<{
      status: string;
      period: string | null;
      homeScore: number | null;
    }>;
    expect(todays.some((g) => g.status === 'live' && g.period !== null && g.homeScore !== null)).toBe(true);
    expect(todays.some((g) => g.status === 'scheduled' && g.homeScore === null)).toBe(true);
  });

  it('lets the clock decide (issue #18): final 2.5 h after the start, live until then, scheduled before', async () => {
    const at = `'${now.toISOString()}'::timestamptz`;
    const statuses = await rows<{ expected: string; status: string; n: number }>(`select case
        when starts_at + interval '150 minutes' <= ${at} then 'final'
        when starts_at <= ${at} then 'live' else 'scheduled' end as expected, status, count(*)::int as n
      from games group by 1, 2 order by 1, 2`);
    expect(statuses.every((r) => r.expected === r.status)).toBe(true);
    expect(statuses.map((r) => r.status)).toEqual(['final', 'live', 'scheduled']);
    const [live] = await rows<{ n: number; bad: number }>(`select count(*)::int as n,
      count(*) filter (where period is null or home_score is null or outcome is not null)::int as bad from games where status = 'live'`);
    expect(live.n).toBeGreaterThan(0);
    expect(live.bad).toBe(0);
  });

  it("carries the events of each game under way: they add up to its score and period, and a scorekeeper's goal adds one", async () => {
    const live = await rows<{ id: number; home: number; away: number; period: string; leagueId: number }>(`select g.id,
      g.home_score as home, g.away_score as away, g.period, s.league_id as "leagueId" from games g
      join seasons s on s.id = g.season_id where g.status = 'live' order by g.id`);
    const dressed = await rows<{ leagueId: number }>(`select distinct league_id as "leagueId" from box_scores b
      join games g on g.id = b.game_id join seasons s on s.id = g.season_id`);
    const scored = live.filter((g) => dressed.some((d) => d.leagueId === g.leagueId));
    expect(scored.length).toBeGreaterThan(3);
    for (const g of scored) {
      const events = json(await get(`/api/games/${g.id}/events`)) as GameEvent[];
      expect(
        events.filter((e) => e.type === 'lineup').map((e) => e.team),
        `game ${g.id}`,
      ).toEqual(['home', 'away']);
      const context = (await boxScoreGame(t.handle.db, g.id))!;
      const { box } = eventsToBoxScore(events, [], context.seasonType);
      expect([box.result.homeScore, box.result.awayScore], `game ${g.id}`).toEqual([g.home, g.away]);
      // What end game would write keeps the box score's rules (scorers dressed, clocks within their periods).
      expect(boxScoreIssues(box, context), `game ${g.id}`).toEqual([]);
      const periods = events.filter((e) => e.type === 'period-start').map((e) => e.period);
      expect(periodLabel(Math.max(...periods)), `game ${g.id}`).toBe(g.period);
      expect(events.every((e) => GameEventData.safeParse(e).success)).toBe(true);
      // A power-play goal comes while the other team has a man in the box.
      const secs = (e: GameEvent) => parseClock(e.time)!;
      for (const goal of events.filter((e) => e.type === 'goal' && e.strength === 'PP'))
        expect(
          events.some(
            (p) =>
              p.type === 'penalty' &&
              p.team !== (goal as { team: string }).team &&
              p.period === goal.period &&
              secs(goal) > secs(p) &&
              secs(goal) - secs(p) <= 120,
          ),
          `game ${g.id} goal ${goal.time}`,
        ).toBe(true);
    }
    // The scorekeeper goes on from the seeded score, not from 0-0.
    const g = scored.find((x) => x.period === '3rd') ?? scored[0]!;
    const lineup = (json(await get(`/api/games/${g.id}/events`)) as GameEvent[]).find((e) => e.type === 'lineup' && e.team === 'home');
    const scorer = lineup!.type === 'lineup' ? lineup!.playerIds.find((id) => id !== lineup!.startingGoalieId)! : 0;
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/games/${g.id}/events`,
      headers: { cookie: t.admin },
      payload: { id: randomUUID(), period: Number(g.period[0]), time: '00:30', type: 'goal', team: 'home', scorerPlayerId: scorer },
    });
    expect(post.statusCode, post.body).toBe(201);
    const { result } = eventsToBoxScore(json(await get(`/api/games/${g.id}/events`)) as GameEvent[]).box;
    expect([result.homeScore, result.awayScore]).toEqual([g.home + 1, g.away]);
  });

  it("schedules at plausible local hours in each venue's zone, and every start is that wall clock's instant", async () => {
    const [check] = await rows<{ games: number; offZone: number; odd: number; noZone: number }>(`select
      count(*)::int as games,
      count(*) filter (where f.time_zone is distinct from g.time_zone)::int as "offZone",
      count(*) filter (where g.game_time not between '09:00' and '22:00')::int as odd,
      (select count(*)::int from facilities where time_zone is null) as "noZone"
      from games g join facilities f on f.id = g.venue_id`);
    expect(check).toMatchObject({ offZone: 0, odd: 0, noZone: 0 });
    // Read back with the app's own zone rules (the database's tzdata may be a release apart from Node's).
    const starts = await rows<{
      date: string;
      time: string;
      zone: string;
      startsAt: string;
    }>(`select to_char(game_date, 'YYYY-MM-DD') as date,
      game_time::text as time, time_zone as zone, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') as "startsAt" from games`);
    const wrong = starts.filter((g) => {
      const at = instantOf(g.date, g.time, g.zone);
      return !('instant' in at) || at.instant.toISOString() !== g.startsAt;
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(check.games).toBeGreaterThan(20_000);
    const [mtl] = await rows<{ zone: string }>(`select f.time_zone as zone from teams t join facilities f on f.id = t.home_venue_id
      where t.short_name = 'MTL' and t.league_id = 1`);
    expect(mtl.zone).toBe('America/Toronto');
  });

  it('gives no two players of a league the same full name', async () => {
    const [dupes] = await rows<{ n: number }>(`select count(*)::int as n from (select t.league_id, p.first_name, p.last_name
      from players p join teams t on t.id = p.current_team_id group by 1, 2, 3 having count(*) > 1) d`);
    expect(dupes.n).toBe(0);
  });

  it('counts IIHF tournaments 3-2-1-0 and the NHL 2-1-0', async () => {
    const leagues = json(await get('/api/leagues?limit=500')) as Array<{ shortName: string; level: string; pointsSystem: object }>;
    const iihf = leagues.filter((l) => l.level === 'iihf');
    expect(iihf.length).toBeGreaterThanOrEqual(2);
    for (const l of iihf) expect(l.pointsSystem, l.shortName).toMatchObject({ ...IIHF_POINTS });
    expect(leagues.find((l) => l.shortName === 'NHL')!.pointsSystem).toMatchObject({ ...NHL_POINTS });
  });

  it('plays every past regular season in full: 82 games a NHL team, each league its own schedule, one game a day at most', async () => {
    const perTeam = await rows<{ league: string; year: string; n: number }>(`select l.short_name as league, s.year, count(*)::int as n
      from teams t join leagues l on l.id = t.league_id
      join games g on t.id in (g.home_team_id, g.away_team_id) join seasons s on s.id = g.season_id
      where s.season_type = 'regular' and s.end_date < '${today}' group by 1, 2, t.id`);
    const nhl = perTeam.filter((r) => r.league === 'NHL');
    expect(new Set(nhl.map((r) => r.year)).size).toBeGreaterThanOrEqual(7);
    expect(nhl.filter((r) => r.n !== 82)).toEqual([]);
    // Leagues with an odd number of teams give a bye each round: a game more or less.
    const short = perTeam.filter((r) => {
      const def = LEAGUES.find((d) => d.shortName === r.league)!;
      return def.schedule !== 'tournament' && Math.abs(r.n - def.gamesPerTeam) > 1;
    });
    expect(short).toEqual([]);
    const tournaments = new Set(LEAGUES.filter((d) => d.schedule === 'tournament').map((d) => d.shortName));
    expect(new Set(perTeam.filter((r) => !tournaments.has(r.league)).map((r) => r.league))).toEqual(
      new Set(LEAGUES.filter((d) => d.schedule !== 'none' && d.schedule !== 'tournament').map((d) => d.shortName)),
    );
    const [doubles] = await rows<{ n: number }>(`select count(*)::int as n from (select tid, game_date from
      (select home_team_id as tid, game_date from games union all select away_team_id, game_date from games) x
      group by 1, 2 having count(*) > 1) d`);
    expect(doubles.n).toBe(0);
  });

  it("leaves the box scores of older seasons to the server (issue 18): all but the current seasons and the NHL's latest two", async () => {
    const label = seasonYearLabel;
    const recent = new Set([label(current), label(current - 1), label(current - 2)]);
    expect(pendingBefore.length).toBeGreaterThan(100);
    expect(pendingBefore.filter((p) => p.year >= label(current) || (p.league === 'NHL' && recent.has(p.year)))).toEqual([]);
    expect(pendingBefore).toEqual(
      expect.arrayContaining([expect.objectContaining({ league: 'DEL', year: label(current - 1), type: 'regular' })]),
    );
    expect(pendingBefore).toEqual(
      expect.arrayContaining([expect.objectContaining({ league: 'NHL', year: FILLED_YEAR, type: 'playoffs' })]),
    );
    const [left] = await rows<{ n: number }>('select count(*)::int as n from demo_history_pending');
    expect(left.n).toBe(0);
    // The fill dressed the rosters the seed kept (32 teams, regular season and playoffs), then dropped them.
    expect(filledRosters).toHaveLength(64);
    expect(filledRosters.every((r) => r.n === 20)).toBe(true);
    const [kept] = await rows<{ n: number }>(`select count(*)::int as n from demo_history_rosters r join seasons s on s.id = r.season_id
      where s.league_id = 1 and s.year = '${FILLED_YEAR}'`);
    expect(kept.n).toBe(0);
  });

  it('dresses only players old enough in each season, past rosters at full size with former players (issue 18 item 6)', async () => {
    const lines = await rows<{ league: string; past: boolean; youngest: number; fewest: number; most: number; former: number }>(`
      select l.short_name as league, s.year < '${seasonYearLabel(current)}' as past,
        min(date_part('year', age(s.start_date, p.date_of_birth)))::int as youngest,
        min(x.n)::int as fewest, max(x.n)::int as most, count(*) filter (where p.current_team_id is null)::int as former
      from (select game_id, side, count(*) as n from box_score_lineups group by 1, 2) x
        join box_score_lineups bl on bl.game_id = x.game_id and bl.side = x.side
        join players p on p.id = bl.player_id join games g on g.id = bl.game_id
        join seasons s on s.id = g.season_id join leagues l on l.id = s.league_id
      group by 1, 2`);
    expect(lines.length).toBeGreaterThan(10);
    for (const r of lines) {
      const def = LEAGUES.find((d) => d.shortName === r.league)!;
      expect(r.youngest, `${r.league} past=${r.past}`).toBeGreaterThanOrEqual(def.ages[0]);
      if (r.past) expect([r.fewest, r.most], r.league).toEqual([def.playersPerTeam, def.playersPerTeam]);
    }
    const past = lines.filter((r) => r.past);
    expect(past.map((r) => r.league)).toContain('NHL');
    expect(past.every((r) => r.former > 0)).toBe(true);
    // Each side of each past box score dresses a goalie and skaters (the goalie lines come from the dressed goalies).
    const [short] = await rows<{ n: number; sides: number }>(`select count(*) filter (where goalies = 0 or skaters = 0)::int as n,
      count(*)::int as sides from (select bl.game_id, bl.side, count(*) filter (where p.position = 'goalie') as goalies,
        count(*) filter (where p.position <> 'goalie') as skaters
      from box_score_lineups bl join players p on p.id = bl.player_id join games g on g.id = bl.game_id
      join seasons s on s.id = g.season_id where s.year < '${seasonYearLabel(current)}' group by 1, 2) x`);
    expect(short.sides).toBeGreaterThan(2 * 1312);
    expect(short.n).toBe(0);
    // Today's NHL players joined their teams in different seasons, not all in 2019.
    const firsts = await rows<{ first: string; n: number }>(`select first, count(*)::int as n from (select p.id, min(s.year) as first
      from players p join teams t on t.id = p.current_team_id join player_season_stats st on st.player_id = p.id
      join seasons s on s.id = st.season_id where t.league_id = 1 group by 1) x group by 1`);
    expect(firsts.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...firsts.map((f) => f.n))).toBeLessThan(32 * 20 * 0.8);
    // Former players have no current team; their names stay unique in their league.
    const [formerDupes] = await rows<{ n: number }>(`select count(*)::int as n from (select s.league_id, p.first_name, p.last_name
      from (select distinct bl.player_id, g.season_id from box_score_lineups bl join games g on g.id = bl.game_id) d
      join players p on p.id = d.player_id join seasons s on s.id = d.season_id
      group by 1, 2, 3 having count(distinct p.id) > 1) x`);
    expect(formerDupes.n).toBe(0);
  });

  it('scores finals like hockey: no ties, extra-time games decided by one goal', async () => {
    const stats = await rows<{ outcome: string; n: number; bad: number }>(`select outcome, count(*)::int as n,
      count(*) filter (where home_score = away_score or (outcome <> 'REG' and abs(home_score - away_score) <> 1))::int as bad
      from games where status = 'final' group by 1`);
    const total = stats.reduce((s, r) => s + r.n, 0);
    const share = Object.fromEntries(stats.map((r) => [r.outcome, r.n / total]));
    expect(stats.every((r) => r.bad === 0)).toBe(true);
    expect(share.REG).toBeGreaterThan(0.7);
    expect(share.OT).toBeGreaterThan(0.1);
    expect(share.SO).toBeGreaterThan(0.04);
  });

  it('names seasons from 2019-20 to next season with one active regular season per league', async () => {
    const seasons = json(await get('/api/seasons?leagueId=1&limit=100')) as Array<{ name: string; isActive: boolean }>;
    const names = seasons.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['2019-20 Regular Season', '2019-20 Playoffs']));
    expect(seasons.filter((s) => s.isActive)).toHaveLength(1);
    expect(seasons.find((s) => s.isActive)?.name).toMatch(/Regular Season$/);
  });

  it('gives rosters unique jersey numbers, goalies a catching hand and skaters a shooting hand', async () => {
    const [dupes] = await rows<{ n: number }>(`select count(*)::int as n from (select current_team_id, jersey_number
      from players where current_team_id is not null group by 1, 2 having count(*) > 1) d`);
    expect(dupes.n).toBe(0);
    const [hands] = await rows<{ n: number }>(`select count(*)::int as n from players where
      (position = 'goalie' and catches is null) or (position <> 'goalie' and shoots is null)
      or height not between 170 and 205 or weight not between 70 and 110`);
    expect(hands.n).toBe(0);
    const nhl = await get('/api/players?teamId=1&limit=100');
    expect(nhl.headers['x-total-count']).toBe('20');
  });

  it('gives every demo final a box score that keeps the shared rules, and players real season lines (issue 17)', async () => {
    const [cover] = await rows<{ missing: number; finals: number }>(`select count(*) filter (where b.game_id is null)::int as missing,
      count(*)::int as finals from games g left join box_scores b on b.game_id = g.id where g.status = 'final'
      and g.season_id not in (${unfilled().join(',')})
      and exists (select 1 from players p where p.current_team_id = g.home_team_id and p.position <> 'goalie')
      and exists (select 1 from players p where p.current_team_id = g.away_team_id and p.position <> 'goalie')`);
    expect(cover.finals).toBeGreaterThan(5_000);
    expect(cover.missing).toBe(0);
    const sample = await rows<{ id: number }>(`select game_id as id from box_scores where game_id % 53 = 0`);
    expect(sample.length).toBeGreaterThan(100);
    for (const { id } of sample) {
      const game = (await boxScoreGame(t.handle.db, id))!;
      const body = (await readBoxBody(t.handle.db, id))!;
      expect(boxScoreIssues(body, game), `game ${id}`).toEqual([]);
      // Issue 39: every power-play goal has a penalty in force, and no shootout goes on after it is decided.
      expect(playIssues(body, game), `game ${id}`).toEqual([]);
    }
    const [rates] = await rows<{ ppShare: number; assists: number; pim: number; shots: number }>(`select
      (select avg((strength = 'PP')::int)::float from box_score_goals) as "ppShare",
      (select avg((assist1_player_id is not null)::int + (assist2_player_id is not null)::int)::float from box_score_goals) as assists,
      (select sum(minutes)::float / count(distinct game_id) from box_score_penalties) as pim,
      (select avg(home + away)::float from box_score_shots) as shots`);
    expect(rates.ppShare).toBeGreaterThan(0.1);
    expect(rates.assists).toBeGreaterThan(1.2);
    expect(rates.pim).toBeGreaterThan(8);
    expect(rates.shots).toBeGreaterThan(12);
    // Issue #26: the demo sheets carry the new facts, and contradict themselves nowhere.
    const [sheet] = await rows<Record<string, number>>(`select
      (select count(*)::int from box_score_goalie_stints) as stints,
      (select count(*)::int from box_score_goals where empty_net) as "emptyNet",
      (select count(*)::int from box_score_goalies where stint_seconds < 3600 and credited is not null) as pulled,
      (select count(*)::int from box_score_penalties where player_id is null and served_by_player_id is not null) as bench,
      (select count(*)::int from box_score_goals where on_ice_home is not null) as "onIce",
      (select count(*)::int from box_score_lineups where plus_minus is not null and shots is not null) as figures,
      (select count(*)::int from box_scores where warnings <> '[]'::jsonb) as warned`);
    expect(sheet).toMatchObject({ warned: 0 });
    for (const k of ['stints', 'emptyNet', 'pulled', 'bench', 'onIce', 'figures']) expect(sheet[k], k).toBeGreaterThan(0);
    // An NHL center who has been with his club since the filled season (careers now begin at different seasons).
    const [nhlCenter] = await rows<{ id: number }>(`select p.id from players p join player_season_stats st on st.player_id = p.id
      join seasons s on s.id = st.season_id join teams t on t.id = p.current_team_id
      where t.league_id = 1 and p.position = 'center' and s.year = '${FILLED_YEAR}' order by p.id limit 1`);
    const stats = json(await get(`/api/players/${nhlCenter!.id}/stats`));
    // The current season, the two latest and the filled one.
    expect(stats.skater.seasons.filter((s: { seasonType: string }) => s.seasonType === 'regular').length).toBeGreaterThanOrEqual(4);
    expect(stats.skater.careers[0]).toMatchObject({ seasonType: 'regular', gamesPlayed: expect.any(Number) });
    expect(stats.skater.careers[0].gamesPlayed).toBeGreaterThan(50);
    const leaders = json(await get('/api/leaders?leagueId=1'));
    for (const c of leaders.categories) expect(c.leaders, c.stat).toHaveLength(10);
  });

  it('reports the same counts in /api/stats as the tables hold', async () => {
    const stats = json(await get('/api/stats'));
    const [db] = await rows<Record<string, number>>(`select
      (select count(*)::int from facilities) as "totalFacilities", (select count(*)::int from leagues) as "totalLeagues",
      (select count(*)::int from teams) as "totalTeams", (select count(*)::int from players) as "totalPlayers"`);
    expect(stats).toMatchObject(db);
    expect(db.totalTeams).toBeGreaterThanOrEqual(300);
    expect(db.totalFacilities).toBeGreaterThanOrEqual(250);
    expect(db.totalPlayers).toBeGreaterThanOrEqual(6000);
  });

  it('is a no-op on start when data exists, and refuses to overwrite without force', async () => {
    const before = json(await get('/api/stats'));
    expect(await seedDemoIfEmpty(t.handle, quiet)).toBe(false);
    await expect(seedDatabase(t.handle, seedOptions)).rejects.toThrow(/--force/);
    expect(json(await get('/api/stats'))).toEqual(before);
  });

  it('re-seeds with force to identical data, keeping accounts', async () => {
    const snapshot = `select string_agg(first_name || ' ' || last_name || ' ' || jersey_number, ',' order by id) as s from players where id <= 500`;
    const [before] = await rows<{ s: string }>(snapshot);
    await seedDatabase(t.handle, { ...seedOptions, force: true });
    const [after] = await rows<{ s: string }>(snapshot);
    expect(after.s).toBe(before.s);
    expect(json(await get('/api/leagues/1')).name).toBe('National Hockey League');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: t.admin } });
    expect(me.statusCode).toBe(200);
  }, 240_000);
});
