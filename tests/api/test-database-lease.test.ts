import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINE } from '../helpers/test-db';

// Every file starts from the migrated template's exact state, whether its database is new or one another file
// handed back (PGlite: tests/helpers/pglite-pool.ts).
const rows = async (handle: Awaited<ReturnType<typeof createTestDatabase>>['handle'], query: string) =>
  (await handle.db.execute(sql.raw(query))).rows as Record<string, unknown>[];

describe('a test database', () => {
  it('starts as the template left it after another file wrote to one and handed it back', async () => {
    const first = await createTestDatabase();
    const pristine = await rows(first.handle, 'select * from data_version order by 1');
    await first.handle.exec(`insert into teams (name, city) values ('Handed Back Hawks', 'Oulu'), ('Handed Back Owls', 'Oulu')`);
    await first.handle.exec(`update data_version set version = version + 5`);
    await first.handle.exec(`select nextval('game_events_seq')`);
    await first.drop();

    const second = await createTestDatabase();
    expect(await rows(second.handle, 'select name from teams')).toEqual([]);
    expect(await rows(second.handle, 'select * from data_version order by 1')).toEqual(pristine);
    await second.handle.exec(`insert into teams (name, city) values ('Fresh Start', 'Oulu')`);
    expect(await rows(second.handle, 'select id from teams')).toEqual([{ id: 1 }]);
    expect(await rows(second.handle, `select nextval('game_events_seq')::int as n`)).toEqual([{ n: 1 }]);
    await second.drop();
  });

  it('changed beyond its rows (a table of its own) is never handed to the next file', async () => {
    const first = await createTestDatabase();
    await first.handle.exec('create table left_behind (id int)');
    await first.drop();
    const second = await createTestDatabase();
    expect(await rows(second.handle, `select to_regclass('left_behind')::text as t`)).toEqual([{ t: null }]);
    await second.drop();
  });

  // An app a file left running must not write into the next file's data.
  if (TEST_ENGINE === 'pglite')
    it('refuses a query from a file that already handed it back', async () => {
      const { handle, drop } = await createTestDatabase();
      await drop();
      // drizzle names the query and keeps the reason as the cause.
      const reason = (attempt: Promise<unknown>) =>
        attempt.then(
          () => 'answered',
          (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
        );
      expect(await reason(handle.exec('select 1'))).toMatch(/handed it back/);
      expect(await reason(handle.db.execute(sql`select 1`))).toMatch(/handed it back/);
    });
});
