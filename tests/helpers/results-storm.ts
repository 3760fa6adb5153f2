import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client';
import { countries, games, leagues, seasons, teams } from '#server/db/schema';

/**
 * Clients looping `POST /api/games/results` while the database connection is lost under them.
 * Each client owns its own games and writes the same round number into all of them in one
 * transaction, so a half-written transaction shows as games of one client holding different rounds.
 */
export type StormClient = { ids: number[]; attempted: number; acked: number; statuses: number[] };
export type ResultsBody = { results: { id: number; homeScore: number; awayScore: number }[] };

/** One league, season and two teams, and `perClient` games for each of `clients` clients. */
export async function seedStormGames(db: Db, clients: number, perClient: number): Promise<StormClient[]> {
  const [country] = await db.insert(countries).values({ name: 'Stormland', code: 'STM' }).returning();
  const [league] = await db.insert(leagues).values({ name: 'Storm League', countryId: country.id }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' }).returning();
  const [home, away] = await db
    .insert(teams)
    .values([
      { name: 'Thunder', city: 'North', leagueId: league.id },
      { name: 'Lightning', city: 'South', leagueId: league.id },
    ])
    .returning();
  const rows = await db
    .insert(games)
    .values(
      Array.from({ length: clients * perClient }, (_, i) => ({
        homeTeamId: home.id,
        awayTeamId: away.id,
        seasonId: season.id,
        gameDate: `2025-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        // Live, so a running score is a sound result (a scheduled game may not hold one: game-result-rules).
        status: 'live' as const,
      })),
    )
    .returning({ id: games.id });
  return Array.from({ length: clients }, (_, c) => ({
    ids: rows.slice(c * perClient, (c + 1) * perClient).map((r) => r.id),
    attempted: 0,
    acked: 0,
    statuses: [],
  }));
}

// Scores stop at 99, so the round number is written in base 99 across the two scores.
export const roundBody = (client: StormClient, round: number): ResultsBody => ({
  results: client.ids.map((id) => ({ id, homeScore: Math.floor(round / 99), awayScore: round % 99 })),
});

/** Loops writes until `stop()` says so; a request that throws (socket gone) records status 0. */
export async function writeLoop(client: StormClient, send: (body: ResultsBody) => Promise<number>, stop: () => boolean) {
  while (!stop()) {
    const round = ++client.attempted;
    const status = await send(roundBody(client, round)).catch(() => 0);
    client.statuses.push(status);
    if (status === 200) client.acked = round;
  }
}

/**
 * Nothing half-written: every client's games hold one and the same round, no older than the last
 * acknowledged one (a 503 may still have committed, so it can be newer, never beyond the last sent).
 */
export async function expectConsistent(db: Db, clients: StormClient[]) {
  for (const c of clients) {
    const rows = await db.select({ home: games.homeScore, away: games.awayScore }).from(games).where(inArray(games.id, c.ids));
    const rounds = [...new Set(rows.map((r) => (r.home ?? 0) * 99 + (r.away ?? 0)))];
    expect(rounds, `games of one client hold different rounds: ${rounds.join(', ')}`).toHaveLength(1);
    expect(rounds[0]).toBeGreaterThanOrEqual(c.acked);
    expect(rounds[0]).toBeLessThanOrEqual(c.attempted);
  }
}
