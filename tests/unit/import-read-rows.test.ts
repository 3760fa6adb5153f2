import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRows, type SourceRow } from '#server/lib/import/read-rows';

// Issue #18: import files are read as streams; line numbers must point at the row in the file.
const chunks = (text: string, size = 7) =>
  Readable.from(Array.from({ length: Math.ceil(text.length / size) }, (_, i) => Buffer.from(text.slice(i * size, (i + 1) * size))));
const all = async (rows: AsyncGenerator<SourceRow>) => {
  const out: SourceRow[] = [];
  for await (const r of rows) out.push(r);
  return out;
};

describe('readRows', () => {
  it('CSV: BOM, quoted commas and line breaks, blank lines; each row keeps the line it starts on', async () => {
    const csv = '\uFEFFname,city\n"Arena, North","Line one\nline two"\n\nRink,Oslo\nShort\n';
    const rows = await all(readRows(chunks(csv), 'csv'));
    expect(rows).toEqual([
      { line: 2, fields: { name: 'Arena, North', city: 'Line one\nline two' } },
      { line: 5, fields: { name: 'Rink', city: 'Oslo' } },
      { line: 6, fields: null, error: 'Expected 2 fields as in the header, found 1' },
    ]);
  });

  it('CSV: hands the header to the caller first, and an unclosed quote fails the whole file', async () => {
    const seen: string[][] = [];
    await all(readRows(chunks('a,b\n1,2\n'), 'csv', (h) => seen.push(h)));
    expect(seen).toEqual([['a', 'b']]);
    await expect(all(readRows(chunks('a,b\n1,"2\n'), 'csv'))).rejects.toThrow(/^Malformed CSV at line \d+: Quote Not Closed/);
    await expect(all(readRows(chunks(''), 'csv'))).rejects.toThrow(/The file is empty/);
  });

  it('JSON: an array split across chunks yields its objects by position; a non-object is a bad row', async () => {
    const rows = await all(readRows(chunks(' [{"a":1},{"a":"x, y"}, 3]', 3), 'json'));
    expect(rows).toEqual([
      { line: 1, fields: { a: 1 } },
      { line: 2, fields: { a: 'x, y' } },
      { line: 3, fields: null, error: 'Each row must be a JSON object' },
    ]);
    await expect(all(readRows(chunks('[{"a":1},'), 'json'))).rejects.toThrow(/^Malformed JSON/);
  });

  it('NDJSON: one object per line, blank lines skipped, a bad line is a bad row', async () => {
    const rows = await all(readRows(chunks('{"a":1}\n\n{oops\r\n{"a":2}\n'), 'json'));
    expect(rows.map((r) => [r.line, r.fields])).toEqual([
      [1, { a: 1 }],
      [3, null],
      [4, { a: 2 }],
    ]);
  });
});
