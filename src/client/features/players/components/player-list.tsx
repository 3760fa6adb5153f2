import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { usePlayers, type PlayerListQuery } from '../api/get-players';
import { PlayerCard } from './player-card';

export const playerGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Players matching a query, one keyset page at a time. */
export function PlayerList({ query }: { query: PlayerListQuery }) {
  const q = usePlayers(query);
  if (q.isPending) return <div className={playerGrid} aria-busy="true">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-32 rounded-xl" />)}</div>;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} />;
  const items = q.data.pages.flatMap((p) => p.items);
  const total = q.data.pages[0]?.total ?? 0;
  return (
    <>
      <div className={playerGrid}>{items.map((p) => <PlayerCard key={p.id} player={p} />)}</div>
      {total > items.length && (
        <LoadMore shown={items.length} total={total} hasMore={q.hasNextPage} loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()} noun="players" />
      )}
    </>
  );
}
