import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { describeLoadFailure } from '../lib/load-failure';
import { Button } from './ui/button';
import { ErrorState } from './ui/states';

type FailedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

/**
 * A read that failed: says what did not load, why in plain words, and offers Retry (and a way back on
 * detail pages), so a reader is never left on a dead end.
 */
export function QueryError({
  what,
  query,
  title,
  back,
}: {
  what: string;
  query: FailedQuery;
  title?: string;
  back?: { to: string; label: string };
}) {
  return (
    <ErrorState
      title={title ?? `Could not load ${what}`}
      message={describeLoadFailure(query.error)}
      action={
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            {query.isFetching ? 'Retrying…' : 'Retry'}
          </Button>
          {back && (
            <Link to={back.to} className="text-sm font-semibold text-rink-700 underline underline-offset-2">
              {back.label}
            </Link>
          )}
        </div>
      }
    />
  );
}
