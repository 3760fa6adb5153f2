import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { RowsSkeleton } from '../panel';

type ListQuery = { isLoading: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };

/**
 * The four states of every admin list — loading rows, a failed read with Retry, nothing found, the rows —
 * so each tab only says what its rows look like.
 */
export function ListStates<T>({
  query,
  items,
  what,
  emptyTitle,
  emptyIcon,
  errorTitle,
  skeletonRows,
  children,
}: {
  query: ListQuery;
  /** What to show; undefined until the first answer. */
  items: readonly T[] | undefined;
  /** For the error message: "Could not load {what}". */
  what: string;
  emptyTitle: string;
  emptyIcon?: LucideIcon;
  errorTitle?: string;
  skeletonRows?: number;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isLoading) return <RowsSkeleton rows={skeletonRows} />;
  if (query.error)
    return (
      <div className="p-4">
        <QueryError what={what} query={query} title={errorTitle} />
      </div>
    );
  if (!items?.length)
    return (
      <div className="p-4">
        <EmptyState title={emptyTitle} icon={emptyIcon} />
      </div>
    );
  return <>{children(items)}</>;
}
