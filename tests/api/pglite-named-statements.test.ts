import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client';
import { withNamedStatements } from '#server/db/pglite-named-statements';

// The embedded database's reads as named statements (issue #16): same answers as PGlite's own
// unnamed path, errors that leave the session usable, a bounded set of statements.
describe('PGlite named statements', () => {
  let raw: PGlite;
  let db: PGlite;
  const prepared = async () =>
    (await raw.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map((r) => r.name);

  // Statements already prepared when a test starts (earlier tests').
  let names = new Set<string>();
  beforeEach(async () => {
    names = new Set(await prepared());
  });

  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec(`create table p (id int primary key, name text not null, born date, height numeric);
      insert into p values (1, 'Riley Bennett', '2001-03-04', 185.5), (2, 'Jääskeläinen', null, null);`);
    db = withNamedStatements(raw, { max: 3 });
  });
  afterAll(() => raw.close());

  it('answers reads exactly as the unnamed path does, in object and array row modes, and prepares each text once', async () => {
    const text = 'select id, name, born, height from p where id = $1 or name = $2 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await raw.query(text, [1, 'Jääskeläinen'], { rowMode });
      expect(await db.query(text, [1, 'Jääskeläinen'], { rowMode })).toEqual(expected);
      expect(await db.query(text, [1, 'Jääskeläinen'], { rowMode })).toEqual(expected);
    }
    expect((await db.query<{ born: Date }>(text, [1, null])).rows[0].born).toBeInstanceOf(Date);
    expect(await prepared()).toHaveLength(1);
  });

  it('an error in a statement or its values is thrown, and the session and the statement stay usable', async () => {
    await expect(db.query('select nme from p')).rejects.toThrow(/column "nme" does not exist/);
    await expect(db.query('select name from p where id = $1', ['abc'])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await db.query<{ name: string }>('select name from p where id = $1', [2])).rows).toEqual([{ name: 'Jääskeläinen' }]);
  });

  it('writes keep the unnamed path; the least recently used statement is closed past the limit', async () => {
    await db.query(`update p set name = $1 where id = $2`, ['R. Bennett', 1]);
    for (const id of [1, 2, 3, 4]) await db.query(`select ${id} as n, name from p where id = $1`, [id]);
    const names = await prepared();
    expect(names.length).toBeLessThanOrEqual(3);
    expect((await db.query<{ name: string }>('select name from p where id = $1', [1])).rows[0].name).toBe('R. Bennett');
  });

  it('a statement whose result changed with the schema is prepared afresh', async () => {
    const text = 'select * from p where id = $1';
    expect(Object.keys((await db.query<object>(text, [1])).rows[0])).toEqual(['id', 'name', 'born', 'height']);
    await raw.exec('alter table p add column shoots text');
    expect(Object.keys((await db.query<object>(text, [1])).rows[0])).toEqual(['id', 'name', 'born', 'height', 'shoots']);
    expect(Object.keys((await db.query<object>(text, [1])).rows[0])).toContain('shoots');
  });

  it('reads wait for a transaction on the same database and see its outcome', async () => {
    const tx = raw.transaction(async (t) => {
      await t.query(`update p set name = 'Inside' where id = 2`);
      await new Promise((r) => setTimeout(r, 50));
    });
    const read = db.query<{ name: string }>('select name from p where id = $1', [2]);
    await tx;
    expect((await read).rows[0].name).toBe('Inside');
  });

  it('a statement older than its age limit is planned afresh (a table may have grown since)', async () => {
    const fresh = withNamedStatements(raw, { maxAgeMs: 0 });
    const text = 'select count(*)::int as n from p where id > $1';
    await fresh.query(text, [0]);
    const first = (await prepared()).filter((n) => !names.has(n));
    await new Promise((r) => setTimeout(r, 5));
    await fresh.query(text, [0]);
    const second = (await prepared()).filter((n) => !names.has(n));
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });
});

describe('the embedded database session', () => {
  it('plans each named read once (generic plans) and keeps the trigram threshold', async () => {
    const handle = await openPglite();
    try {
      const db = (handle.db as unknown as { $client: PGlite }).$client;
      expect((await db.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
      const threshold = await db.query<{ t: string }>(`select current_setting('pg_trgm.word_similarity_threshold') as t`);
      expect(threshold.rows[0].t).toBe('0.45');
      await db.query('select 1 as one where 1 = $1', [1]);
      const [statement] = (
        await db.query<{ generic_plans: number }>(
          `select generic_plans from pg_prepared_statements where statement like 'select 1 as one%'`,
        )
      ).rows;
      expect(statement.generic_plans).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
