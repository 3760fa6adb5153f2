import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { useLeagues, type LeagueListQuery } from '../api/get-leagues';
import { LeagueCard } from './league-card';

export const leagueGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** Leagues matching a query, a page at a time (used inside open groups and by All Leagues). */
export function LeagueList({ query }: { query: LeagueListQuery }) {
  const q = useLeagues(query);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  if (q.isPending) return <div className={leagueGrid} aria-busy="true">{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-40 rounded-xl" />)}</div>;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} />;
  return (
    <>
      <div className={leagueGrid}>{items.map((l) => <LeagueCard key={l.id} league={l} />)}</div>
      {total > items.length && (
        <LoadMore shown={items.length} total={total} hasMore={q.hasNextPage} loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()} noun="leagues" />
      )}
    </>
  );
}
