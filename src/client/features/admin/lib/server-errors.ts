import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type FieldIssue = { path: string; message: string };

/** Reads the `errors` array out of an "<status>: <json body>" error (see lib/api.ts). */
export function serverFieldErrors(err: unknown): FieldIssue[] {
  const msg = err instanceof Error ? err.message : '';
  const match = /^\d{3}: (.*)$/s.exec(msg);
  if (!match) return [];
  try {
    const body = JSON.parse(match[1]) as { errors?: FieldIssue[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/** Puts the server's field messages next to the matching inputs, so client and server speak alike. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  for (const issue of serverFieldErrors(err)) {
    // Server paths may be "body/name", "name" or "/name"; the last segment names the field.
    const field = issue.path.split(/[./]/).filter(Boolean).pop();
    if (field && fields.includes(field)) setError(field as Path<T>, { type: 'server', message: issue.message });
  }
}

/** A 409 for an expectedUpdatedAt that no longer matches: someone else saved the record first. */
export function isStaleWrite(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : '';
  return msg.startsWith('409: ') && serverFieldErrors(err).some((e) => e.path === 'expectedUpdatedAt');
}
