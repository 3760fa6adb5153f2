import { LoadMore, LoadMoreSpace } from '#client/components/ui/load-more';
import { QueryError } from '#client/components/query-error';
import { skeletonCount } from '#client/lib/skeleton-count';
import { PLAYER_PAGE_SIZE, usePlayers, type PlayerListQuery } from '../api/get-players';
import { PlayerRows, PlayerRowsSkeleton } from './player-rows';

/** Players matching a query, one keyset page at a time; `expected` (a group's count) sizes the skeleton. */
export function PlayerList({ query, expected }: { query: PlayerListQuery; expected?: number }) {
  const q = usePlayers(query);
  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading players">
        <PlayerRowsSkeleton count={skeletonCount(expected, PLAYER_PAGE_SIZE)} />
        {(expected ?? 0) > PLAYER_PAGE_SIZE && <LoadMoreSpace />}
      </div>
    );
  }
  if (q.isError) return <QueryError what="the players" query={q} />;
  const items = q.data.pages.flatMap((p) => p.items);
  const total = q.data.pages[0]?.total ?? 0;
  return (
    <>
      <PlayerRows players={items} />
      {total > items.length && (
        <LoadMore
          shown={items.length}
          total={total}
          hasMore={q.hasNextPage}
          loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()}
          noun="players"
        />
      )}
    </>
  );
}
