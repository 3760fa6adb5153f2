import { Link } from 'react-router';
import type { StandingRow } from '../../../../shared/schemas/standing';
import { TeamMark } from '../../../components/ui/team-mark';

/** Team colour bar + mark + name; phones and compact tables drop the mark to keep the name readable. */
export function TeamCell({ team, compact = false }: { team: StandingRow['team']; compact?: boolean }) {
  return (
    <Link to={`/team/${team.id}`} className="flex min-w-0 items-center gap-2 rounded font-semibold text-slate-900 hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500">
      <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full" style={{ backgroundColor: team.primaryColor ?? '#cbd5e1' }} />
      {!compact && <span className="hidden sm:inline-flex"><TeamMark team={team} size="sm" /></span>}
      <span className="truncate">{team.name}</span>
    </Link>
  );
}
