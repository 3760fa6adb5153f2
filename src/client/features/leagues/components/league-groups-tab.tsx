import { CollapsibleGroup } from '../../../components/ui/collapsible-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { useOpenGroups } from '../../../lib/use-open-groups';
import { useLeagueFacets, type LeagueFacetFilters } from '../api/get-league-facets';
import { LeagueList } from './league-list';

type Props = { by: 'level' | 'country'; filters: LeagueFacetFilters; sort: string; maxGroups?: number };

/** Group headings + counts from /api/facets/leagues; a group's leagues load when it opens. */
export function LeagueGroupsTab({ by, filters, sort, maxGroups }: Props) {
  const facets = useLeagueFacets(by, filters, maxGroups);
  const { isOpen, setOpen } = useOpenGroups(by === 'level' ? 'level' : 'country');
  if (facets.isPending) {
    return <div className="space-y-2" aria-busy="true" aria-label="Loading groups">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-12 rounded-xl" />)}</div>;
  }
  if (facets.isError) return <ErrorState message={errorMessage(facets.error)} />;
  // Members are fetched by country id; leagues without a country stay reachable from the other tabs.
  const groups = facets.data.items.filter((g) => g.key !== 'none');
  if (groups.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No leagues in this view.</p>;
  return (
    <div className="space-y-2">
      {groups.map((g) => (
        <CollapsibleGroup key={g.key} title={g.label} count={g.count} open={isOpen(g.key, g.label, groups.length === 1)}
          onOpenChange={(o) => setOpen(g.key, o)}>
          <LeagueList query={{ ...filters, sort, ...(by === 'level' ? { level: g.key } : { countryId: g.key }) }} />
        </CollapsibleGroup>
      ))}
    </div>
  );
}
