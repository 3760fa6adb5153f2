import { Link } from 'react-router';
import type { StandingRow } from '../../../../shared/schemas/standing';
import { TeamMark } from '../../../components/ui/team-mark';

/** Team colour bar + mark + name; the short name replaces the full one on phones. */
export function TeamCell({ team }: { team: StandingRow['team'] }) {
  return (
    <Link to={`/team/${team.id}`} className="flex min-w-0 items-center gap-2 rounded font-semibold text-slate-900 hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500">
      <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full" style={{ backgroundColor: team.primaryColor ?? '#cbd5e1' }} />
      <span className="hidden sm:inline-flex"><TeamMark team={team} size="sm" /></span>
      <span className="truncate">{team.name}</span>
    </Link>
  );
}
