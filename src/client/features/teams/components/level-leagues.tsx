import { CollapsibleGroup } from '../../../components/ui/collapsible-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTeamFacets, type TeamFacetFilters } from '../api/get-team-facets';
import type { TeamHighlight } from './team-groups-tab';
import { TeamGroupMembers } from './team-group-members';
import { useOpenGroups } from '../../../lib/use-open-groups';

type Props = { leagueIds: number[]; filters: TeamFacetFilters; sort: string; highlight?: TeamHighlight };

/** Inside a level group: its leagues (NHL first, from the league facets) as nested groups. */
export function LevelLeagues({ leagueIds, filters, sort, highlight }: Props) {
  const facets = useTeamFacets('league', filters);
  const forced = highlight?.leagueId ? String(highlight.leagueId) : undefined;
  const { isOpen, setOpen } = useOpenGroups('league', forced);
  if (facets.isPending) return <Skeleton className="h-12 rounded-xl" />;
  const ids = new Set(leagueIds.map(String));
  const leagues = (facets.data?.items ?? []).filter((f) => ids.has(f.key));
  return (
    <div className="space-y-2">
      {leagues.map((l) => (
        <CollapsibleGroup key={l.key} title={l.label} count={l.count} open={isOpen(l.key, l.label, leagues.length === 1)} level={3}
          onOpenChange={(o) => setOpen(l.key, o)}>
          <TeamGroupMembers query={{ ...filters, sort, leagueId: l.key }} highlightId={l.key === forced ? highlight?.id : undefined} />
        </CollapsibleGroup>
      ))}
    </div>
  );
}
