import { useStandings } from '../../standings';
import { ordinal, recordText, teamStanding } from '../lib/team-standing';

/** The hero's line of figures: record, points, place, streak and last ten, from the league's current table. */
export function TeamRecord({ teamId, leagueId }: { teamId: number; leagueId: number | null }) {
  const { data } = useStandings(leagueId === null ? null : { leagueId });
  const standing = data ? teamStanding(data.rows, teamId) : null;
  if (!standing || standing.row.gamesPlayed === 0) return null;
  const { row, place, group } = standing;
  const items = [
    { label: 'Record', value: recordText(row) },
    { label: 'Points', value: String(row.points) },
    { label: group ? `in ${group}` : 'in the league', value: ordinal(place) },
    { label: 'Streak', value: row.streak || '—' },
    { label: 'Last 10', value: row.lastTen || '—' },
  ];
  return (
    <div className="mt-5">
      <dl className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3" data-testid="team-record">
        {items.map((it) => (
          <div key={it.label} className="flex min-w-0 flex-col-reverse rounded-lg bg-white/10 px-3 py-2 ring-1 ring-white/15 sm:min-w-24">
            <dt className="truncate text-xs text-rink-100">{it.label}</dt>
            <dd className="text-lg font-bold tabular-nums sm:text-xl">{it.value}</dd>
          </div>
        ))}
      </dl>
      {data?.season && <p className="mt-2 text-xs text-rink-100">{data.season.name}</p>}
    </div>
  );
}
