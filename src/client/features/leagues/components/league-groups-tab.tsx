import { CollapsibleGroup } from '../../../components/ui/collapsible-group';
import { GroupHeadingSkeletons } from '../../../components/ui/skeleton';
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
    return <GroupHeadingSkeletons count={8} />;
  }
  if (facets.isError) return <ErrorState message={errorMessage(facets.error)} />;
  // Leagues without a country ("International", listed last) load with countryId=none.
  const groups = facets.data.items;
  if (groups.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No leagues in this view.</p>;
  return (
    <div className="space-y-2">
      {groups.map((g) => (
        <CollapsibleGroup key={g.key} title={g.label} count={g.count} open={isOpen(g.key, g.label, groups.length === 1)}
          onOpenChange={(o) => setOpen(g.key, o)}>
          <LeagueList query={{ ...filters, sort, ...(by === 'level' ? { level: g.key } : { countryId: g.key }) }} expected={g.count} />
        </CollapsibleGroup>
      ))}
    </div>
  );
}
