import { CollapsibleGroup } from '#client/components/ui/collapsible-group';
import { GroupHeadingSkeletons } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { useOpenGroups } from '#client/lib/use-open-groups';
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
  if (facets.isError) return <QueryError what="the league groups" query={facets} />;
  // Leagues without a country ("International", listed last) load with countryId=none.
  const groups = facets.data.items;
  if (groups.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No leagues in this view.</p>;
  return (
    <div className="space-y-2">
      {groups.map((g) => (
        <CollapsibleGroup
          key={g.key}
          title={g.label}
          count={g.count}
          open={isOpen(g.key, g.label, groups.length === 1)}
          onOpenChange={(o) => setOpen(g.key, o)}
        >
          <LeagueList query={{ ...filters, sort, ...(by === 'level' ? { level: g.key } : { countryId: g.key }) }} expected={g.count} />
        </CollapsibleGroup>
      ))}
    </div>
  );
}
