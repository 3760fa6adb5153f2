import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_IDS, HOSTILE_STRINGS, HOSTILE_VALUES, rng } from '../helpers/fuzz-values';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

type Op = { method: string; path: string; bodyProps: string[]; queryProps: string[] };
let t: TestApp;
let ops: Op[] = [];

const TABLES = [
  'countries',
  'facilities',
  'leagues',
  'seasons',
  'teams',
  'players',
  'games',
  'standing_adjustments',
  'ad_settings',
  'users',
];
/** Row count + newest update per table: any write, even a partial one, changes it. */
async function fingerprint(): Promise<string> {
  const parts = TABLES.map((tbl) => `(select count(*) || '/' || coalesce(max(updated_at)::text, '') from ${tbl})`);
  const res = await t.handle.db.execute(sql.raw(`select ${parts.join(" || '|' || ")} as fp`));
  return String((res.rows[0] as { fp: string }).fp);
}

beforeAll(async () => {
  t = await buildTestApp();
  const doc = JSON.parse((await t.app.inject({ url: '/api/docs/json' })).body) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (path.startsWith('/api/docs') || path === '/api/logout' || path === '/api/login' || path === '/api/register') continue;
      const bodyProps = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const queryProps = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      ops.push({ method: method.toUpperCase(), path, bodyProps, queryProps });
    }
  }
  ops = ops.sort((a, b) => `${a.method}${a.path}`.localeCompare(`${b.method}${b.path}`));
});

describe('input fuzzing (seeded)', () => {
  it('covers the documented API', () => {
    expect(ops.length).toBeGreaterThan(5);
  });

  it('never answers 5xx, always in the documented error shape, and rejected writes change nothing', async () => {
    const r = rng(20261123);
    const failures: string[] = [];
    let before = await fingerprint();
    const N = Number(process.env.FUZZ_REQUESTS ?? 1500);
    for (let i = 0; i < N; i++) {
      const op = r.pick(ops);
      const url = op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(r.next() < 0.7 ? r.pick(HOSTILE_IDS) : String(r.int(5) + 1)));
      const query = new URLSearchParams();
      for (const q of op.queryProps)
        if (r.next() < 0.5) query.set(q, String(r.pick(HOSTILE_STRINGS)).slice(0, r.next() < 0.9 ? 200 : 2_000_000));
      if (r.next() < 0.1) query.set('unexpected', 'x');
      const headers: Record<string, string> = { cookie: t.admin };
      let payload: string | undefined;
      if (op.method !== 'GET' && op.method !== 'DELETE') {
        const kind = r.int(10);
        if (kind === 0) {
          payload = '{"name": "x", "name": "y", ';
          headers['content-type'] = 'application/json';
        } // malformed
        else if (kind === 1) {
          payload = 'name=x&code=abc';
          headers['content-type'] = r.pick(['text/plain', 'application/xml', 'multipart/form-data']);
        } else if (kind === 2) {
          payload = '{"a":1,"a":2}';
          headers['content-type'] = 'application/json';
        } // duplicate keys
        else {
          const body: Record<string, unknown> = {};
          for (const p of op.bodyProps) if (r.next() < 0.7) body[p] = r.pick(HOSTILE_VALUES);
          if (r.next() < 0.2) body.__proto__extra = 'x';
          payload = JSON.stringify(r.next() < 0.05 ? [body] : body);
          headers['content-type'] = 'application/json';
        }
      }
      const res = await t.app.inject({ method: op.method as 'GET', url: `${url}${query.size ? `?${query}` : ''}`, headers, payload });
      const tag = `${op.method} ${url.slice(0, 80)} -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${tag}: ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        let shapeOk = false;
        try {
          const b = JSON.parse(res.body);
          shapeOk = typeof b.message === 'string' && (b.errors === undefined || Array.isArray(b.errors));
        } catch {
          /* not JSON */
        }
        if (!shapeOk) failures.push(`${tag}: bad error shape ${res.body.slice(0, 120)}`);
        if (op.method !== 'GET') {
          const after = await fingerprint();
          if (after !== before) failures.push(`${tag}: rejected write changed the database`);
          before = after;
        }
      } else if (op.method !== 'GET') {
        before = await fingerprint();
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
