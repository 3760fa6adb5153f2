import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DATA_SCOPES, QUERY_ROOTS, READ_DEPENDS_ON, rootsStaleAfter, TABLE_SCOPE, type QueryRoot } from '#shared/data-scopes';
import { queryKeys } from '#client/lib/query-keys';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';

const ALL_ROOTS: string[] = Object.values(QUERY_ROOTS).flat();
const rootsOf = (...groups: (keyof typeof QUERY_ROOTS)[]) => groups.flatMap((g) => [...QUERY_ROOTS[g]]).sort();

/** Every key the factory makes, its functions called with placeholder arguments. */
const everyKey = (): (readonly unknown[])[] =>
  Object.values(queryKeys).map((k) => (typeof k === 'function' ? (k as (...a: unknown[]) => readonly unknown[])(1, 'x', {}, 1) : k));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(path.join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [path.join(dir, d.name)] : [],
  );
}

describe('the scope table agrees with the database', () => {
  it('each table bumps the scope its trigger names in the migrations, and only those tables are listed', () => {
    const dir = 'src/server/db/migrations';
    const triggers: Record<string, string> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      for (const m of sql.matchAll(/ON "(\w+)" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"\('(\w+)'\)/g))
        triggers[m[1]!] = m[2]!;
      for (const m of sql.matchAll(/DROP TRIGGER (?:IF EXISTS )?"\w+" ON "(\w+)"/g)) delete triggers[m[1]!];
    }
    expect(Object.keys(triggers).length).toBeGreaterThan(8);
    expect(TABLE_SCOPE).toEqual(triggers);
  });

  it('a games read depends on the directory too; a directory read on nothing else', () => {
    expect(DATA_SCOPES.every((s) => READ_DEPENDS_ON[s].includes(s))).toBe(true);
    expect(READ_DEPENDS_ON.directory).toEqual(['directory']);
    expect([...READ_DEPENDS_ON.games].sort()).toEqual(['directory', 'games']);
  });
});

describe('query keys come from one factory, on roots the table knows', () => {
  it('every key starts with a root listed under exactly one scope, and every listed root is used', () => {
    expect(new Set(ALL_ROOTS).size).toBe(ALL_ROOTS.length);
    const used = new Set(everyKey().map((k) => k[0]));
    for (const root of used) expect(ALL_ROOTS).toContain(root);
    expect(ALL_ROOTS.filter((r) => !used.has(r))).toEqual([]);
  });

  it('no client file writes a key inline or lists by hand what a write refreshes', () => {
    const offenders = sourceFiles('src/client').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found: string[] = [];
      // The factory itself, and the one helper that refreshes by root.
      if (file.endsWith(path.join('lib', 'query-keys.ts')) || file.endsWith(path.join('lib', 'refresh-after-write.ts'))) return [];
      if (/queryKey:\s*\[/.test(text)) found.push(`${file}: inline queryKey`);
      if (/invalidateQueries\(/.test(text)) found.push(`${file}: invalidateQueries`);
      if (/\binvalidate:\s*\[/.test(text)) found.push(`${file}: hand-written invalidate list`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});

describe('what a write refreshes follows from the scopes it bumps', () => {
  it('a directory write (a team renamed) reaches every public answer: games and standings show its name', () => {
    expect(rootsStaleAfter(['teams']).sort()).toEqual(rootsOf('directory', 'games'));
  });

  it('a games write (a score, a box score) leaves the directory answers alone', () => {
    expect(rootsStaleAfter(['games']).sort()).toEqual(rootsOf('games'));
    expect(rootsStaleAfter(['box_scores', 'games']).sort()).toEqual(rootsOf('games'));
  });

  it('private answers refresh only with their own tables; the audit log with every admin write', () => {
    expect(rootsStaleAfter(['user_roles'])).toEqual(['users']);
    expect(rootsStaleAfter(['game_codes', 'audit_log']).sort()).toEqual(['audit', 'game-codes']);
    expect(rootsStaleAfter(['ad_settings']).sort()).toEqual([...rootsOf('directory', 'games'), 'ad-settings'].sort());
  });

  it('refreshAfterWrite marks stale exactly the cached answers under those roots', async () => {
    const qc = new QueryClient();
    for (const key of everyKey()) qc.setQueryData(key, 'cached');
    await refreshAfterWrite(qc, ['games', 'audit_log']);
    const stale = new Set<QueryRoot>();
    const fresh = new Set<QueryRoot>();
    for (const q of qc.getQueryCache().getAll()) (q.state.isInvalidated ? stale : fresh).add(q.queryKey[0] as QueryRoot);
    expect([...stale].sort()).toEqual([...rootsOf('games'), 'audit'].sort());
    expect([...fresh].filter((r) => stale.has(r))).toEqual([]);
    qc.clear();
  });
});
