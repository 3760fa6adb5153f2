import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type SelectedField = { path: string[]; field: unknown };
type Row = Record<string, unknown>;

// SQL's decoder is internal to drizzle's types, though mapResultRow reads it the same way.
type Decoded = { decoder: Decoder };

/** What drizzle's mapResultRow asks of each field on every row, asked once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * drizzle's mapResultRow (drizzle-orm/utils.js) for one statement's fields, worked out once: it
 * re-derived each column's decoder and table from class checks on every value of every row, 9 %
 * of the CPU of a games-of-a-date answer. Same result: nested objects along each field's path, and
 * a left-joined table whose columns are all null becomes null.
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): (row: unknown[]) => Row {
  const columns = fields.map(({ path, field }) => ({
    path,
    leaf: path[path.length - 1],
    decoder: decoderOf(field),
    // The object a joined table's column belongs to, and that table, for the all-null check.
    joined: joinsNotNullableMap && is(field, Column) && path.length === 2 ? { object: path[0], table: getTableName(field.table) } : null,
  }));
  const checksJoins = columns.some((c) => c.joined);

  return (row) => {
    const result: Row = {};
    const nullify: Record<string, string | false> | null = checksJoins ? {} : null;
    for (let i = 0; i < columns.length; i++) {
      const { path, leaf, decoder, joined } = columns[i];
      let node = result;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]] ??= {}) as Row;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[leaf] = value;
      if (joined && nullify) {
        const seen = nullify[joined.object];
        if (seen === undefined) nullify[joined.object] = value === null ? joined.table : false;
        else if (typeof seen === 'string' && seen !== joined.table) nullify[joined.object] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[object] = null;
      }
    }
    return result;
  };
}

type PreparedSelect = {
  execute: unknown;
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
const isPreparedSelect = (value: unknown): value is PreparedSelect =>
  typeof value === 'object' && value !== null && typeof (value as PreparedSelect).execute === 'function';

/** Gives every prepared select in `statements` (nested one level at most) a compiled row mapper. */
export function withCompiledMappers<T>(statements: T): T {
  const visit = (value: unknown, depth: number) => {
    if (isPreparedSelect(value)) {
      if (Array.isArray(value.fields) && !value.customResultMapper) {
        const map = compileRowMapper(value.fields, value.joinsNotNullableMap);
        value.customResultMapper = (rows) => rows.map(map);
      }
    } else if (depth < 2 && typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) visit(inner, depth + 1);
    }
  };
  visit(statements, 0);
  return statements;
}
