import type { PGlite } from '@electric-sql/pglite';
import { openPgliteClient, pgliteHandle, type DbHandle } from '#server/db/client';
import { templateDump } from './pglite-dump';

// Opening the run's migrated template costs ~0.5 CPU-s alone and ~0.77 in a run (a 42 MB dump unpacked into
// PGlite's memory file system, its backend started; 91 opens, 70 CPU-s of the PGlite tier, 2026-11-28). The files
// of a worker run one after another (vitest.config.ts, isolate: false), so a database a file hands back is emptied
// to the template's rows and lent to the next one instead. What a file changed beyond rows (a table, a function,
// a temporary table, a session setting) shows in the catalog's fingerprint, and that database is closed instead.

type Pristine = { fingerprint: string; reset: string };
const idle: PGlite[] = [];
const pristine = new WeakMap<PGlite, Pristine>();

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;
// Relations, columns, constraints, functions, triggers and the session's own settings.
const FINGERPRINT = `select md5(coalesce(string_agg(x, ',' order by x), '')) as f from (
  select 'c ' || c.oid::regclass::text || ' ' || c.relkind::text from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all select 'a ' || a.attrelid::regclass::text || ' ' || a.attname || ' ' || a.atttypid::text || a.attnotnull::text || a.attgenerated::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
  union all select 'k ' || conrelid::regclass::text || ' ' || conname from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMAS}
  union all select 'p ' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
  union all select 't ' || tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
  union all select 's ' || name || '=' || setting from pg_settings where source = 'session'
) f(x)`;

const quoted = (schema: string, name: string) => `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The fingerprint of a database as the template left it, and the SQL that empties it back to that state. */
async function capture(client: PGlite): Promise<Pristine> {
  // pg_trgm's settings are listed once its library is loaded, by the first search a file makes.
  await client.query(`select word_similarity('a', 'b')`);
  const tables = await client.query<{ nspname: string; relname: string }>(
    `select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and ${USER_SCHEMAS} order by 1, 2`,
  );
  const names = tables.rows.map((t) => quoted(t.nspname, t.relname));
  const statements = ['DEALLOCATE ALL', `TRUNCATE ${names.join(', ')} RESTART IDENTITY`];
  for (const name of names) {
    const rows = await client.query<{ rows: string | null; columns: string }>(
      `select (select json_agg(t)::text from ${name} t) as rows,
        (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
          where attrelid = '${name}'::regclass and attnum > 0 and not attisdropped and attgenerated = '') as columns`,
    );
    const { rows: json, columns } = rows.rows[0];
    if (json)
      statements.push(
        `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::${name}, ${literal(json)})`,
      );
  }
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, coalesce(last_value, start_value)::text as value,
      last_value is not null as called from pg_sequences`,
  );
  for (const s of sequences.rows) statements.push(`SELECT setval(${literal(s.name)}, ${s.value}, ${s.called})`);
  return { fingerprint: (await client.query<{ f: string }>(FINGERPRINT)).rows[0].f, reset: statements.join(';\n') };
}

/** Empties a handed-back database to the template's rows; false when it changed more than rows (close it then). */
async function restore(client: PGlite): Promise<boolean> {
  const state = pristine.get(client);
  if (!state || client.closed) return false;
  try {
    if ((await client.query<{ f: string }>(FINGERPRINT)).rows[0].f !== state.fingerprint) return false;
    await client.exec(state.reset);
    return true;
  } catch {
    return false;
  }
}

/** A database only the lease's holder may use: a query through it after it was handed back throws. */
function revocable(client: PGlite): { client: PGlite; revoke: () => void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, key) {
      if (revoked) throw new Error('a test database was used after its file handed it back (an app left work running?)');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: proxy, revoke: () => (revoked = true) };
}

/** A freshly migrated embedded database from `template`: one handed back and emptied, or a new one. */
export async function leaseMigrated(template: string): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  let client = idle.pop();
  if (!client) {
    client = await openPgliteClient(undefined, { loadDataDir: templateDump(template) });
    pristine.set(client, await capture(client));
  }
  const owned = client;
  const lease = revocable(owned);
  const handle = { ...pgliteHandle(lease.client), close: () => (lease.revoke(), owned.close()) };
  return {
    handle,
    drop: async () => {
      lease.revoke();
      if (await restore(owned)) idle.push(owned);
      else if (!owned.closed) await owned.close();
    },
  };
}
