import { LoadMore, LoadMoreSpace } from '../../../components/ui/load-more';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { skeletonCount } from '../../../lib/skeleton-count';
import { PLAYER_PAGE_SIZE, usePlayers, type PlayerListQuery } from '../api/get-players';
import { PlayerCard, PlayerCardSkeleton } from './player-card';

export const playerGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Players matching a query, one keyset page at a time; `expected` (a group's count) sizes the skeleton. */
export function PlayerList({ query, expected }: { query: PlayerListQuery; expected?: number }) {
  const q = usePlayers(query);
  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading players">
        <div className={playerGrid}>{Array.from({ length: skeletonCount(expected, PLAYER_PAGE_SIZE) }, (_, i) => <PlayerCardSkeleton key={i} />)}</div>
        {(expected ?? 0) > PLAYER_PAGE_SIZE && <LoadMoreSpace />}
      </div>
    );
  }
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
