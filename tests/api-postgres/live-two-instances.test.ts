import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { games, teams } from '#server/db/schema';
import { createUser } from '#server/repositories/users/users';
import { createTestDatabase } from '../helpers/test-db';
import { openSse } from '../helpers/sse-reader';

/** Issue 27: an event posted on one instance reaches the other's streams through LISTEN/NOTIFY. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const handles: DbHandle[] = [];
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const streams: { close: () => void }[] = [];
let gameId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  await createUser(db.handle.db, { email: 'admin@live.test', password: 'live-instances-1', role: 'admin' });
  const [home, away] = await db.handle.db
    .insert(teams)
    .values([
      { name: 'Live Hawks', city: 'Espoo' },
      { name: 'Live Owls', city: 'Turku' },
    ])
    .returning();
  [{ id: gameId }] = await db.handle.db
    .insert(games)
    .values({ homeTeamId: home.id, awayTeamId: away.id, gameDate: '2026-11-27' })
    .returning();
  for (let i = 0; i < 2; i++) {
    const handle = await openPostgres(db.url!, { max: 3 });
    handles.push(handle);
    apps.push(await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), db: handle, clientDir: '/nonexistent' }));
  }
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  for (const a of apps) await a.close();
  for (const h of handles) await h.close();
  await db.drop();
});

describe('live events across instances', () => {
  it("an event posted on one instance reaches the other's game and day streams", async () => {
    const [a, b] = apps;
    const base = await b.listen({ port: 0, host: '127.0.0.1' });
    const game = await openSse(`${base}/api/games/${gameId}/stream`);
    const day = await openSse(`${base}/api/live?date=2026-11-27`);
    streams.push(game, day);
    const login = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@live.test', password: 'live-instances-1' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // The day stream starts from now: let it take its position before the event is posted.
    await new Promise((r) => setTimeout(r, 200));
    const id = randomUUID();
    const posted = await a.inject({
      method: 'POST',
      url: `/api/games/${gameId}/events`,
      headers: { cookie },
      payload: { id, period: 1, time: '00:45', type: 'shot', team: 'home' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const started = Date.now();
    expect((await game.waitFor(1, 3000))[0].data).toMatchObject({ id, gameId });
    expect((await day.waitFor(1, 3000))[0].data).toMatchObject({ id, gameId });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
