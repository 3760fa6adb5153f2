import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { withMigratedDatabase } from '../helpers/migrated-data-dir';
import { tempDir } from '../helpers/temp-dir';
import { freePort, servingOrExit, signInOver, spawnSourceServer, type SourceServer } from '../helpers/server-process';
import { openSse } from '../helpers/sse-reader';

/**
 * Issue 27 faults, on the server as a process: `kill -9` in the middle of a game loses no event it
 * acknowledged; what the console had not got an answer for arrives after the restart, stored once; and a
 * fan's stream cut by the crash resumes from its Last-Event-ID with no gap and no duplicate.
 */
const ADMIN = { email: 'admin@faults.local', password: 'faults-admin-password-1' };
const dataDir = withMigratedDatabase(tempDir('hd-live-faults-'));
const servers: SourceServer[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
});

async function start(port: number) {
  const server = spawnSourceServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Its start-up steps are named in what a failed start prints (servingOrExit).
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  servers.push(server);
  // A guard against a start that hangs: beside the browser tier on Node 22/24 a start from source took ~45 s.
  await servingOrExit(server, 150_000);
  const cookie = await signInOver(server.base, ADMIN);
  const send = (method: string, url: string, body?: object) =>
    fetch(`${server.base}${url}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  return { server, send };
}

const shot = (i: number) => ({
  id: randomUUID(),
  type: 'shot',
  team: i % 2 ? 'home' : 'away',
  period: 1 + Math.floor(i / 40),
  time: `${String(i % 20).padStart(2, '0')}:00`,
});

describe('live scoring survives a crash', () => {
  it('keeps every acknowledged event through kill -9, takes the unacknowledged ones once after, and resumes a cut stream', async () => {
    const port = await freePort();
    const first = await start(port);
    const team = async (name: string) => (await (await first.send('POST', '/api/teams', { name, city: 'Tampere' })).json()).id as number;
    const created = await first.send('POST', '/api/games', {
      homeTeamId: await team('Crash Hawks'),
      awayTeamId: await team('Crash Owls'),
      gameDate: '2031-01-02',
      gameTime: '18:00',
      status: 'live',
    });
    expect(created.status).toBe(201);
    const gameId = (await created.json()).id as number;

    // A fan's stream, following the game from its first event (its creation, a `game` message, is not counted here).
    const fan = await openSse(`${first.server.base}/api/games/${gameId}/stream`, {}, ['game']);
    const events = Array.from({ length: 120 }, (_, i) => shot(i));
    const acked = new Set<string>();
    // The console sends in order, a few at a time (its queue drains while the connection allows).
    let next = 0;
    const worker = async () => {
      while (next < events.length) {
        const event = events[next++];
        const res = await first.send('POST', `/api/games/${gameId}/events`, event).catch(() => null);
        if (res && (res.status === 201 || res.status === 200)) acked.add(event.id);
        if (acked.size === 40) first.server.process.kill('SIGKILL');
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    await first.server.exited;
    expect(acked.size).toBeGreaterThanOrEqual(40);
    expect(acked.size).toBeLessThan(events.length);
    const seenBeforeCrash = fan.messages.length;
    const lastSeen = fan.messages.at(-1)?.id ?? '0';
    fan.close();

    const second = await start(port);
    const stored = (await (await second.send('GET', `/api/games/${gameId}/events`)).json()) as { id: string }[];
    const storedIds = new Set(stored.map((e) => e.id));
    for (const id of acked) expect(storedIds.has(id), `acknowledged event ${id} lost`).toBe(true);

    // The console resends all it has no answer for; an event the crash took before its answer is found, not doubled.
    for (const event of events.filter((e) => !acked.has(e.id))) {
      const res = await second.send('POST', `/api/games/${gameId}/events`, event);
      expect([200, 201]).toContain(res.status);
      expect(res.status === 200).toBe(storedIds.has(event.id));
    }
    const after = (await (await second.send('GET', `/api/games/${gameId}/events`)).json()) as { id: string }[];
    expect(after.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());

    // The fan's EventSource reconnects with the last id it saw: exactly the rest, each once.
    const resumed = await openSse(`${second.server.base}/api/games/${gameId}/stream`, { 'last-event-id': lastSeen }, ['game']);
    const rest = await resumed.waitFor(events.length - seenBeforeCrash, 60_000);
    resumed.close();
    const all = [...fan.messages, ...rest].map((m) => (m.data as { id: string }).id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(events.map((e) => e.id).sort());
  }, 400_000);
});
