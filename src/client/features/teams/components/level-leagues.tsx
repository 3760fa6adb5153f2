import { teamLevelGroup } from '#shared/domain/directory/levels';
import { NONE } from '#shared/domain/directory/id-filter';
import { CollapsibleGroup } from '#client/components/ui/collapsible-group';
import { GroupHeadingSkeletons } from '#client/components/ui/skeleton';
import { useTeamFacets, type TeamFacetFilters } from '../api/get-team-facets';
import type { TeamHighlight } from './team-highlight';
import { TeamGroupMembers } from './team-group-members';
import { useOpenGroups } from '#client/lib/use-open-groups';

type Props = { level: string; leagueIds: number[]; filters: TeamFacetFilters; sort: string; highlight?: TeamHighlight };

/** Inside a level group: its leagues (NHL first, from the league facets) as nested groups. */
export function LevelLeagues({ level, leagueIds, filters, sort, highlight }: Props) {
  const facets = useTeamFacets('league', filters);
  const forced = highlight ? (highlight.leagueId ? String(highlight.leagueId) : NONE) : undefined;
  const { isOpen, setOpen } = useOpenGroups('league', forced);
  if (facets.isPending) return <GroupHeadingSkeletons count={Math.max(1, leagueIds.length)} label="Loading leagues" />;
  const ids = new Set(leagueIds.map(String));
  // Teams without a league count in the level a blank league name maps to (§4: Professional);
  // their "No League" group is listed there, last, so the level's count adds up.
  if (level === teamLevelGroup(null)) ids.add(NONE);
  const leagues = (facets.data?.items ?? []).filter((f) => ids.has(f.key));
  return (
    <div className="space-y-2">
      {leagues.map((l) => (
        <CollapsibleGroup
          key={l.key}
          title={l.label}
          count={l.count}
          open={isOpen(l.key, l.label, leagues.length === 1)}
          level={3}
          onOpenChange={(o) => setOpen(l.key, o)}
        >
          <TeamGroupMembers
            query={{ ...filters, sort, leagueId: l.key }}
            highlightId={l.key === forced ? highlight?.id : undefined}
            expected={l.count}
          />
        </CollapsibleGroup>
      ))}
    </div>
  );
}
