import { useEffect, useRef } from 'react';
import { LoadMore, LoadMoreSpace } from '#client/components/ui/load-more';
import { QueryError } from '#client/components/query-error';
import { skeletonCount } from '#client/lib/skeleton-count';
import { TEAM_PAGE_SIZE, useTeams, type TeamListQuery } from '../api/get-teams';
import { TeamCard, TeamCardSkeleton } from './team-card';

/** `expected`: the group's count from the facets, so the skeleton holds the first page's space. */
type Props = { query: TeamListQuery; highlightId?: number; expected?: number };

export const teamGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** One open group's teams, a page at a time; keeps paging until a highlighted team (?team=) shows up. */
export function TeamGroupMembers({ query, highlightId, expected }: Props) {
  const q = useTeams(query);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const found = highlightId !== undefined && items.some((t) => t.id === highlightId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;

  useEffect(() => {
    if (highlightId !== undefined && !found && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [highlightId, found, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const scrolled = useRef(false);
  const onHighlightRef = (el: HTMLElement | null) => {
    if (!el || scrolled.current) return;
    scrolled.current = true;
    el.scrollIntoView({ block: 'center' });
  };

  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading teams">
        <div className={teamGrid}>
          {Array.from({ length: skeletonCount(expected, TEAM_PAGE_SIZE) }, (_, i) => (
            <TeamCardSkeleton key={i} />
          ))}
        </div>
        {(expected ?? 0) > TEAM_PAGE_SIZE && <LoadMoreSpace />}
      </div>
    );
  }
  if (q.isError) return <QueryError what="these teams" query={q} />;
  return (
    <>
      <div className={teamGrid}>
        {items.map((t) => (
          <TeamCard key={t.id} team={t} highlighted={t.id === highlightId} ref={t.id === highlightId ? onHighlightRef : undefined} />
        ))}
      </div>
      {total > items.length && (
        <LoadMore
          shown={items.length}
          total={total}
          hasMore={q.hasNextPage}
          loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()}
          noun="teams"
        />
      )}
    </>
  );
}
