import { teamLevelGroup } from '../../../../shared/domain/levels';
import type { Facet } from '../../../../shared/schemas/facet';
import { CollapsibleGroup } from '../../../components/ui/collapsible-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { useTeamFacets, type TeamFacetBy, type TeamFacetFilters } from '../api/get-team-facets';
import { LevelLeagues } from './level-leagues';
import { TeamGroupMembers } from './team-group-members';
import { useOpenGroups } from '../../../lib/use-open-groups';

export type TeamHighlight = { id: number; leagueId: number | null; countryId: number | null; leagueName: string | null };
type Props = { by: TeamFacetBy; filters: TeamFacetFilters; sort: string; highlight?: TeamHighlight };

function highlightKey(by: TeamFacetBy, h?: TeamHighlight): string | undefined {
  if (!h) return undefined;
  if (by === 'league') return h.leagueId ? String(h.leagueId) : undefined;
  if (by === 'country') return h.countryId ? String(h.countryId) : undefined;
  return teamLevelGroup(h.leagueName);
}

export function GroupsSkeleton() {
  return <div className="space-y-2" aria-busy="true" aria-label="Loading groups">{Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-12 rounded-xl" />)}</div>;
}

/** One tab of collapsible groups: headings and counts from /api/facets, members on open. */
export function TeamGroupsTab({ by, filters, sort, highlight }: Props) {
  const facets = useTeamFacets(by, filters);
  const forced = highlightKey(by, highlight);
  const { isOpen, setOpen } = useOpenGroups(by, forced);
  if (facets.isPending) return <GroupsSkeleton />;
  if (facets.isError) return <ErrorState message={errorMessage(facets.error)} />;
  // Members are fetched by id; teams without a league/country have no group to open into.
  const groups = facets.data.items.filter((f: Facet) => f.key !== 'none');
  return (
    <div className="space-y-2">
      {groups.map((g) => (
        <CollapsibleGroup key={g.key} title={g.label} count={g.count} open={isOpen(g.key, g.label)}
          onOpenChange={(o) => setOpen(g.key, o)} highlight={g.key === forced}>
          {by === 'level' ? (
            <LevelLeagues leagueIds={g.leagueIds ?? []} filters={filters} sort={sort} highlight={highlight} />
          ) : (
            <TeamGroupMembers
              query={{ ...filters, sort, ...(by === 'league' ? { leagueId: g.key } : { countryId: g.key }) }}
              highlightId={g.key === forced ? highlight?.id : undefined} />
          )}
        </CollapsibleGroup>
      ))}
    </div>
  );
}
