/**
 * PostgreSQL advisory lock keys for start-up work that instances sharing one database take turns
 * at. Each must differ from the others: two steps sharing a key would wait for each other for no reason.
 */
export const LOCK_KEYS = {
  /** Demo seed on first start (or `seed`). */
  seed: 7_355_608,
  /** Pending migrations. */
  migrations: 7_355_609,
  /** One chunk of the demo's older box scores. */
  demoHistory: 7_355_610,
  /** Live game event writes: taken per transaction, so `seq` values commit in their own order (ADR 0025). */
  gameEvents: 7_355_611,
} as const;
