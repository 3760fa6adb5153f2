import { PLAYER_POSITIONS } from '#shared/domain/directory/positions';
import type { Facet } from '#shared/schemas/facet';
import { CollapsibleGroup } from '#client/components/ui/collapsible-group';
import { LoadMore } from '#client/components/ui/load-more';
import { GroupHeadingSkeletons } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { isFiltered, MATCH_GROUPS_OPEN, useOpenGroups } from '#client/lib/use-open-groups';
import { usePlayerFacets, useTeamGroups, type PlayerFacetBy, type PlayerFacetFilters } from '../api/get-player-facets';
import { PlayerList } from './player-list';

type Props = { by: PlayerFacetBy; filters: PlayerFacetFilters };
const MEMBER_KEY = { team: 'teamId', country: 'countryId', position: 'position' } as const;

function Groups({ by, filters, groups }: Props & { groups: Facet[] }) {
  // §4 default-open rules exist for countries (United States, Canada). Elsewhere the first group opens so the
  // page starts with players, not headings; a filter or search opens the first few matching groups.
  const { isOpen, setOpen } = useOpenGroups(by === 'country' ? 'country' : 'league');
  const opened = isFiltered(filters) ? MATCH_GROUPS_OPEN : by === 'country' ? 0 : 1;
  // 'none' (Free Agents, Unknown Country) is a group like the others: listed last by the server,
  // its members load with teamId=none / countryId=none.
  return (
    <div className="space-y-2">
      {groups.map((g, i) => (
        <CollapsibleGroup
          key={g.key}
          title={g.label}
          count={g.count}
          open={isOpen(g.key, g.label, groups.length === 1 || i < opened)}
          onOpenChange={(o) => setOpen(g.key, o)}
        >
          <PlayerList query={{ ...filters, [MEMBER_KEY[by]]: g.key }} expected={g.count} team={by !== 'team'} />
        </CollapsibleGroup>
      ))}
    </div>
  );
}

// Enough rows to run past the fold, so the footer does not show and then jump away; positions are five.
const loading = (by: PlayerFacetBy) => <GroupHeadingSkeletons count={by === 'position' ? PLAYER_POSITIONS.length : 12} />;

function TeamGroups({ filters }: { filters: PlayerFacetFilters }) {
  const q = useTeamGroups(filters);
  if (q.isPending) return loading('team');
  if (q.isError) return <QueryError what="the player groups" query={q} />;
  const groups = q.data.pages.flatMap((p) => p.items);
  const total = q.data.pages[0]?.total ?? 0;
  return (
    <>
      <Groups by="team" filters={filters} groups={groups} />
      {total > groups.length && (
        <LoadMore
          shown={groups.length}
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

function SmallGroups({ by, filters }: Props) {
  const q = usePlayerFacets(by, filters);
  if (q.isPending) return loading(by);
  if (q.isError) return <QueryError what="the player groups" query={q} />;
  return <Groups by={by} filters={filters} groups={q.data.items} />;
}

/** Collapsible groups with server counts; members load when a group opens. */
export function PlayerGroupsTab({ by, filters }: Props) {
  return by === 'team' ? <TeamGroups filters={filters} /> : <SmallGroups by={by} filters={filters} />;
}
