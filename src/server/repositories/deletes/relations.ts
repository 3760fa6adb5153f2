import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GuardedEntity } from '#shared/schemas/delete-guard';
import { boxScoreLineups, countries, facilities, games, leagues, players, seasons, standingAdjustments, teams } from '../../db/schema';

type Effect = 'delete' | 'clear' | 'block';

/** One kind of row that points at a record, and what `?cascade=true` does to it. */
export type Relation = {
  table: PgTable;
  columns: PgColumn[];
  label: [one: string, many: string];
  effect: Effect;
  note: string;
  /** For `delete`: the removed rows are themselves records with dependants (a league's seasons). */
  child?: GuardedEntity;
};

export type EntityGuard = {
  table: PgTable & { id: PgColumn; updatedAt: PgColumn };
  noun: string;
  verb: string;
  name: (row: Record<string, unknown>) => string;
  relations: Relation[];
};

const named = (row: Record<string, unknown>) => String(row.name ?? `#${String(row.id)}`);

/**
 * Per entity, everything that references it (issue 18 item 3). A cascade does the least destructive
 * thing that makes the delete possible: references that may be empty are cleared (the rows stay),
 * rows that only mean something with their parent go (a league's seasons, standings adjustments),
 * and history that other records depend on (games, box scores, a facility's country) blocks it.
 * player_season_stats is left out: it is derived and rebuilt from box scores.
 */
export const GUARDS: Record<GuardedEntity, EntityGuard> = {
  league: {
    table: leagues,
    noun: 'League',
    verb: 'has',
    name: named,
    relations: [
      {
        table: seasons,
        columns: [seasons.leagueId],
        label: ['season', 'seasons'],
        effect: 'delete',
        child: 'season',
        note: 'deleted with their standings adjustments; their games stay, without a season',
      },
      { table: teams, columns: [teams.leagueId], label: ['team', 'teams'], effect: 'clear', note: 'kept, without a league' },
    ],
  },
  season: {
    table: seasons,
    noun: 'Season',
    verb: 'has',
    name: named,
    relations: [
      { table: games, columns: [games.seasonId], label: ['game', 'games'], effect: 'clear', note: 'kept, without a season' },
      {
        table: standingAdjustments,
        columns: [standingAdjustments.seasonId],
        label: ['standings adjustment', 'standings adjustments'],
        effect: 'delete',
        note: 'deleted',
      },
    ],
  },
  team: {
    table: teams,
    noun: 'Team',
    verb: 'has',
    name: named,
    relations: [
      {
        table: games,
        columns: [games.homeTeamId, games.awayTeamId],
        label: ['game', 'games'],
        effect: 'block',
        note: 'a game needs both its teams: delete or reassign these games first',
      },
      { table: players, columns: [players.currentTeamId], label: ['player', 'players'], effect: 'clear', note: 'kept, as free agents' },
      {
        table: standingAdjustments,
        columns: [standingAdjustments.teamId],
        label: ['standings adjustment', 'standings adjustments'],
        effect: 'delete',
        note: 'deleted',
      },
    ],
  },
  facility: {
    table: facilities,
    noun: 'Facility',
    verb: 'is used by',
    name: named,
    relations: [
      { table: teams, columns: [teams.homeVenueId], label: ['team', 'teams'], effect: 'clear', note: 'kept, without a home venue' },
      { table: games, columns: [games.venueId], label: ['game', 'games'], effect: 'clear', note: 'kept, without a venue' },
    ],
  },
  country: {
    table: countries,
    noun: 'Country',
    verb: 'is used by',
    name: named,
    relations: [
      { table: leagues, columns: [leagues.countryId], label: ['league', 'leagues'], effect: 'clear', note: 'kept, without a country' },
      { table: teams, columns: [teams.countryId], label: ['team', 'teams'], effect: 'clear', note: 'kept, without a country' },
      {
        table: players,
        columns: [players.birthCountryId],
        label: ['player', 'players'],
        effect: 'clear',
        note: 'kept, without a birth country',
      },
      {
        table: facilities,
        columns: [facilities.countryId],
        label: ['facility', 'facilities'],
        effect: 'block',
        note: 'every facility needs a country: move these facilities to another country first',
      },
    ],
  },
  player: {
    table: players,
    noun: 'Player',
    verb: 'appears in',
    name: (row) => `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim(),
    relations: [
      {
        table: boxScoreLineups,
        columns: [boxScoreLineups.playerId],
        label: ['box score', 'box scores'],
        effect: 'block',
        note: "a box score's lines must add up: remove the player from these box scores first",
      },
    ],
  },
};
