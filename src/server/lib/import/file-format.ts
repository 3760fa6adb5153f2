import { IMPORT_COLUMNS, canonicalColumn, type ImportEntityName } from '#shared/domain/directory/import-columns';
import { fileError, type ImportFormat } from './read-rows';

/** CSV for text/csv; JSON (an array or NDJSON, told apart by the first character) otherwise. */
export const formatOf = (contentType: string | undefined): ImportFormat =>
  (contentType ?? '').split(';')[0].trim().toLowerCase() === 'text/csv' ? 'csv' : 'json';

/** A CSV header must name known columns, each once, and every required one unless rows may match stored records. */
export function checkHeader(entity: ImportEntityName, names: string[]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const column = canonicalColumn(entity, name);
    if (!column) problems.push(`unknown column "${name}"`);
    else if (seen.has(column)) problems.push(`column "${name}" appears twice`);
    else seen.add(column);
  }
  // With id or externalId, rows may update stored records, which keep what the file lacks; a row
  // that makes a new record without a required value is still refused, on its own line.
  const updates = seen.has('id') || seen.has('externalId');
  for (const c of IMPORT_COLUMNS[entity])
    if (c.required && !updates && !seen.has(c.name)) problems.push(`required column "${c.name}" is missing`);
  if (problems.length) {
    const known = IMPORT_COLUMNS[entity].map((c) => c.name).join(', ');
    throw fileError(`Header row (line 1): ${problems.join('; ')}. The ${entity} columns are: ${known}`);
  }
}
