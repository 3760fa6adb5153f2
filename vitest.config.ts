import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './aliases';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Files that replace a module with vi.mock need a module graph of their own; every other file shares its
// worker's modules with the files before it (isolate: false), which spares loading the whole server again
// for each of ~130 files (ADR 0021). Their `-isolated` projects run them as before.
const MOCKING = ['tests/unit/route-queries.test.ts', 'tests/api/security-headers.test.ts', 'tests/api/auth-enumeration.test.ts'];
const API = ['tests/api/**/*.test.ts'];
const apiTier = (engine: 'pglite' | 'postgres', include: string[]) => {
  const shared = {
    env: { TEST_ENGINE: engine },
    globalSetup: [`tests/helpers/${engine}-template.ts`],
    setupFiles: ['tests/helpers/close-apps.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    { extends: true as const, test: { ...shared, name: `api-${engine}`, include, exclude: MOCKING, isolate: false } },
    {
      extends: true as const,
      test: { ...shared, name: `api-${engine}-isolated`, include: MOCKING.filter((f) => f.startsWith('tests/api/')) },
    },
  ];
};

// The order of the files: the unit projects first, where vitest's own process transforming their many small
// modules keeps ~1 core busy and tsc, lint and the build (niced, beside) take the other; then in each API project
// the long files and those that start servers and wait on them, whose waits the short files behind them fill.
// Run last, the unit files held ~1 of 2 cores busy over vitest's last minute (sampler, 2026-11-27).
const FIRST = /\/tests\/(process\/|api-postgres\/|api\/seed\.test\.ts$)/;
class UnitThenLongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const project = new Map<string, number>();
    for (const f of sorted) if (!project.has(f.project.name)) project.set(f.project.name, project.size);
    const rank = (f: TestSpecification) =>
      (f.project.name.startsWith('unit') ? 0 : 100) + project.get(f.project.name)! * 2 + (FIRST.test(f.moduleId) ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Both cores: a test file waits on its database (the PostgreSQL server, or PGlite's WASM) as much as it computes.
    maxWorkers: 2,
    sequence: { sequencer: UnitThenLongFilesFirst },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by content and config):
    // the other Node lines' runs (scripts/test-other-nodes.mjs) reuse what this run transformed, ~20 % of a
    // line's unit and smoke-set CPU (measured 2026-11-27: 88 -> 70 CPU-s).
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: MOCKING, environment: 'node', isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: ['tests/unit/route-queries.test.ts'], environment: 'node' } },
      ...apiTier('pglite', [...API, 'tests/process/**/*.test.ts']),
      ...(withPostgres ? apiTier('postgres', [...API, 'tests/api-postgres/**/*.test.ts']) : []),
    ],
  },
});
