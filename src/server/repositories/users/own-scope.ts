import { inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { teams } from '../../db/schema';
import type { OwnScope } from '../../lib/own-scope';

export type { OwnScope };
export type WithOwn = { own?: OwnScope | null };

/** `column in (ids)`, or nothing at all for no ids (an empty `in ()` is not SQL). */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => (ids.length ? inArray(column, [...ids]) : sql`false`);

/** The teams a `mine=1` list keeps: those of the caller's leagues and the ones he manages himself. */
export const ownTeams = (own: OwnScope): SQL => or(anyOf(teams.leagueId, own.leagueIds), anyOf(teams.id, own.teamIds))!;
