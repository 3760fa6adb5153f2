import { countries, demoHistoryPending, demoHistoryRosters, facilities, games, leagues, players, seasons, teams } from '#server/db/schema';
import type { Db } from '#server/db/client';
import { COUNTRIES } from '../data/countries';
import { COUNTRY_ZONE, LEAGUE_ZONE, zoneOfPlace } from '../data/time-zones';
import { LEAGUES, type LeagueDef } from '../data/leagues';
import { pointsSystemOf } from '../data/points-systems';
import { LEAGUE_STORIES, TEAM_STORIES } from '../data/narratives';
import type { TeamDef } from '../data/team-lines';
import { insertAll, insertReturningIds } from '../insert';
import { createRng } from '../prng';
import { currentSeasonYear } from '../dates';
import { attendanceDrawer } from './attendance';
import { FacilityNamer, type FacilitySeed, type FacilityType } from './facilities';
import type { SeedTeam } from './games';
import { LeagueNames, surnameCap } from './league-names';
import { generateRoster, type PlayerSeed } from './players';
import { pastRosters } from './past-rosters';
import { seasonRosters, type PlayerRow } from './season-rosters';
import { seedBoxScores } from './box-scores';
import { seedLiveEvents } from './live-events';
import { generateRecTeams, PALETTE } from './rec-teams';
import { planSeasons, type SeasonPlan } from './seasons';
import { leagueSummary } from '#shared/domain/directory/league-summary';

const SEED = 0x5eed2019;
const ALUMNI_SEED = 0xa1d3a1d3;
const ATTENDANCE_SEED = 0xa77e4d;
const VENUE_TYPE: Record<string, FacilityType> = {
  professional: 'arena',
  iihf: 'arena',
  junior: 'arena',
  collegiate: 'arena',
  amateur: 'rink',
  youth: 'community_rink',
};

export type SeedCounts = Record<
  'countries' | 'leagues' | 'facilities' | 'teams' | 'players' | 'seasons' | 'games' | 'boxScores' | 'seasonsForLater',
  number
>;

/** Loads the demo data set into empty tables. Same `today`, same data: the generator is seeded. */
export async function seedDemo(db: Db, today: Date, now: Date = new Date()): Promise<SeedCounts> {
  const rng = createRng(SEED);
  const countryIds = await insertReturningIds(
    db,
    countries,
    COUNTRIES.map(({ code, name }) => ({ code, name })),
  );
  const countryId = new Map(COUNTRIES.map((c, i) => [c.code, countryIds[i]]));
  const countryName = new Map(COUNTRIES.map((c) => [c.code, c.name]));
  const cid = (code: string | null) => (code ? (countryId.get(code) ?? null) : null);

  const leagueIds = await insertReturningIds(
    db,
    leagues,
    LEAGUES.map((def) => {
      const story = LEAGUE_STORIES[def.shortName];
      return {
        name: def.name,
        shortName: def.shortName,
        level: def.level,
        isActive: def.isActive ?? true,
        founded: def.founded,
        websiteUrl: def.websiteUrl ?? null,
        countryId: cid(def.countryCode),
        timeZone: LEAGUE_ZONE[def.shortName] ?? (def.countryCode ? (COUNTRY_ZONE[def.countryCode] ?? null) : null),
        description:
          story?.description ??
          leagueSummary({
            name: def.name,
            level: def.level,
            countryName: def.countryCode ? countryName.get(def.countryCode) : null,
            founded: def.founded,
          }),
        history: story?.history ?? null,
        funFacts: story?.funFacts ?? [],
        // Each league's real system (issue 39 item 5): 3-2-1-0 in most of Europe, 2-1-0 in North America.
        pointsSystem: pointsSystemOf(def.shortName),
      };
    }),
  );

  // Venues first: each club plays in its own facility; national teams share their country's arena.
  const namer = new FacilityNamer(rng);
  const facilitySeeds: FacilitySeed[] = [];
  const nationalVenue = new Map<string, number>();
  const leagueTeams: Array<{ def: LeagueDef; leagueId: number; teams: TeamDef[]; venueIdx: number[] }> = [];
  LEAGUES.forEach((def, li) => {
    const defs = def.teams.length > 0 ? def.teams : def.generatedTeams ? generateRecTeams(def, rng) : [];
    const venueIdx = defs.map((t) => {
      if (def.level === 'iihf' && nationalVenue.has(t.countryCode)) return nationalVenue.get(t.countryCode) as number;
      facilitySeeds.push(namer.teamVenue(t.city, t.countryCode, def.capacity, VENUE_TYPE[def.level]));
      if (def.level === 'iihf') nationalVenue.set(t.countryCode, facilitySeeds.length - 1);
      return facilitySeeds.length - 1;
    });
    leagueTeams.push({ def, leagueId: leagueIds[li], teams: defs, venueIdx });
  });
  facilitySeeds.push(...namer.extras());
  const facilityZones = facilitySeeds.map((f) => zoneOfPlace(f.countryCode, f.city));
  const facilityIds = await insertReturningIds(
    db,
    facilities,
    facilitySeeds.map(({ countryCode, ...f }, i) => ({
      ...f,
      countryId: cid(countryCode) as number,
      timeZone: facilityZones[i],
    })),
  );
  const zoneOfVenue = new Map(facilityIds.map((id, i) => [id, facilityZones[i]]));

  const attendance = attendanceDrawer(ATTENDANCE_SEED);
  const teamRows = leagueTeams.flatMap(({ def, leagueId, teams: defs, venueIdx }) =>
    defs.map((t, i) => {
      const story = TEAM_STORIES[t.name];
      const capacity = facilitySeeds[venueIdx[i]].capacity;
      return {
        name: t.name,
        shortName: t.shortName,
        city: t.city,
        leagueId,
        countryId: cid(t.countryCode),
        homeVenueId: facilityIds[venueIdx[i]],
        founded: t.founded ?? rng.int(Math.max(1920, def.founded), 2020),
        primaryColor: t.primaryColor ?? rng.pick(PALETTE),
        conference: t.conference ?? null,
        division: t.division ?? null,
        ...(story ?? {}),
        // Issue 39 item 5: a share of the club's own arena, never more than it holds.
        averageAttendance: attendance(def.shortName, def.level, capacity),
      };
    }),
  );
  const teamIds = await insertReturningIds(db, teams, teamRows);

  const playerRows: PlayerRow[] = [];
  const formerRows: PlayerRow[] = [];
  const seasonPlans: SeasonPlan[] = [];
  const current = currentSeasonYear(today);
  // Former players come from a stream of their own, so today's players, teams and games stay as they were.
  const alumniRng = createRng(ALUMNI_SEED);
  const pastOf = new Map<number, Map<number, PlayerRow[]>>();
  const leagueTeamIds = new Map<number, number[]>();
  const row = (p: PlayerSeed, currentTeamId: number | null): PlayerRow => {
    const { birthCountryCode, ...rest } = p;
    return { ...rest, currentTeamId, birthCountryId: cid(birthCountryCode) };
  };
  let t = 0;
  for (const { def, leagueId, teams: defs } of leagueTeams) {
    const usedNames = new LeagueNames(surnameCap(defs.length, def.playersPerTeam));
    const rosters: Array<{ teamId: number; country: string; seeds: PlayerSeed[] }> = [];
    const seedTeams: SeedTeam[] = defs.map((team) => {
      const teamRow = teamRows[t];
      const id = teamIds[t];
      t += 1;
      const seeds = generateRoster(rng, def, team.countryCode, today, def.playersPerTeam, usedNames);
      rosters.push({ teamId: id, country: team.countryCode, seeds });
      return { id, venueId: teamRow.homeVenueId, division: teamRow.division, zone: zoneOfVenue.get(teamRow.homeVenueId) ?? 'UTC' };
    });
    leagueTeamIds.set(
      leagueId,
      rosters.map((r) => r.teamId),
    );
    const rowOf = new Map<PlayerSeed, PlayerRow>();
    for (const r of rosters) for (const p of r.seeds) rowOf.set(p, row(p, r.teamId));
    playerRows.push(...rowOf.values());
    if (seedTeams.length < 2 || def.schedule === 'none') continue;
    seasonPlans.push(...planSeasons(def, leagueId, seedTeams, today, now, rng));
    for (const r of rosters) {
      const { formers, byYear } = pastRosters(alumniRng, def, r.country, r.seeds, current, usedNames);
      for (const f of formers) rowOf.set(f, row(f, null));
      formerRows.push(...formers.map((f) => rowOf.get(f)!));
      pastOf.set(r.teamId, new Map([...byYear].map(([year, seeds]) => [year, seeds.map((p) => rowOf.get(p)!)])));
    }
  }
  // After today's players, so their ids do not move.
  playerRows.push(...formerRows);
  const playerIds = await insertReturningIds(db, players, playerRows);
  const idOf = new Map(playerRows.map((p, i) => [p, playerIds[i]!]));

  const seasonIds = await insertReturningIds(
    db,
    seasons,
    seasonPlans.map(({ games: _games, later: _later, ...s }) => s),
  );
  const gameRows = seasonPlans.flatMap((s, i) => s.games.map((g) => ({ ...g, seasonId: seasonIds[i]! })));
  const gameIds = await insertReturningIds(db, games, gameRows);
  const seeded = seasonPlans.flatMap((s) => s.games.map(() => s));
  const rosterOf = seasonRosters(playerRows, idOf, pastOf, new Map(seasonIds.map((id, i) => [id, seasonPlans[i]!.year])));
  const boxScoreCount = await seedBoxScores(
    db,
    gameRows.flatMap((g, i) => (seeded[i]!.later ? [] : [{ ...g, id: gameIds[i]!, playoffs: seeded[i]!.seasonType === 'playoffs' }])),
    rosterOf,
  );
  await seedLiveEvents(
    db,
    gameRows.flatMap((g, i) => (g.status === 'live' ? [{ ...g, id: gameIds[i]! }] : [])),
    rosterOf,
    now,
  );
  const later = seasonIds.filter((_, i) => seasonPlans[i]!.later && seasonPlans[i]!.games.some((g) => g.status === 'final'));
  await insertAll(
    db,
    demoHistoryPending,
    later.map((seasonId) => ({ seasonId })),
  );
  // The background fill dresses the rosters chosen here.
  const leagueOf = new Map(seasonIds.map((id, i) => [id, seasonPlans[i]!.leagueId]));
  await insertAll(
    db,
    demoHistoryRosters,
    later.flatMap((seasonId) =>
      (leagueTeamIds.get(leagueOf.get(seasonId)!) ?? []).map((teamId) => ({
        seasonId,
        teamId,
        playerIds: `{${(rosterOf(teamId, seasonId) ?? []).map((p) => p.id).join(',')}}`,
      })),
    ),
  );

  return {
    countries: countryIds.length,
    leagues: leagueIds.length,
    facilities: facilityIds.length,
    teams: teamIds.length,
    players: playerRows.length,
    seasons: seasonIds.length,
    games: gameRows.length,
    boxScores: boxScoreCount,
    seasonsForLater: later.length,
  };
}
