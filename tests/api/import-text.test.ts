import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue 29 item 6: bytes that are not UTF-8, and NUL bytes, refuse the file at their line and column.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' });
});

const post = (body: Buffer, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/import/facilities?source=text-test',
    payload: body,
    headers: { 'content-type': type, cookie: t.admin },
  });
const stored = () => t.handle.db.select().from(facilities).where(eq(facilities.source, 'text-test'));
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
const HEADER = 'externalId,name,city,country,type,surface\n';

describe('import file text', () => {
  it('refuses a Latin-1 byte (no U+FFFD stored) with its line and column, and stores nothing', async () => {
    // "Kärpät" saved as Latin-1: ä is the lone byte 0xE4, the 7th character of line 3.
    const body = bytes(HEADER, 'r1,Nordic Rink,Oslo,NOR,rink,ice\n', 'r2,K', [0xe4], 'rp', [0xe4], 't Hall,Oslo,NOR,rink,ice\n');
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 3, column 5: not UTF-8 (byte 0xE4 begins no valid character); save the file as UTF-8');
    expect(res.json().errors).toEqual([{ path: 'lines.3.5', message: res.json().message }]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a NUL byte with its line and column, in CSV and in NDJSON', async () => {
    const csv = await post(bytes(HEADER, 'r1,Nordic', [0], ' Rink,Oslo,NOR,rink,ice\n'));
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('Line 2, column 10: a NUL byte (0x00), which a text file does not have');
    const ndjson = await post(
      bytes('{"externalId":"r1","name":"A","city":"Oslo","country":"NOR","type":"rink","surface":"ice"}\n{"name":"', [0], '"}\n'),
      'application/x-ndjson',
    );
    expect(ndjson.statusCode).toBe(400);
    expect(ndjson.json().message).toBe('Line 2, column 10: a NUL byte (0x00), which a text file does not have');
    expect(await stored()).toEqual([]);
  });

  it('refuses an invalid byte in a JSON array, and a file that ends inside a character', async () => {
    const array = await post(bytes('[{"name":"', [0xff], '"}]'), 'application/json');
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('Line 1, column 11: not UTF-8 (byte 0xFF begins no valid character); save the file as UTF-8');
    const cut = await post(bytes(HEADER, 'r1,Nordic Rink,Oslo,NOR,rink,ic', [0xc3]));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/^Line 2, column 32: not UTF-8 \(the file ends inside a character\)/);
  });

  it('imports UTF-8 text as it is, characters of every length', async () => {
    const res = await post(bytes(HEADER, 'r1,Kärpät Hall ✓ 🏒,Oslo,NOR,rink,ice\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, created: 1 });
    expect((await stored())[0]).toMatchObject({ name: 'Kärpät Hall ✓ 🏒' });
  });
});
