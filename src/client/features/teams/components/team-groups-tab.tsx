import { teamLevelGroup } from '#shared/domain/directory/levels';
import { NONE } from '#shared/domain/directory/id-filter';
import { CollapsibleGroup } from '#client/components/ui/collapsible-group';
import { GroupHeadingSkeletons } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { useTeamFacets, type TeamFacetBy, type TeamFacetFilters } from '../api/get-team-facets';
import { LevelLeagues } from './level-leagues';
import type { TeamHighlight } from './team-highlight';
import { TeamGroupMembers } from './team-group-members';
import { isFiltered, MATCH_GROUPS_OPEN, useOpenGroups } from '#client/lib/use-open-groups';

type Props = { by: TeamFacetBy; filters: TeamFacetFilters; sort: string; highlight?: TeamHighlight };

function highlightKey(by: TeamFacetBy, h?: TeamHighlight): string | undefined {
  if (!h) return undefined;
  // A team without a league/country sits in the 'none' group ("No League", "No Country").
  if (by === 'league') return h.leagueId ? String(h.leagueId) : NONE;
  if (by === 'country') return h.countryId ? String(h.countryId) : NONE;
  return teamLevelGroup(h.leagueName);
}

// Enough rows to run past the fold, so the footer does not show and then jump away.
export function GroupsSkeleton() {
  return <GroupHeadingSkeletons count={12} />;
}

/** One tab of collapsible groups: headings and counts from /api/facets, members on open. */
export function TeamGroupsTab({ by, filters, sort, highlight }: Props) {
  const facets = useTeamFacets(by, filters);
  const forced = highlightKey(by, highlight);
  const { isOpen, setOpen } = useOpenGroups(by, forced);
  if (facets.isPending) return <GroupsSkeleton />;
  if (facets.isError) return <QueryError what="the team groups" query={facets} />;
  // The 'none' group (teams without a league/country) comes last from the server and loads
  // its members with leagueId=none / countryId=none like any other group.
  const groups = facets.data.items;
  const filtered = isFiltered(filters);
  return (
    <div className="space-y-2">
      {groups.map((g, i) => (
        <CollapsibleGroup
          key={g.key}
          title={g.label}
          count={g.count}
          open={isOpen(g.key, g.label, filtered && i < MATCH_GROUPS_OPEN)}
          onOpenChange={(o) => setOpen(g.key, o)}
          highlight={g.key === forced}
        >
          {by === 'level' ? (
            <LevelLeagues level={g.key} leagueIds={g.leagueIds ?? []} filters={filters} sort={sort} highlight={highlight} />
          ) : (
            <TeamGroupMembers
              query={{ ...filters, sort, ...(by === 'league' ? { leagueId: g.key } : { countryId: g.key }) }}
              highlightId={g.key === forced ? highlight?.id : undefined}
              expected={g.count}
            />
          )}
        </CollapsibleGroup>
      ))}
    </div>
  );
}
