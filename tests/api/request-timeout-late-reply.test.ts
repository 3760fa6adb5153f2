import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { teams } from '#server/db/schema';
import { createTestDatabase } from '../helpers/test-db';

// Issue 29 item 8: after the request timeout has answered 503 the handler still runs to its end;
// what it then sends must be dropped quietly, not logged as "Reply was already sent".
const lines: Array<{ level: number; msg?: string; err?: { code?: string } }> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let app: FastifyInstance;
let drop: () => Promise<void>;
let teamId = 0;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  const [team] = await db.handle.db.insert(teams).values({ name: 'Frozen Few', city: 'Oulu' }).returning();
  teamId = team.id;
  // No read cache: its hook would wait on the frozen database before the handler, and a request
  // answered there never reaches its handler at all.
  const config = parseConfig({ NODE_ENV: 'test', DATA_VERSION_CHECK_MS: '0', REQUEST_TIMEOUT_MS: '3000', RESPONSE_CACHE_MB: '0' });
  app = await buildApp({ config, db: db.handle, clientDir: '/nonexistent', logger: { level: 'debug', stream: logStream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

/** Runs `url` while `table` is locked: the answer, then (after the thaw) the handler's own late end. */
async function whileFrozen(table: string, url: string) {
  let thaw!: () => void;
  const frozen = new Promise<void>((r) => (thaw = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  // On the embedded database an open transaction blocks every other query anyway.
  const holder = app.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`));
    locked();
    await frozen;
  });
  await isLocked;
  try {
    return await app.inject({ url });
  } finally {
    thaw();
    await holder;
  }
}

const lateLines = () =>
  lines.filter((l) => l.msg === 'late reply dropped after the request timeout' || l.err?.code === 'FST_ERR_REP_ALREADY_SENT');

describe('a reply after the request timeout', () => {
  it.each([
    ['an API read that returns its answer', 'countries', () => '/api/countries?limit=3'],
    ['a page that sends itself', 'teams', () => `/team/${teamId}`],
  ])('%s is dropped quietly once the handler ends', async (_kind, table, url) => {
    lines.length = 0;
    const res = await whileFrozen(table, url());
    expect(res.statusCode).toBe(503);
    // The handler goes on once the database moves; wait for what it does with its late answer.
    await vi.waitFor(() => expect(lateLines()).not.toHaveLength(0), { timeout: 20_000, interval: 50 });
    expect(lines.filter((l) => l.level >= 40 && l.msg !== 'request timed out')).toEqual([]);
    // A page's in-process reads have timeouts of their own: one that ran out as well (a busy machine thaws the
    // database a little later) drops its late answer the same way, so there may be two lines, each the quiet one.
    expect(new Set(lateLines().map((l) => l.msg))).toEqual(new Set(['late reply dropped after the request timeout']));
  });
});
