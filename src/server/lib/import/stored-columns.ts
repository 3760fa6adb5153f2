import { canonicalColumn, type ImportEntityName } from '#shared/domain/directory/import-columns';
import type { SourceRow } from './read-rows';

/** Stored field -> the file column that carries it, where the names differ. */
export const FIELD_COLUMNS: Record<ImportEntityName, Record<string, string>> = {
  games: { homeTeamId: 'homeTeam', awayTeamId: 'awayTeam', gameDate: 'date', gameTime: 'time', venueId: 'venue', seasonId: 'season' },
  teams: { leagueId: 'league', countryId: 'country', homeVenueId: 'homeVenue' },
  players: { currentTeamId: 'team', birthCountryId: 'birthCountry' },
  facilities: { countryId: 'country' },
};

/**
 * A stored record in file columns: what a row that matches it keeps for the columns the file does
 * not have, so a results file (externalId, homeScore, awayScore, outcome) updates scores without
 * naming the teams again, and the result rules see the record as it would be stored. A game's
 * scheduled/final status is left to be derived from the scores again, as the admin forms do.
 */
export function storedColumns(entity: ImportEntityName, fields: readonly string[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[FIELD_COLUMNS[entity][f] ?? f] = row[f];
  if (entity === 'games' && (row.status === 'scheduled' || row.status === 'final')) delete out.status;
  // A game's stored start is its date and time in its zone: kept as those, a file's new date or time
  // moves it, where a kept instant would win over them.
  if (entity === 'games') delete out.startsAt;
  return out;
}

export interface RawKey {
  id: number | null;
  source: string | null;
  externalId: string | null;
}

/** id / source + externalId of a row before it is mapped, to find the record it may update. */
export function rawKey(entity: ImportEntityName, row: SourceRow, defaultSource: string): RawKey {
  const key: Record<string, string> = {};
  for (const [name, value] of Object.entries(row.fields ?? {})) {
    const column = canonicalColumn(entity, name);
    if ((column === 'id' || column === 'externalId' || column === 'source') && value !== null && typeof value !== 'object') {
      const text = String(value).trim();
      if (text) key[column] = text;
    }
  }
  const id = key.id && /^\d{1,10}$/.test(key.id) && Number(key.id) <= 2147483647 ? Number(key.id) : null;
  const externalId = key.externalId ?? null;
  return { id, externalId, source: key.source ?? (externalId ? defaultSource : null) };
}
