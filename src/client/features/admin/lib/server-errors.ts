import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, apiStatus, type FieldIssue } from '#client/lib/api';

/** The server's field errors of a failed write (lib/api.ts ApiError). */
export function serverFieldErrors(err: unknown): FieldIssue[] {
  return err instanceof ApiError ? err.fieldErrors : [];
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
  return apiStatus(err) === 409 && serverFieldErrors(err).some((e) => e.path === 'expectedUpdatedAt');
}
