import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities, games, leagues, players, teams } from '../../db/schema';
import { links } from '#shared/routes/routes';
import { isoUtc } from '../support/iso-utc';
import { isoUpdatedAt } from '../support/row-version';

/** The sitemaps.org limit is 50,000 URLs per file; a file holds one block of ids, so never more. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Each kind's table and the address of its record page (the page's link builder, shared/routes). */
export const SITEMAP_KINDS = {
  players: { table: players, link: links.player, where: undefined },
  teams: { table: teams, link: (id: number) => links.team(id), where: undefined },
  leagues: { table: leagues, link: (id: number) => links.league(id), where: undefined },
  facilities: { table: facilities, link: links.facility, where: undefined },
  // Only finished games: a scheduled game's page changes until it is played.
  games: { table: games, link: links.game, where: eq(games.status, 'final') as SQL | undefined },
} as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

/**
 * The non-empty sitemap files of one kind (1-based) and the newest change in each. Files are id
 * ranges, so a file's rows are found by the primary key (keyset, no OFFSET) and a file's URLs
 * never move to another file when rows are added or deleted.
 */
export async function sitemapFiles(db: Db, kind: SitemapKind): Promise<Array<{ page: number; lastmod: string }>> {
  const { table, where } = SITEMAP_KINDS[kind];
  const page = sql<number>`((${table.id} - 1) / ${sql.raw(String(SITEMAP_PAGE_SIZE))} + 1)::int`;
  const lastmod = isoUtc(sql`max(${table.updatedAt})`);
  const rows = await db.select({ page, lastmod }).from(table).where(where).groupBy(page).orderBy(page);
  return rows.map((r) => ({ page: Number(r.page), lastmod: r.lastmod }));
}

/** The ids and last changes of one sitemap file, in id order. */
export async function sitemapEntries(db: Db, kind: SitemapKind, page: number): Promise<Array<{ id: number; lastmod: string }>> {
  const { table, where } = SITEMAP_KINDS[kind];
  const first = (page - 1) * SITEMAP_PAGE_SIZE + 1;
  return db
    .select({ id: table.id, lastmod: isoUpdatedAt(table.updatedAt) })
    .from(table)
    .where(and(between(table.id, first, first + SITEMAP_PAGE_SIZE - 1), where))
    .orderBy(asc(table.id));
}
