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
} as const;
