import { Link } from 'react-router';
import { CLINCH_LEGEND } from '#shared/domain/standings/clinch';
import type { StandingRow } from '#shared/schemas/standing';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { links } from '#shared/routes/routes';

/** Team colour bar + mark + name; phones print the short name (readers hear the full one) so PTS stays on screen. */
const clinchTitle = new Map(CLINCH_LEGEND);

export function TeamCell({
  team,
  compact = false,
  clinch = null,
}: {
  team: StandingRow['team'];
  compact?: boolean;
  clinch?: StandingRow['clinch'];
}) {
  return (
    <Link
      to={links.team(team.id)}
      className="flex min-w-0 items-center gap-2 rounded font-semibold text-slate-900 hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
    >
      <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full" style={{ backgroundColor: team.primaryColor ?? '#cbd5e1' }} />
      {!compact && (
        <span className="hidden sm:inline-flex">
          <TeamMark team={team} size="sm" />
        </span>
      )}
      {team.shortName ? (
        // Every table on a phone print the short name, as the league sites' apps do; readers hear the full name.
        <>
          <span aria-hidden="true" className="truncate sm:hidden">
            {team.shortName}
          </span>
          <span className="sr-only sm:hidden">{team.name}</span>
          <span className="hidden truncate sm:inline">{team.name}</span>
        </>
      ) : (
        <span className="truncate">{team.name}</span>
      )}
      {clinch && (
        <abbr
          title={clinchTitle.get(clinch)}
          data-testid="clinch-mark"
          className={cn('shrink-0 text-xs font-bold no-underline', clinch === 'e' ? 'text-slate-500' : 'text-rink-700')}
        >
          {clinch}
        </abbr>
      )}
    </Link>
  );
}
