/** The rows of a raw `db.execute` result: node-postgres answers `{ rows }`, PGlite's drizzle driver an array. */
export function resultRows(res: unknown): Array<Record<string, unknown>> {
  return Array.isArray(res) ? res : (res as { rows: Array<Record<string, unknown>> }).rows;
}
