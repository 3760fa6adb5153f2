import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; paramTypes: number[]; rowDescription: Message | undefined; preparedAt: number };

/** Reads only: their plans depend on nothing a write in the same call could change. */
const NAMEABLE = /^\s*(select|with)\b/i;
// Named statements live in the embedded backend's memory; a few hundred cover every read the app
// sends (list filters combine into a bounded set of SQL texts), and the least used are closed.
const MAX_STATEMENTS = 300;
// A cached plan keeps the choices made for the table sizes of its day, and the embedded database
// has no autovacuum whose ANALYZE would invalidate it: an import that grows a table tenfold must
// not leave a read on a plan made for the small one. Planning once a minute per statement is free.
const MAX_AGE_MS = 60_000;
// Plans cached by PostgreSQL that no longer fit the schema (a migration in a long-lived process).
const STALE = new Set(['0A000', '26000']);

const noSync = { syncToFs: false } as const;

/**
 * Named statements alone still plan on every Bind while PostgreSQL prefers custom plans, and it
 * always does for a `limit $n` (a generic plan must assume 10 % of the rows) or a trigram match:
 * a team's two games lists took 8–11 ms and a search 22 ms (median) against 4.5 and 8 ms with
 * generic plans. Every read the app sends has a fully parameterised shape whose plan does not
 * depend on the values (ids, dates, limits, folded search text), so the embedded session plans
 * each once. PGlite's own unnamed statements (writes) are planned per call as before.
 */
export const GENERIC_PLANS_SQL = 'SET plan_cache_mode = force_generic_plan';
// Names are unique in the process, not per wrapper: two wrappers of one client must not collide.
let counter = 0;

/**
 * PGlite runs every `query` as an unnamed statement: parsed, described and planned on each call,
 * which on the single-threaded embedded database is most of a read's time (a team's games list:
 * 12 ms unnamed against 4 ms prepared, issue #16). This sends each distinct read once as a named
 * statement (Parse + Describe) and then only Bind + Execute, as node-postgres does for named
 * queries, so PostgreSQL may keep a generic plan. Writes and anything inside a transaction keep
 * PGlite's own path.
 */
export function withNamedStatements(client: PGlite, { max = MAX_STATEMENTS, maxAgeMs = MAX_AGE_MS } = {}): PGlite {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  const unnamed = client.query.bind(client);

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `hd_${(counter += 1)}`;
    try {
      await client.execProtocolStream(protocol.serialize.parse({ name, text, types: options?.paramTypes }), noSync);
      const described = await client.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync);
      return {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((m) => m.name === 'rowDescription'),
        preparedAt: Date.now(),
      };
    } finally {
      await client.execProtocolStream(protocol.serialize.sync(), noSync);
    }
  }

  async function close(name: string): Promise<void> {
    await client.execProtocolStream(protocol.serialize.close({ type: 'S', name }), noSync);
    await client.execProtocolStream(protocol.serialize.sync(), noSync);
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    for (const name of toClose.splice(0)) await close(name);
    let statement = statements.get(text);
    if (statement) statements.delete(text); // re-inserted below: the map's order is least recently used first
    if (statement && Date.now() - statement.preparedAt > maxAgeMs) {
      await close(statement.name);
      statement = undefined;
    }
    if (!statement) {
      statement = await prepare(text, options);
      if (statements.size >= max) {
        const [oldest, { name }] = statements.entries().next().value as [string, Statement];
        statements.delete(oldest);
        await close(name);
      }
    }
    statements.set(text, statement);
    const { name, paramTypes, rowDescription } = statement;
    const values = params.map((value, i) => {
      if (value == null) return null;
      const serializer = options?.serializers?.[paramTypes[i]] ?? client.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages: Message[] = rowDescription ? [rowDescription] : [];
    try {
      messages.push(...(await client.execProtocolStream(protocol.serialize.bind({ statement: name, values }), noSync)));
      messages.push(...(await client.execProtocolStream(protocol.serialize.execute({}), noSync)));
    } finally {
      messages.push(...(await client.execProtocolStream(protocol.serialize.sync(), noSync)));
    }
    // As PGlite's own query: a data modifying WITH writes, and a file system may hold writes back.
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!NAMEABLE.test(text) || options?.blob) return unnamed<T>(text, params, options);
    await client.waitReady;
    try {
      return await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !STALE.has(code)) throw err;
      const stale = statements.get(text);
      statements.delete(text);
      if (stale) toClose.push(stale.name);
      return unnamed<T>(text, params, options);
    }
  }

  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
