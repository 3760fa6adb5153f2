import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/**
 * Issue 40 item 3: one code holder posted 55-89 events a second with no limit and no cap per game.
 * Now: EVENT_RATE_LIMIT writes a minute per session (429, which a console's outbox retries), and at
 * most 2,000 events per game (409).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
beforeAll(async () => {
  t = await buildTestApp({ EVENT_RATE_LIMIT: '5' });
  w = await rolesWorld(t);
});

const shot = (cookie: string, gameId = w.a.game.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/events`,
    headers: { cookie },
    payload: { id: randomUUID(), period: 1, time: '04:00', type: 'shot', team: 'home' },
  });

describe('live event limits', () => {
  it('limits writes per session, each session on its own budget', async () => {
    const keeper = await scorekeeperCookie(t, w.a.game.id);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await shot(keeper)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await shot(w.lm)).statusCode).toBe(201);
  });

  it('caps the events of one game at 2,000', async () => {
    const g = w.b.game.id;
    await t.handle.db.execute(sql`
      insert into game_events (id, game_id, seq, type, period, time, data)
      select gen_random_uuid(), ${g}, nextval('game_events_seq'), 'shot', 1, '01:00', '{"type":"shot","team":"away"}'::jsonb
      from generate_series(1, 2000)`);
    const full = await shot(t.admin, g);
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toMatch(/already has 2000 events/);
  });
});
