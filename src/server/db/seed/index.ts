import { sql } from 'drizzle-orm';
import type { DbHandle } from '../client';
import { countries } from '../schema';

export type SeedOptions = { scale: 'demo' | 'spec'; force?: boolean };

/** Loads demo data on first start only: an existing database is never touched. */
export async function seedDemoIfEmpty(handle: DbHandle): Promise<boolean> {
  const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if (n > 0) return false;
  await seedDatabase(handle, { scale: 'demo' });
  return true;
}

export async function seedDatabase(handle: DbHandle, opts: SeedOptions): Promise<void> {
  // Filled in by the demo-data generator (countries, leagues, teams, players, seasons, games).
  void handle; void opts;
}
