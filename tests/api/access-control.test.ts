import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let writes: { method: string; url: string }[] = [];
// Sign-in endpoints are writes anyone may call; everything else that changes data is admin-only.
const PUBLIC_WRITES = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout']);

beforeAll(async () => {
  t = await buildTestApp();
  const doc = JSON.parse((await t.app.inject({ url: '/api/docs/json' })).body) as { paths: Record<string, Record<string, unknown>> };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const m = method.toUpperCase();
      if (m === 'GET' || m === 'HEAD' || PUBLIC_WRITES.has(`${m} ${path}`)) continue;
      writes.push({ method: m, url: path.replace(/\{\w+\}/g, '1') });
    }
  }
  writes = writes.sort((a, b) => `${a.url}${a.method}`.localeCompare(`${b.url}${b.method}`));
});

const send = (w: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({ method: w.method as 'POST', url: w.url, headers: { host: 'hockey.test', ...headers }, payload: {} });

describe('every write endpoint', () => {
  it('exists in the API document', () => {
    expect(writes.length).toBeGreaterThan(3);
  });

  it('is 401 signed out, 403 for a signed-in non-admin, 403 cross-origin, and reaches validation for an admin', async () => {
    const wrong: string[] = [];
    for (const w of writes) {
      const tag = `${w.method} ${w.url}`;
      const out = await send(w, {});
      if (out.statusCode !== 401) wrong.push(`${tag} signed out -> ${out.statusCode}`);
      const user = await send(w, { cookie: t.user });
      if (user.statusCode !== 403) wrong.push(`${tag} non-admin -> ${user.statusCode}`);
      const foreign = await send(w, { cookie: t.admin, origin: 'https://attacker.example' });
      if (foreign.statusCode !== 403) wrong.push(`${tag} foreign origin -> ${foreign.statusCode}`);
      const admin = await send(w, { cookie: t.admin, origin: 'http://hockey.test' });
      if ([401, 403].includes(admin.statusCode) || admin.statusCode >= 500) wrong.push(`${tag} admin -> ${admin.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
