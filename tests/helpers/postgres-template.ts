import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly migrated database on TEST_DATABASE_URL's server, the template of every file's. */
    postgresTemplate: string;
  }
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Global setup of the PostgreSQL tier: the migrations run once, and each file copies their result. */
export default async function setup(project: TestProject) {
  const name = `hd_template_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 1 });
  await runMigrations(handle);
  await handle.close(); // a template must have no sessions while it is copied
  project.provide('postgresTemplate', name);
  return () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
