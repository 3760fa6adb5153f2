import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_ENGINE } from '../helpers/test-db';

// Issue 29 item 5: the embedded database holds every read while an import's transaction is open, so
// it takes files up to a row limit (here 3) and refuses larger ones before opening the transaction.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ IMPORT_EMBEDDED_MAX_ROWS: '3' });
  await t.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' });
});

const file = (count: number) =>
  ['externalId,name,city,country,type,surface', ...Array.from({ length: count }, (_, i) => `r${i},Rink ${i},Oslo,NOR,rink,ice`)].join('\n');
const post = (body: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/facilities?source=limit-test&dryRun=${dryRun}`,
    payload: body,
    headers: { 'content-type': 'text/csv', cookie: t.admin },
  });
const stored = () => t.handle.db.select().from(facilities).where(eq(facilities.source, 'limit-test'));

describe('import size on the embedded database', () => {
  it('refuses a file over the limit with 413 naming it, dry run or not, and stores nothing', async () => {
    for (const dryRun of [true, false]) {
      const res = await post(file(4), dryRun);
      if (TEST_ENGINE === 'postgres') {
        // PostgreSQL keeps answering other requests during an import: no such limit there.
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/^The embedded database imports at most 3 rows per file, and this file has more: split it/);
      expect(res.json().errors).toEqual([{ path: 'file', message: res.json().message }]);
      expect(await stored()).toEqual([]);
    }
  });

  it('imports a file at the limit', async () => {
    const res = await post(file(3).replaceAll('Rink', 'Arena'), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, rows: 3 });
  });

  it('still names a bad header before counting rows', async () => {
    const res = await post(file(5).replace('surface', 'surfase'), true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Header row \(line 1\): unknown column "surfase"/);
  });
});
