import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importFileCommand } from '#server/cli/import-file';
import { ConfigError } from '#server/config';
import { countries, facilities } from '#server/db/schema';
import { tempDir } from '../helpers/temp-dir';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #18: `npm run import -- facilities file.csv [--dry-run]` runs the API's import from a file.
let t: TestApp;
const dir = tempDir('hd-import-cli-');
const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => log.mockClear());

beforeAll(async () => {
  t = await buildTestApp();
  await t.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' });
});

const file = async (name: string, text: string) => {
  const p = path.join(dir, name);
  await writeFile(p, text);
  return p;
};
const stored = () => t.handle.db.select().from(facilities).where(eq(facilities.source, 'cli-test'));

describe('import command', () => {
  it('dry run reports and stores nothing; the real run stores; rejected rows exit 1 with their lines', async () => {
    const good = await file('rinks.csv', 'externalId,name,city,country,type,surface\nr1,Nordic Rink,Oslo,NOR,rink,ice\n');
    expect(await importFileCommand(t.handle.db, ['facilities', good, '--dry-run', '--source=cli-test'])).toBe(0);
    expect(log.mock.calls[0][0]).toMatch(
      /^facilities: 1 rows in [\d.]+ s — created 1, updated 0, unchanged 0, rejected 0 \(dry run, nothing stored\)$/,
    );
    expect(await stored()).toHaveLength(0);

    expect(await importFileCommand(t.handle.db, ['facilities', good, '--source=cli-test'])).toBe(0);
    expect(await stored()).toMatchObject([{ externalId: 'r1', name: 'Nordic Rink', facilityType: 'rink' }]);

    const bad = await file(
      'bad.json',
      JSON.stringify([{ externalId: 'r2', name: 'X', city: 'Y', country: 'ZZZ', type: 'rink', surface: 'ice' }]),
    );
    expect(await importFileCommand(t.handle.db, ['facilities', bad, '--source=cli-test'])).toBe(1);
    expect(log.mock.calls.at(-1)![0]).toContain('line 1, country: No country "ZZZ"');
    expect(await stored()).toHaveLength(1);
  });

  it('names its usage for a wrong entity or a missing file, and points a backup folder to restore', async () => {
    await expect(importFileCommand(t.handle.db, ['backups/2026-11-23'])).rejects.toThrow(/npm run restore -- <folder>/);
    await expect(importFileCommand(t.handle.db, ['games', path.join(dir, 'missing.csv')])).rejects.toBeInstanceOf(ConfigError);
  });
});
