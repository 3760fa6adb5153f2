import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts', 'tests/process/**/*.test.ts'],
          env: { TEST_ENGINE: 'pglite' },
          globalSetup: ['tests/helpers/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts', 'tests/api-postgres/**/*.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
                globalSetup: ['tests/helpers/postgres-template.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
