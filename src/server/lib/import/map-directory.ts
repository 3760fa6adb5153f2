import { FacilityCreate } from '#shared/schemas/facility';
import { PlayerCreate } from '#shared/schemas/player';
import { TeamCreate } from '#shared/schemas/team';
import type { SourceRow } from './read-rows';
import type { Lookups } from './refs';
import { RowReader, type MapResult } from './row-reader';

/** The columns each import writes; fields the file cannot carry (a team's history...) are kept. */
export const TEAM_FIELDS = [
  'name',
  'shortName',
  'city',
  'leagueId',
  'countryId',
  'homeVenueId',
  'conference',
  'division',
  'founded',
  'colors',
  'primaryColor',
  'logoUrl',
  'websiteUrl',
  'averageAttendance',
] as const;
export const PLAYER_FIELDS = [
  'firstName',
  'lastName',
  'position',
  'jerseyNumber',
  'currentTeamId',
  'birthCountryId',
  'dateOfBirth',
  'birthCity',
  'height',
  'weight',
  'shoots',
  'catches',
  'imageUrl',
] as const;
export const FACILITY_FIELDS = ['name', 'city', 'address', 'capacity', 'countryId', 'facilityType', 'surfaceType', 'imageUrl'] as const;

/** Plain columns are copied as text; the API schema converts and checks them. */
const copy = (r: RowReader, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, r.text(f)]));

export function teamRow(source: SourceRow, lk: Lookups, defaultSource: string): MapResult {
  const r = new RowReader('teams', source);
  const key = r.key(defaultSource);
  const values = {
    ...copy(r, TEAM_FIELDS),
    name: r.text('name') ?? '',
    city: r.text('city') ?? '',
    leagueId: r.ref('league', lk.leagues),
    countryId: r.ref('country', lk.countries),
    homeVenueId: r.ref('homeVenue', lk.venues),
  };
  const team = r.parse(TeamCreate, values, { leagueId: 'league', countryId: 'country', homeVenueId: 'homeVenue' });
  return r.result(key, team);
}

export function playerRow(source: SourceRow, lk: Lookups, defaultSource: string): MapResult {
  const r = new RowReader('players', source);
  const key = r.key(defaultSource);
  const leagueId = r.ref('league', lk.leagues);
  const values = {
    ...copy(r, PLAYER_FIELDS),
    firstName: r.text('firstName') ?? '',
    lastName: r.text('lastName') ?? '',
    position: r.text('position') ?? '',
    currentTeamId: leagueId && !r.isId('team') ? r.ref('team', lk.teamsInLeague(leagueId)) : r.ref('team', lk.teams),
    birthCountryId: r.ref('birthCountry', lk.countries),
  };
  const player = r.parse(PlayerCreate, values, { currentTeamId: 'team', birthCountryId: 'birthCountry' });
  return r.result(key, player);
}

export function facilityRow(source: SourceRow, lk: Lookups, defaultSource: string): MapResult {
  const r = new RowReader('facilities', source);
  const key = r.key(defaultSource);
  const values = {
    ...copy(r, FACILITY_FIELDS),
    name: r.text('name') ?? '',
    city: r.text('city') ?? '',
    facilityType:
      r
        .text('facilityType')
        ?.toLowerCase()
        .replace(/[\s-]+/g, '_') ?? '',
    surfaceType: r.text('surfaceType')?.toLowerCase() ?? '',
    countryId: r.ref('country', lk.countries),
  };
  return r.result(key, r.parse(FacilityCreate, values, { countryId: 'country' }));
}
