import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, run on snippets placed where a violation would live: each layer
// rule must fail the file that breaks it and leave the allowed form alone.
const eslint = new ESLint({ cwd: process.cwd() });
const ruleIds = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
};

describe('lint: layer rules', () => {
  it('src/shared imports neither server nor client', async () => {
    expect(await ruleIds('src/shared/domain/bad.ts', "export type { Actor } from '../../server/lib/actor';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('src/shared/domain/bad.ts', "export { cn } from '../../client/lib/cn';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('src/shared/domain/ok.ts', "export { parseDateOnly } from './dates/date-only';\n")).toEqual([]);
  });

  it('the rules see through the #shared/#client/#server aliases', async () => {
    expect(await ruleIds('src/shared/domain/bad.ts', "export type { Actor } from '#server/lib/actor';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds('src/client/features/marketing/pages/bad.ts', "export { parseApiFailure } from '#client/features/auth/api/sign-in';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/client/features/marketing/pages/ok.ts', "export { AdSlot } from '#client/features/ads';\n")).toEqual([]);
    expect(await ruleIds('src/server/lib/ok.ts', "export { parseDateOnly } from '#shared/domain/dates/date-only';\n")).toEqual([]);
  });

  it("a feature imports another feature's public index.ts only, never its internals", async () => {
    const page = 'src/client/features/marketing/pages/bad.ts';
    expect(await ruleIds(page, "export { parseApiFailure } from '../../auth/api/sign-in';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(page, "export { AdSlot } from '../../ads/components/ad-slot';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(page, "export { AdSlot } from '../../ads';\n")).toEqual([]);
    expect(await ruleIds(page, "export { useUser } from '../../../lib/session';\n")).toEqual([]);
  });

  it('client/lib does not import a feature', async () => {
    expect(await ruleIds('src/client/lib/bad.ts', "export { AdSlot } from '../features/ads';\n")).toContain('import-x/no-restricted-paths');
  });

  it('server lib/ does not import repositories/', async () => {
    expect(await ruleIds('src/server/lib/bad.ts', "export { recordAudit } from '../repositories/admin/audit';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('the server floors import only downwards: lib <- db <- repositories <- routes/pages/plugins <- app, cli, demo', async () => {
    const restricted = 'import-x/no-restricted-paths';
    expect(await ruleIds('src/server/lib/bad.ts', "export { openPglite } from '../db/client';\n")).toContain(restricted);
    expect(await ruleIds('src/server/db/bad.ts', "export { recordAudit } from '../repositories/admin/audit';\n")).toContain(restricted);
    expect(await ruleIds('src/server/db/bad.ts', "export { seedDatabase } from '#server/demo';\n")).toContain(restricted);
    expect(await ruleIds('src/server/repositories/bad.ts', "export { default } from '../routes/api/countries';\n")).toContain(restricted);
    expect(await ruleIds('src/server/repositories/bad.ts', "export { buildApp } from '../app';\n")).toContain(restricted);
    expect(await ruleIds('src/server/routes/bad.ts', "export { seedDatabase } from '../demo';\n")).toContain(restricted);
    // The allowed direction, and the seed above the repositories it writes through.
    expect(await ruleIds('src/server/routes/ok.ts', "export { recordAudit } from '../repositories/admin/audit';\n")).toEqual([]);
    expect(await ruleIds('src/server/demo/ok.ts', "export { recordAudit } from '../repositories/admin/audit';\n")).toEqual([]);
  });

  it('repositories and import readers throw domain errors: the HTTP error builders are out of their reach', async () => {
    const restricted = 'import-x/no-restricted-paths';
    expect(await ruleIds('src/server/repositories/bad.ts', "export { notFound } from '../lib/http-errors';\n")).toContain(restricted);
    expect(await ruleIds('src/server/repositories/deletes/bad.ts', "export { HttpError } from '#server/lib/http-errors';\n")).toContain(
      restricted,
    );
    expect(await ruleIds('src/server/import/bad.ts', "export { HttpError } from '../lib/http-errors';\n")).toContain(restricted);
    expect(await ruleIds('src/server/lib/import/bad.ts', "export { httpErrorFromPg } from '../pg-errors';\n")).toContain(restricted);
    expect(await ruleIds('src/server/repositories/ok.ts', "export { NotFound } from '../lib/domain-errors';\n")).toEqual([]);
    // The web floor answers HTTP and may build its own statuses.
    expect(await ruleIds('src/server/routes/ok.ts', "export { notFound } from '../lib/http-errors';\n")).toEqual([]);
  });

  it('app/ and ssr/ reach a feature through its index.ts only; every feature has one', async () => {
    const restricted = 'import-x/no-restricted-paths';
    expect(await ruleIds('src/client/app/bad.ts', "export { SearchBox } from '../features/search/components/search-box';\n")).toContain(
      restricted,
    );
    expect(await ruleIds('src/client/ssr/bad.ts', "export { teamTab } from '../features/teams/lib/team-tab';\n")).toContain(restricted);
    expect(await ruleIds('src/client/app/ok.ts', "export { SearchBox } from '../features/search';\n")).toEqual([]);
    const features = readdirSync('src/client/features');
    expect(features.length).toBeGreaterThan(10);
    expect(features.filter((f) => !existsSync(`src/client/features/${f}/index.ts`))).toEqual([]);
  });

  it('`npm run lint` fails on formatting as well as on ESLint rules', () => {
    // The script itself, pointed at one planted file instead of the whole tree (which takes a minute).
    const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.lint;
    expect(script).toMatch(/^eslint \. && prettier --check \./);
    const dir = mkdtempSync(path.join(process.cwd(), 'tests/unit/.lint-fixture-'));
    const lintOn = (file: string) =>
      spawnSync('sh', ['-c', script.replaceAll(' . ', ` ${file} `)], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
      });
    try {
      const formatted = path.join(dir, 'formatted.ts');
      writeFileSync(formatted, 'export const x = { a: 1 };\n');
      expect(lintOn(formatted).status).toBe(0);
      const badly = path.join(dir, 'badly-formatted.ts');
      writeFileSync(badly, 'export const  x = {a:1};\n');
      const lint = lintOn(badly);
      expect(lint.status).not.toBe(0);
      expect(lint.stdout + lint.stderr).toContain('badly-formatted.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('an import cycle fails (type-only imports are erased and do not count)', async () => {
    // team-groups-tab.tsx imports team-group-members.tsx: importing it back closes a cycle.
    const members = 'src/client/features/teams/components/team-group-members.tsx';
    expect(await ruleIds(members, "export { TeamGroupsTab } from './team-groups-tab';\n")).toContain('import-x/no-cycle');
    expect(await ruleIds(members, "export type { TeamHighlight } from './team-highlight';\n")).toEqual([]);
  });
}, 60_000);
