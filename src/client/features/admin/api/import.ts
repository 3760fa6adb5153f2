import type { ImportEntity, ImportReport } from '#shared/schemas/import';
import { ApiError } from '#client/lib/api';

/** The body's content type from the file's name: CSV, or JSON (an array or NDJSON). */
export const importContentType = (fileName: string) =>
  /\.csv$/i.test(fileName) ? 'text/csv' : /\.(ndjson|jsonl)$/i.test(fileName) ? 'application/x-ndjson' : 'application/json';

/**
 * Sends the file itself as the body (no multipart, no reading it into memory here). A real run with
 * rejected rows answers 400 with the same report: that is a report to show, not a failure.
 */
export async function postImport(entity: ImportEntity, file: File, dryRun: boolean): Promise<ImportReport> {
  const res = await fetch(`/api/import/${entity}?dryRun=${dryRun}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': importContentType(file.name) },
    body: file,
  });
  const text = await res.text();
  if (res.ok) return JSON.parse(text) as ImportReport;
  const body = parseReport(text);
  if (res.status === 400 && body) return body;
  throw new ApiError(res.status, text || res.statusText);
}

function parseReport(text: string): ImportReport | null {
  try {
    const body = JSON.parse(text) as Partial<ImportReport>;
    return Array.isArray(body.rejected) && typeof body.rows === 'number' ? (body as ImportReport) : null;
  } catch {
    return null;
  }
}
