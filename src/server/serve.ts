import type { Config } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDemoIfEmpty, startDemoHistory, WAIT_CHUNK } from './db/seed';
import type { HistoryFill } from './db/seed/demo/history';
import { describeUnsoundResults } from './repositories/result-check';
import { ensureAdmin } from './repositories/users';

export async function serve(config: Config) {
  const started = Date.now();
  const db = await openConfiguredDatabase(config, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
  if (config.SEED_DEMO) await seedDemoIfEmpty(db);
  if (config.SEED_DEMO_HISTORY === 'wait') await startDemoHistory(db, { chunkGames: WAIT_CHUNK }).done;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(db.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);

  const app = await buildApp({
    config,
    db,
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
  });

  // Issue #18: rows from before the result rules are reported, not silently changed.
  const unsound = await describeUnsoundResults(db.db).catch(() => null);
  if (unsound) app.log.warn(unsound);

  let history: HistoryFill | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    // Fastify stops accepting, waits for in-flight requests, then we close the database. A request
    // gets at most REQUEST_TIMEOUT_MS, so waiting a little longer than that lets each one finish.
    const graceMs = Math.max(10_000, config.REQUEST_TIMEOUT_MS + 5000);
    const timer = setTimeout(() => {
      app.log.error(`forced exit after ${graceMs} ms`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    await app.close();
    await history?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Issue #18 item 6: resumes after a restart; nothing to do once the demo history is complete.
  history = startDemoHistory(db, { log: (m) => app.log.info(m) });
  history.done.catch((err: Error) => app.log.error({ err }, 'demo history stopped'));
  app.log.info(
    { database: db.kind, ms: Date.now() - started, publicUrl: config.PUBLIC_URL },
    `Hockey Directory ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
  );
  return app;
}
