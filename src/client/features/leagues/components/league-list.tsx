import { LoadMore, LoadMoreSpace } from '#client/components/ui/load-more';
import { QueryError } from '#client/components/query-error';
import { skeletonCount } from '#client/lib/skeleton-count';
import { LEAGUE_PAGE_SIZE, useLeagues, type LeagueListQuery } from '../api/get-leagues';
import { LeagueCard, LeagueCardSkeleton } from './league-card';

export const leagueGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** Leagues matching a query, a page at a time (inside open groups and All Leagues); `expected` sizes the skeleton. */
export function LeagueList({ query, expected }: { query: LeagueListQuery; expected?: number }) {
  const q = useLeagues(query);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading leagues">
        <div className={leagueGrid}>
          {Array.from({ length: skeletonCount(expected, LEAGUE_PAGE_SIZE, 3) }, (_, i) => (
            <LeagueCardSkeleton key={i} />
          ))}
        </div>
        {(expected ?? 0) > LEAGUE_PAGE_SIZE && <LoadMoreSpace />}
      </div>
    );
  }
  if (q.isError) return <QueryError what="the leagues" query={q} />;
  return (
    <>
      <div className={leagueGrid}>
        {items.map((l) => (
          <LeagueCard key={l.id} league={l} />
        ))}
      </div>
      {total > items.length && (
        <LoadMore
          shown={items.length}
          total={total}
          hasMore={q.hasNextPage}
          loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()}
          noun="leagues"
        />
      )}
    </>
  );
}
