import type { z } from 'zod';
import { canonicalColumn, type ImportEntityName } from '#shared/domain/directory/import-columns';
import type { ImportRejection } from '#shared/schemas/import';
import { isIdRef, type RefIndex } from './refs';
import type { SourceRow } from './read-rows';

/** A row ready to store: how it is matched (id, or source + externalId, or neither: new) and its values. */
export interface PreparedRow {
  line: number;
  id: number | null;
  source: string | null;
  externalId: string | null;
  values: Record<string, unknown>;
}

export type MapResult = { row: PreparedRow } | { rejections: ImportRejection[] };

/**
 * One source row under its canonical column names, collecting every problem with the column it
 * belongs to, so the report names them all at once rather than the first.
 */
export class RowReader {
  readonly rejections: ImportRejection[] = [];
  private readonly fields = new Map<string, unknown>();

  constructor(
    entity: ImportEntityName,
    readonly row: SourceRow,
  ) {
    for (const [name, value] of Object.entries(row.fields ?? {})) {
      const column = canonicalColumn(entity, name);
      if (!column) this.reject(name, `Unknown column "${name}"`);
      else if (value !== null && typeof value === 'object') this.reject(column, 'Must be text or a number');
      else this.fields.set(column, value);
    }
  }

  reject(column: string | null, message: string): undefined {
    this.rejections.push({ line: this.row.line, column, message });
    return undefined;
  }

  /** Trimmed text; empty is null; a column the file lacks keeps the matched record's value. */
  text(column: string): string | null {
    const v = this.fields.has(column) ? this.fields.get(column) : this.row.stored?.[column];
    if (v === null || v === undefined) return null;
    const s = String(v).trim();
    return s === '' ? null : s;
  }

  /** The id a reference column names (null when empty), or undefined after recording why not. */
  ref(column: string, index: RefIndex): number | null | undefined {
    const t = this.text(column);
    if (t === null) return null;
    const found = index.resolve(t);
    return 'id' in found ? found.id : this.reject(column, found.error);
  }

  isId(column: string): boolean {
    const t = this.text(column);
    return t !== null && isIdRef(t);
  }

  /** id, source and externalId: how the row finds the record it updates. */
  key(defaultSource: string): Pick<PreparedRow, 'id' | 'source' | 'externalId'> {
    const idText = this.text('id');
    const id = idText === null ? null : isIdRef(idText) && Number(idText) > 0 && Number(idText) <= 2147483647 ? Number(idText) : null;
    if (idText !== null && id === null) this.reject('id', 'Must be a positive whole number');
    const externalId = this.text('externalId');
    if (externalId && externalId.length > 200) this.reject('externalId', 'At most 200 characters');
    const source = this.text('source') ?? (externalId ? defaultSource : null);
    if (source && source.length > 100) this.reject('source', 'At most 100 characters');
    return { id, source, externalId };
  }

  /** Validates with the API's own schema; issues are reported under the file's column names. */
  parse<T extends z.ZodType>(schema: T, values: Record<string, unknown>, columnOf: Record<string, string>): z.output<T> | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    const already = new Set(this.rejections.map((r) => r.column));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = columnOf[field] ?? (field || null);
      // A reference that could not be resolved was reported already; "required" would only repeat it.
      if (!already.has(column)) this.reject(column, issue.message);
    }
    return undefined;
  }

  result(key: Pick<PreparedRow, 'id' | 'source' | 'externalId'>, values: Record<string, unknown> | undefined): MapResult {
    if (this.rejections.length || !values) return { rejections: this.rejections };
    return { row: { line: this.row.line, ...key, values } };
  }
}
