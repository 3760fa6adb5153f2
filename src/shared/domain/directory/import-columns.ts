/**
 * Issue #18: the columns of a bulk import file, per entity. The server maps rows with these names,
 * the admin Import tab lists them and docs/import.md explains them. Header names are matched
 * without regard to case, spaces, '-' or '_' (home_team = HomeTeam), and aliases name the API's
 * own field names (homeTeamId) so JSON exported from the API imports too.
 */
export const IMPORT_ENTITIES = ['games', 'teams', 'players', 'facilities'] as const;
export type ImportEntityName = (typeof IMPORT_ENTITIES)[number];

export interface ImportColumn {
  name: string;
  required?: boolean;
  aliases?: string[];
  help: string;
}

const KEY_COLUMNS: ImportColumn[] = [
  { name: 'externalId', help: 'The row’s id in the other system; with source, a second import updates the same row' },
  { name: 'source', help: 'Name of the other system (default "import", or ?source=)' },
  { name: 'id', help: 'Our id: update this existing row' },
];

export const IMPORT_COLUMNS: Record<ImportEntityName, ImportColumn[]> = {
  games: [
    ...KEY_COLUMNS,
    { name: 'league', aliases: ['leagueId'], help: 'League id, short name (NHL) or name; needed to find teams and seasons by name' },
    { name: 'season', aliases: ['seasonId'], help: 'Season id, name (2024-25 Regular Season) or year (2024-25: the regular season)' },
    { name: 'date', aliases: ['gameDate'], help: 'yyyy-MM-dd, the local date in the game’s time zone (or give startsAt)' },
    { name: 'time', aliases: ['gameTime'], help: 'HH:mm, the local time in the game’s time zone; empty: to be announced' },
    {
      name: 'timeZone',
      aliases: ['tz', 'zone'],
      help: 'IANA zone of date and time (America/Toronto); empty: the venue’s, else the league’s, else UTC',
    },
    { name: 'startsAt', aliases: ['start', 'instant'], help: 'Instead of date and time: an ISO 8601 instant, 2026-03-08T19:00:00-05:00' },
    { name: 'homeTeam', required: true, aliases: ['homeTeamId', 'home'], help: 'Team id, short name within the league (TOR) or name' },
    { name: 'awayTeam', required: true, aliases: ['awayTeamId', 'away'], help: 'Team id, short name within the league or name' },
    { name: 'venue', aliases: ['venueId', 'facility'], help: 'Facility id or name' },
    { name: 'homeScore', help: '0–99; empty for a game not played yet' },
    { name: 'awayScore', help: '0–99' },
    { name: 'status', help: 'scheduled, live, final, cancelled or postponed; empty: final with both scores, else scheduled' },
    { name: 'outcome', help: 'REG, OT or SO — required for a final' },
    { name: 'period', help: 'Free text, e.g. 3rd (live games)' },
  ],
  teams: [
    ...KEY_COLUMNS,
    { name: 'name', required: true, help: 'Full name' },
    { name: 'shortName', help: 'Abbreviation, unique within the league (TOR)' },
    { name: 'city', required: true, help: 'City' },
    { name: 'league', aliases: ['leagueId'], help: 'League id, short name or name' },
    { name: 'country', aliases: ['countryId'], help: 'Country id, ISO 3166 alpha-3 code (CAN) or name' },
    { name: 'homeVenue', aliases: ['homeVenueId', 'venue'], help: 'Facility id or name' },
    { name: 'conference', help: 'Conference' },
    { name: 'division', help: 'Division' },
    { name: 'founded', help: 'Year' },
    { name: 'colors', help: 'Free text' },
    { name: 'primaryColor', help: '#rrggbb' },
    { name: 'logoUrl', help: 'https://…' },
    { name: 'websiteUrl', help: 'https://…' },
    { name: 'averageAttendance', help: 'Number' },
  ],
  players: [
    ...KEY_COLUMNS,
    { name: 'firstName', required: true, help: 'First name' },
    { name: 'lastName', required: true, help: 'Last name' },
    { name: 'position', required: true, help: 'C, LW, RW, D, G or center, left wing, right wing, defense, goalie' },
    { name: 'jerseyNumber', aliases: ['number'], help: '0–99' },
    {
      name: 'team',
      aliases: ['currentTeam', 'currentTeamId', 'teamId'],
      help: 'Team id, short name within the league or name; empty: free agent',
    },
    { name: 'league', aliases: ['leagueId'], help: 'League of the team, to find it by short name' },
    { name: 'birthCountry', aliases: ['birthCountryId', 'country'], help: 'Country id, ISO-3 code or name' },
    { name: 'dateOfBirth', aliases: ['birthDate'], help: 'yyyy-MM-dd' },
    { name: 'birthCity', help: 'City of birth' },
    { name: 'height', help: 'cm' },
    { name: 'weight', help: 'kg' },
    { name: 'shoots', help: 'L or R' },
    { name: 'catches', help: 'L or R (goalies)' },
    { name: 'imageUrl', help: 'https://…' },
  ],
  facilities: [
    ...KEY_COLUMNS,
    { name: 'name', required: true, help: 'Name' },
    { name: 'city', required: true, help: 'City' },
    { name: 'country', required: true, aliases: ['countryId'], help: 'Country id, ISO-3 code (FIN) or name' },
    {
      name: 'facilityType',
      required: true,
      aliases: ['type'],
      help: 'arena, olympic_venue, training_center, community_rink, rink or stadium',
    },
    { name: 'surfaceType', required: true, aliases: ['surface'], help: 'ice, inline, ball, street or roller' },
    { name: 'address', help: 'Street address' },
    { name: 'capacity', help: 'Seats' },
    { name: 'imageUrl', help: 'https://…' },
  ],
};

/** 'Home_Team', 'home team', 'HOMETEAM' -> 'hometeam'. */
export const columnKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** The canonical column for a header name, or undefined when the entity has no such column. */
export function canonicalColumn(entity: ImportEntityName, header: string): string | undefined {
  const key = columnKey(header);
  return IMPORT_COLUMNS[entity].find((c) => columnKey(c.name) === key || c.aliases?.some((a) => columnKey(a) === key))?.name;
}
