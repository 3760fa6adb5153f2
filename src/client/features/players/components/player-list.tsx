import { LoadMore, LoadMoreSpace } from '#client/components/ui/load-more';
import { QueryError } from '#client/components/query-error';
import { skeletonCount } from '#client/lib/skeleton-count';
import { PLAYER_PAGE_SIZE, usePlayers, type PlayerListQuery } from '../api/get-players';
import { useSeasonLines } from '../api/get-season-lines';
import { PlayerRows, PlayerRowsSkeleton } from './player-rows';

type Props = { query: PlayerListQuery; expected?: number; team?: boolean };

/**
 * Players matching a query, one keyset page at a time, with each page's season lines; `expected` (a
 * group's count) sizes the skeleton; `team` false leaves the team out (a team's own group).
 */
export function PlayerList({ query, expected, team = true }: Props) {
  const q = usePlayers(query);
  const lines = useSeasonLines(q.data?.pages.map((p) => p.items.map((player) => player.id)) ?? []);
  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading players">
        <PlayerRowsSkeleton count={skeletonCount(expected, PLAYER_PAGE_SIZE)} team={team} />
        {(expected ?? 0) > PLAYER_PAGE_SIZE && <LoadMoreSpace />}
      </div>
    );
  }
  if (q.isError) return <QueryError what="the players" query={q} />;
  const items = q.data.pages.flatMap((p) => p.items);
  const total = q.data.pages[0]?.total ?? 0;
  return (
    <>
      <PlayerRows players={items} lines={lines} team={team} />
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
