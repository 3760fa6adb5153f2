/**
 * Records the SQL text of every statement a drizzle database sends, prepared ones included (they keep
 * the session's client), into `into`: for tests that count a page's reads.
 */
export function recordStatements(db: unknown, into: string[]): void {
  const session = (db as { session: { client: { query: (...args: unknown[]) => unknown } } }).session;
  const client = session.client;
  session.client = new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (key !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return (text: unknown, ...rest: unknown[]) => {
        into.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
        return (value as (...a: unknown[]) => unknown).call(target, text, ...rest);
      };
    },
  });
}
