import type { Config } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDemoIfEmpty, startDemoHistory, WAIT_CHUNK } from './demo';
import type { HistoryFill } from './demo/demo/history';
import { describeUnsoundResults } from './repositories/games/result-check';
import { ensureAdmin, findUserByEmail } from './repositories/users/users';
import { createLogger } from './lib/logger';

export async function serve(config: Config) {
  const started = Date.now();
  // Issue 28 item 12: one line per start-up step, so a newcomer's terminal says what is happening.
  const log = createLogger(config);
  const say = (message: string) => log.info(message);
  const db = await openConfiguredDatabase(config, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
  say(
    db.kind === 'pglite' ? `Database: embedded, in ${config.DATA_DIR} (migrations applied)` : 'Database: PostgreSQL (migrations applied)',
  );
  if (config.SEED_DEMO) await seedDemoIfEmpty(db, { log: say });
  if (config.SEED_DEMO_HISTORY === 'wait') await startDemoHistory(db, { chunkGames: WAIT_CHUNK, atOnce: true, log: say }).done;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const before = await findUserByEmail(db.db, config.ADMIN_EMAIL);
    await ensureAdmin(db.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    say(before ? `Admin account ready: ${config.ADMIN_EMAIL}` : `Admin account created: ${config.ADMIN_EMAIL}`);
  }

  const app = await buildApp({ config, db, loggerInstance: log });

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
  history = startDemoHistory(db, { log: say });
  history.done.catch((err: Error) => app.log.error({ err }, 'demo history stopped'));
  const address = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  say(
    `Hockey Directory ready at ${address} in ${((Date.now() - started) / 1000).toFixed(1)} s (sign in at ${address}/api/login; public address ${config.PUBLIC_URL})`,
  );
  return app;
}
