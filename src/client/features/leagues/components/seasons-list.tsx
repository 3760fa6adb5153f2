import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import type { Season } from '#shared/schemas/season';
import { Badge } from '#client/components/ui/badge';
import { links } from '#shared/routes/routes';

export function SeasonsList({ seasons, leagueId }: { seasons: Season[]; leagueId: number }) {
  if (seasons.length === 0) return <p className="text-sm text-slate-600">No seasons recorded yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Seasons">
      {seasons.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <Link to={links.standings({ league: leagueId })} className="font-medium text-slate-900 hover:text-rink-700 hover:underline">
            {s.name}
          </Link>
          {s.isActive && <Badge tone="green">Current</Badge>}
          <span className="ml-auto text-xs text-slate-500">
            {s.startDate ? formatGameDate(s.startDate, 'MMM d, yyyy') : '—'} –{' '}
            {s.endDate ? formatGameDate(s.endDate, 'MMM d, yyyy') : 'ongoing'}
          </span>
        </li>
      ))}
    </ul>
  );
}
