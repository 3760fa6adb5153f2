import { NHL_TEAMS } from './nhl';
import type { TeamDef } from './team-lines';
import {
  DEL_TEAMS,
  EIHL_TEAMS,
  ELH_TEAMS,
  KHL_TEAMS,
  LIIGA_TEAMS,
  SHL_TEAMS,
  SWISS_TEAMS,
  WORLD_CHAMPIONSHIP_TEAMS,
  WORLD_JUNIOR_TEAMS,
} from './teams-europe';
import { AHL_TEAMS, NCAA_TEAMS, OHL_TEAMS, QMJHL_TEAMS, USHL_TEAMS, USPORTS_TEAMS, WHL_TEAMS } from './teams-north-america';
import type { LeagueLevel } from '#shared/domain/directory/levels';

export type Mix = ReadonlyArray<readonly [string, number]>;
/** Month/day pairs of the regular season window; the end falls in the following calendar year. */
export type Window = { start: [number, number]; end: [number, number] };
// full: a preseason too and a game every day around today; regular: the regular season only.
export type ScheduleKind = 'full' | 'regular' | 'tournament' | 'none';

export type LeagueDef = {
  name: string;
  shortName: string;
  level: LeagueLevel;
  countryCode: string | null;
  founded: number;
  websiteUrl?: string;
  isActive?: boolean;
  teams: TeamDef[];
  /** Generated clubs (amateur and youth leagues have fictional teams). */
  generatedTeams?: number;
  playersPerTeam: number;
  /** Birth countries of players; 'own' = the team's country. */
  mix: Mix | 'own';
  ages: [number, number];
  capacity: [number, number];
  schedule: ScheduleKind;
  /** Games per team in a regular season (the league's real schedule length). */
  gamesPerTeam: number;
  window: Window;
  /** Past seasons also get a playoff season with a final series. */
  main: boolean;
};

const NA_WINDOW: Window = { start: [10, 8], end: [4, 16] };
const EU_WINDOW: Window = { start: [9, 12], end: [3, 12] };
const JR_WINDOW: Window = { start: [9, 25], end: [3, 22] };
const COLLEGE_WINDOW: Window = { start: [10, 4], end: [3, 8] };
const REC_WINDOW: Window = { start: [10, 1], end: [3, 15] };
const NA_MIX: Mix = [
  ['CAN', 42],
  ['USA', 28],
  ['SWE', 9],
  ['FIN', 6],
  ['RUS', 5],
  ['CZE', 4],
  ['SVK', 2],
  ['CHE', 2],
  ['DEU', 2],
];
const CHL_MIX: Mix = [
  ['CAN', 84],
  ['USA', 8],
  ['CZE', 2],
  ['SVK', 2],
  ['SWE', 2],
  ['FIN', 1],
  ['DEU', 1],
];

const pro = (def: Omit<LeagueDef, 'level' | 'ages' | 'main' | 'playersPerTeam'>): LeagueDef => ({
  level: 'professional',
  ages: [19, 37],
  main: true,
  playersPerTeam: 20,
  ...def,
});

// Order matters: the NHL is inserted first so it gets league id 1 (the default scores league).
export const LEAGUES: LeagueDef[] = [
  pro({
    name: 'National Hockey League',
    shortName: 'NHL',
    countryCode: 'USA',
    founded: 1917,
    websiteUrl: 'https://www.nhl.com',
    teams: NHL_TEAMS,
    mix: NA_MIX,
    capacity: [17000, 21000],
    schedule: 'full',
    gamesPerTeam: 82,
    window: NA_WINDOW,
  }),
  pro({
    name: 'American Hockey League',
    shortName: 'AHL',
    countryCode: 'USA',
    founded: 1936,
    websiteUrl: 'https://theahl.com',
    teams: AHL_TEAMS,
    mix: NA_MIX,
    capacity: [5000, 12000],
    schedule: 'full',
    gamesPerTeam: 72,
    window: NA_WINDOW,
  }),
  pro({
    name: 'Kontinental Hockey League',
    shortName: 'KHL',
    countryCode: 'RUS',
    founded: 2008,
    websiteUrl: 'https://www.khl.ru',
    teams: KHL_TEAMS,
    mix: [
      ['RUS', 82],
      ['BLR', 5],
      ['KAZ', 4],
      ['CAN', 4],
      ['FIN', 3],
      ['USA', 2],
    ],
    capacity: [5500, 13000],
    schedule: 'full',
    gamesPerTeam: 68,
    window: { start: [9, 5], end: [2, 28] },
  }),
  pro({
    name: 'Swedish Hockey League',
    shortName: 'SHL',
    countryCode: 'SWE',
    founded: 1975,
    websiteUrl: 'https://www.shl.se',
    teams: SHL_TEAMS,
    mix: [
      ['SWE', 80],
      ['FIN', 8],
      ['CAN', 5],
      ['USA', 3],
      ['NOR', 2],
      ['DNK', 2],
    ],
    capacity: [5000, 12500],
    schedule: 'full',
    gamesPerTeam: 52,
    window: EU_WINDOW,
  }),
  pro({
    name: 'Liiga',
    shortName: 'Liiga',
    countryCode: 'FIN',
    founded: 1975,
    websiteUrl: 'https://liiga.fi',
    teams: LIIGA_TEAMS,
    mix: [
      ['FIN', 85],
      ['SWE', 4],
      ['CAN', 4],
      ['CZE', 3],
      ['USA', 2],
      ['SVK', 2],
    ],
    capacity: [4200, 13500],
    schedule: 'full',
    gamesPerTeam: 60,
    window: EU_WINDOW,
  }),
  pro({
    name: 'Deutsche Eishockey Liga',
    shortName: 'DEL',
    countryCode: 'DEU',
    founded: 1994,
    websiteUrl: 'https://www.penny-del.org',
    teams: DEL_TEAMS,
    mix: [
      ['DEU', 60],
      ['CAN', 18],
      ['USA', 12],
      ['AUT', 3],
      ['SWE', 3],
      ['FIN', 4],
    ],
    capacity: [4500, 14500],
    schedule: 'regular',
    gamesPerTeam: 52,
    window: EU_WINDOW,
  }),
  pro({
    name: 'Czech Extraliga',
    shortName: 'ELH',
    countryCode: 'CZE',
    founded: 1993,
    websiteUrl: 'https://www.hokej.cz',
    teams: ELH_TEAMS,
    mix: [
      ['CZE', 85],
      ['SVK', 8],
      ['FIN', 3],
      ['CAN', 4],
    ],
    capacity: [4500, 12000],
    schedule: 'regular',
    gamesPerTeam: 52,
    window: EU_WINDOW,
  }),
  pro({
    name: 'Swiss National League',
    shortName: 'NL',
    countryCode: 'CHE',
    founded: 1937,
    websiteUrl: 'https://www.nationalleague.ch',
    teams: SWISS_TEAMS,
    mix: [
      ['CHE', 75],
      ['SWE', 6],
      ['FIN', 6],
      ['CAN', 8],
      ['USA', 5],
    ],
    capacity: [4500, 17000],
    schedule: 'regular',
    gamesPerTeam: 52,
    window: EU_WINDOW,
  }),
  pro({
    name: 'Elite Ice Hockey League',
    shortName: 'EIHL',
    countryCode: 'GBR',
    founded: 2003,
    websiteUrl: 'https://www.eliteleague.co.uk',
    teams: EIHL_TEAMS,
    mix: [
      ['GBR', 45],
      ['CAN', 35],
      ['USA', 15],
      ['SWE', 5],
    ],
    capacity: [2500, 9000],
    schedule: 'regular',
    gamesPerTeam: 54,
    window: EU_WINDOW,
  }),
  {
    name: 'IIHF World Championship',
    shortName: 'WC',
    level: 'iihf',
    countryCode: 'CHE',
    founded: 1920,
    websiteUrl: 'https://www.iihf.com',
    teams: WORLD_CHAMPIONSHIP_TEAMS,
    playersPerTeam: 20,
    mix: 'own',
    ages: [20, 36],
    capacity: [8000, 15000],
    schedule: 'tournament',
    gamesPerTeam: 7,
    window: { start: [5, 8], end: [5, 24] },
    main: true,
  },
  {
    name: 'IIHF World Junior Championship',
    shortName: 'WJC',
    level: 'iihf',
    countryCode: 'CHE',
    founded: 1977,
    websiteUrl: 'https://www.iihf.com',
    teams: WORLD_JUNIOR_TEAMS,
    playersPerTeam: 20,
    mix: 'own',
    ages: [17, 19],
    capacity: [8000, 15000],
    schedule: 'tournament',
    gamesPerTeam: 4,
    window: { start: [12, 26], end: [1, 5] },
    main: true,
  },
  {
    name: 'Ontario Hockey League',
    shortName: 'OHL',
    level: 'junior',
    countryCode: 'CAN',
    founded: 1980,
    websiteUrl: 'https://ontariohockeyleague.com',
    teams: OHL_TEAMS,
    playersPerTeam: 20,
    mix: CHL_MIX,
    ages: [16, 20],
    capacity: [3500, 10000],
    schedule: 'regular',
    gamesPerTeam: 68,
    window: JR_WINDOW,
    main: true,
  },
  {
    name: 'Western Hockey League',
    shortName: 'WHL',
    level: 'junior',
    countryCode: 'CAN',
    founded: 1966,
    websiteUrl: 'https://whl.ca',
    teams: WHL_TEAMS,
    playersPerTeam: 20,
    mix: CHL_MIX,
    ages: [16, 20],
    capacity: [3000, 10500],
    schedule: 'regular',
    gamesPerTeam: 68,
    window: JR_WINDOW,
    main: true,
  },
  {
    name: 'Quebec Maritimes Junior Hockey League',
    shortName: 'QMJHL',
    level: 'junior',
    countryCode: 'CAN',
    founded: 1969,
    websiteUrl: 'https://chl.ca/lhjmq',
    teams: QMJHL_TEAMS,
    playersPerTeam: 20,
    mix: CHL_MIX,
    ages: [16, 20],
    capacity: [2800, 9000],
    schedule: 'regular',
    gamesPerTeam: 64,
    window: JR_WINDOW,
    main: true,
  },
  {
    name: 'United States Hockey League',
    shortName: 'USHL',
    level: 'junior',
    countryCode: 'USA',
    founded: 1947,
    websiteUrl: 'https://www.ushl.com',
    teams: USHL_TEAMS,
    playersPerTeam: 20,
    mix: [
      ['USA', 85],
      ['CAN', 9],
      ['SWE', 2],
      ['FIN', 2],
      ['CZE', 2],
    ],
    ages: [16, 20],
    capacity: [2500, 6500],
    schedule: 'regular',
    gamesPerTeam: 62,
    window: JR_WINDOW,
    main: true,
  },
  {
    name: 'NCAA Division I',
    shortName: 'NCAA',
    level: 'collegiate',
    countryCode: 'USA',
    founded: 1948,
    websiteUrl: 'https://www.ncaa.com/sports/icehockey-men/d1',
    teams: NCAA_TEAMS,
    playersPerTeam: 20,
    mix: [
      ['USA', 62],
      ['CAN', 30],
      ['SWE', 4],
      ['FIN', 4],
    ],
    ages: [18, 24],
    capacity: [2500, 11000],
    schedule: 'regular',
    gamesPerTeam: 34,
    window: COLLEGE_WINDOW,
    main: true,
  },
  {
    name: "U SPORTS Men's Hockey",
    shortName: 'U SPORTS',
    level: 'collegiate',
    countryCode: 'CAN',
    founded: 1963,
    websiteUrl: 'https://usports.ca',
    teams: USPORTS_TEAMS,
    playersPerTeam: 20,
    mix: 'own',
    ages: [19, 25],
    capacity: [1500, 5000],
    schedule: 'regular',
    gamesPerTeam: 28,
    window: COLLEGE_WINDOW,
    main: true,
  },
  rec('Atlantic Semi-Pro Hockey League', 'ASPHL', 'amateur', 'USA', 2011),
  rec('Prairie Senior Hockey League', 'PSHL', 'amateur', 'CAN', 1998),
  rec('Swedish Recreational Hockey League', 'SRHL', 'amateur', 'SWE', 2004),
  rec('Alpine Amateur Hockey League', 'AAHL', 'amateur', 'CHE', 1989),
  rec('Ontario Minor Hockey U15 League', 'OMH U15', 'youth', 'CAN', 1995),
  rec('Minnesota High School Hockey League', 'MSHSL', 'youth', 'USA', 1945),
  rec('Québec Bantam AAA League', 'QBAAA', 'youth', 'CAN', 1976),
  rec('Finnish U16 Youth Series', 'U16 SM', 'youth', 'FIN', 1990),
  defunct('World Hockey Association', 'WHA', 'CAN', 1972),
  defunct('International Hockey League', 'IHL', 'USA', 1945),
];

function rec(name: string, shortName: string, level: LeagueLevel, countryCode: string, founded: number): LeagueDef {
  const youth = level === 'youth';
  return {
    name,
    shortName,
    level,
    countryCode,
    founded,
    teams: [],
    generatedTeams: 8,
    playersPerTeam: 15,
    mix: 'own',
    ages: youth ? [13, 17] : [21, 42],
    capacity: youth ? [150, 900] : [300, 2500],
    schedule: 'regular',
    gamesPerTeam: 16,
    window: REC_WINDOW,
    main: false,
  };
}

function defunct(name: string, shortName: string, countryCode: string, founded: number): LeagueDef {
  return {
    name,
    shortName,
    level: 'professional',
    countryCode,
    founded,
    isActive: false,
    teams: [],
    playersPerTeam: 0,
    mix: 'own',
    ages: [20, 35],
    capacity: [0, 0],
    schedule: 'none',
    gamesPerTeam: 0,
    window: NA_WINDOW,
    main: false,
  };
}
