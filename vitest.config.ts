import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite', include: ['tests/api/**/*.test.ts', 'tests/process/**/*.test.ts'], env: { TEST_ENGINE: 'pglite' },
          testTimeout: 30_000, hookTimeout: 60_000,
        },
      },
      ...(withPostgres ? [{
        test: {
          name: 'api-postgres', include: ['tests/api/**/*.test.ts', 'tests/api-postgres/**/*.test.ts'], env: { TEST_ENGINE: 'postgres' },
          testTimeout: 30_000, hookTimeout: 60_000,
        },
      }] : []),
    ],
  },
});
