import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Files that replace a module with vi.mock need a module graph of their own; every other file shares its
// worker's modules with the files before it (isolate: false), which spares loading the whole server again
// for each of ~130 files (ADR 0021). Their `-isolated` projects run them as before.
const MOCKING = ['tests/unit/route-queries.test.ts', 'tests/api/security-headers.test.ts', 'tests/api/auth-enumeration.test.ts'];
const API = ['tests/api/**/*.test.ts'];
// A project's own timeouts win over vitest's command line (--hookTimeout did not reach these): the other Node
// lines, slower and beside the browser tier, raise them through the environment (scripts/test-other-nodes.mjs).
const TEST_TIMEOUT = Number(process.env.TEST_TIMEOUT_MS) || 30_000;
const HOOK_TIMEOUT = Number(process.env.TEST_HOOK_TIMEOUT_MS) || 60_000;
const apiTier = (engine: 'pglite' | 'postgres', include: string[]) => {
  const shared = {
    env: { TEST_ENGINE: engine },
    globalSetup: [`tests/helpers/${engine}-template.ts`],
    setupFiles: ['tests/helpers/close-apps.ts'],
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
  };
  return [
    { extends: true as const, test: { ...shared, name: `api-${engine}`, include, exclude: MOCKING, isolate: false } },
    {
      extends: true as const,
      test: { ...shared, name: `api-${engine}-isolated`, include: MOCKING.filter((f) => f.startsWith('tests/api/')) },
    },
  ];
};

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Both cores: a test file waits on its database (the PostgreSQL server, or PGlite's WASM) as much as it computes.
    maxWorkers: 2,
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
