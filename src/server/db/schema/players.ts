import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { countries } from './countries';
import { handEnum, positionEnum } from './enums';
import { byteOrder, folded } from './search-index';
import { teams } from './teams';
import { importKey, importKeyIndex } from './import-key';
import { timestamps } from './timestamps';

export const players = pgTable(
  'players',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    imageUrl: text(),
    position: positionEnum().notNull(),
    jerseyNumber: integer(),
    currentTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    dateOfBirth: date({ mode: 'string' }),
    birthCountryId: integer().references(() => countries.id, { onDelete: 'set null' }),
    birthCity: text(),
    height: integer(),
    weight: integer(),
    shoots: handEnum(),
    catches: handEnum(),
    /**
     * "first last", lower-cased and accent-folded, kept by PostgreSQL. Searches filter on this
     * plain column: computing unaccent per row on the recheck of ~8k trigram matches cost ~25 ms.
     */
    searchName: text().generatedAlwaysAs((): SQL => folded(sql`${players.firstName} || ' ' || ${players.lastName}`)),
    /** "last first" folded the same way: the list order (compared with byteOrder, issue 19 item 4). */
    sortName: text().generatedAlwaysAs((): SQL => folded(sql`${players.lastName} || ' ' || ${players.firstName}`)),
    ...importKey,
    ...timestamps,
  },
  (t) => [
    importKeyIndex('players', t),
    index('players_team_sort_idx').on(t.currentTeamId, byteOrder(t.sortName), t.id),
    index('players_country_sort_idx').on(t.birthCountryId, byteOrder(t.sortName), t.id),
    index('players_position_sort_idx').on(t.position, byteOrder(t.sortName), t.id),
    index('players_sort_idx').on(byteOrder(t.sortName), t.id),
    index('players_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);
