import type { QueryClient } from '@tanstack/react-query';
import { rootsStaleAfter, type WrittenTable } from '#shared/data-scopes';

/**
 * After a write: marks stale every answer the written tables can change, derived from the
 * server's cache scopes (src/shared/data-scopes.ts) rather than listed by hand, so the browser drops
 * what the server's read cache drops. Screens on view refetch now; the rest when next shown.
 */
export function refreshAfterWrite(qc: QueryClient, tables: readonly WrittenTable[]): Promise<void> {
  return Promise.all(rootsStaleAfter(tables).map((root) => qc.invalidateQueries({ queryKey: [root] }))).then(() => undefined);
}
