import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRows } from '#server/lib/import/read-rows';

// Issue 26: a box-score file is NDJSON of ~235 KB lines (one NHL game each). Reading must pull the
// file as rows are taken, never the whole of it ahead (readline's iterator did: 600 MB for a season).
describe('NDJSON rows', () => {
  it('are read as they are taken, not all ahead', async () => {
    let pulled = 0;
    const line = JSON.stringify({ pad: 'x'.repeat(200_000) }) + '\n';
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 400; i++) {
          pulled += 1;
          yield Buffer.from(line);
        }
      })(),
    );
    const rows = readRows(source, 'json');
    const first = await rows.next();
    expect(first.value?.line).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(pulled).toBeLessThan(40);
    let count = 1;
    for await (const row of rows) count += row.fields ? 1 : 0;
    expect(count).toBe(400);
  });

  it('keep their line numbers across CRLF and blank lines, and a last line without a newline', async () => {
    const rows = [];
    for await (const row of readRows(Readable.from([Buffer.from('{"a":1}\r\n\r\n{"a":'), Buffer.from('2}\n{"a":3}')]), 'json'))
      rows.push([row.line, row.fields]);
    expect(rows).toEqual([
      [1, { a: 1 }],
      [3, { a: 2 }],
      [4, { a: 3 }],
    ]);
  });
});
