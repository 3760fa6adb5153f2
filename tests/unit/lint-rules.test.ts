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
    expect(await ruleIds('src/shared/domain/ok.ts', "export { parseDateOnly } from './date-only';\n")).toEqual([]);
  });

  it('the rules see through the #shared/#client/#server aliases', async () => {
    expect(await ruleIds('src/shared/domain/bad.ts', "export type { Actor } from '#server/lib/actor';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds('src/client/features/marketing/pages/bad.ts', "export { parseApiFailure } from '#client/features/auth/api/sign-in';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/client/features/marketing/pages/ok.ts', "export { AdSlot } from '#client/features/ads';\n")).toEqual([]);
    expect(await ruleIds('src/server/lib/ok.ts', "export { parseDateOnly } from '#shared/domain/date-only';\n")).toEqual([]);
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
    expect(await ruleIds('src/server/lib/bad.ts', "export { recordAudit } from '../repositories/audit';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('an import cycle fails (type-only imports are erased and do not count)', async () => {
    // team-groups-tab.tsx imports team-group-members.tsx: importing it back closes a cycle.
    const members = 'src/client/features/teams/components/team-group-members.tsx';
    expect(await ruleIds(members, "export { TeamGroupsTab } from './team-groups-tab';\n")).toContain('import-x/no-cycle');
    expect(await ruleIds(members, "export type { TeamHighlight } from './team-highlight';\n")).toEqual([]);
  });
}, 60_000);
