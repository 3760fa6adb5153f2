import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notFoundTitle } from '#shared/routes/head-text';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { isNotFound } from '#client/lib/api';
import { useDocumentTitle } from '#client/lib/use-document-title';

interface RecordPageProps<T> {
  query: UseQueryResult<T>;
  /** What the page shows, capitalised as in its titles: "Player". */
  noun: string;
  /** False for an id that cannot name a record: as missing as an unknown one, and never asked for. */
  valid?: boolean;
  back: { to: string; label: string };
  title: (record: T) => string;
  /** The loading shape: a hero band over a narrow column or over the wide page, or the page's own. */
  skeleton?: 'narrow' | 'wide' | ReactNode;
  /** A page whose "not found" reads differently (the game page's). */
  notFound?: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * The one scaffold of the record pages (player, team, league, facility, game): the document title, and
 * the not-found, failed and loading states around the record's own view, which renders only with data.
 * `children` must not call hooks: it runs only once the record is there.
 */
export function RecordPage<T>({ query, noun, valid = true, back, title, skeleton = 'narrow', notFound, children }: RecordPageProps<T>) {
  // A malformed id that reached the server answers 400, as missing as an unknown one (404).
  const missing = !valid || (query.isError && isNotFound(query.error));
  useDocumentTitle(query.data ? title(query.data) : missing ? notFoundTitle(noun) : null);
  const lower = noun.toLowerCase();
  if (missing)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {notFound ?? (
          <EmptyState
            title={`${noun} Not Found`}
            description={`The requested ${lower} could not be found.`}
            action={
              <Button asChild variant="secondary">
                <Link to={back.to}>{back.label}</Link>
              </Button>
            }
          />
        )}
      </div>
    );
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <QueryError what={`this ${lower}`} query={query} back={back} />
      </div>
    );
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${lower}`}>
        {skeleton === 'narrow' || skeleton === 'wide' ? <HeroSkeleton wide={skeleton === 'wide'} /> : skeleton}
      </div>
    );
  return <>{children(query.data as T)}</>;
}

function HeroSkeleton({ wide }: { wide: boolean }) {
  return (
    <>
      <Skeleton className="h-40 rounded-none" />
      <div className={wide ? 'mx-auto max-w-7xl space-y-3 px-4 py-6' : 'mx-auto max-w-3xl p-4'}>
        {wide && <Skeleton className="h-10 w-72" />}
        <Skeleton className="h-64" />
      </div>
    </>
  );
}
