import type { Readable } from 'node:stream';
import { TooLarge } from '../domain-errors';
import { readRows, type ImportFormat } from './read-rows';

const tooMany = (limit: number) => {
  const message =
    `The embedded database imports at most ${limit.toLocaleString('en-US')} rows per file, and this file has more: ` +
    'split it, import it with `npm run import` while the server is stopped, or run the site on PostgreSQL (DATABASE_URL)';
  return new TooLarge(message, [{ path: 'file', message }]);
};

/**
 * Issue 29 item 5: the embedded database runs one transaction at a time, so while an import's
 * transaction is open every other request that reads waits (a million rows held the site for 71 s).
 * The file is counted first, without the database, and refused (413) when it has more than `limit`
 * rows; counting stops at the first row over it.
 */
export async function refuseOverLimit(open: () => Readable, format: ImportFormat, limit: number, onHeader: (names: string[]) => void) {
  let rows = 0;
  for await (const _row of readRows(open(), format, onHeader)) if (++rows > limit) throw tooMany(limit);
}
