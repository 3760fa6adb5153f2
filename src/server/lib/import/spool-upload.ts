import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLarge } from '../domain-errors';

/** The largest import file taken over HTTP (100,000 games are ~12 MB of CSV). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/**
 * Writes an upload to a temporary file before the import reads it: the upload finishes at network
 * speed (Node's request timeout counts until the last byte arrives), the database transaction
 * never waits on a slow client, and memory stays flat. `open` streams the file; `remove` deletes it.
 */
export async function spoolUpload(body: Readable, maxBytes = MAX_IMPORT_BYTES) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hd-import-'));
  const file = path.join(dir, 'upload');
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new TooLarge(`The file is larger than ${Math.round(maxBytes / 1048576)} MB; split it`));
      done(null, chunk);
    },
  });
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(body, limit, createWriteStream(file, { mode: 0o600 }));
  } catch (err) {
    await remove();
    throw err;
  }
  return { bytes, open: () => createReadStream(file), remove };
}
