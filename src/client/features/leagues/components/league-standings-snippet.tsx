import { Link } from 'react-router';
import type { StandingRow } from '#shared/schemas/standing';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { useStandings } from '../../standings';
import { standingsGroups } from '../lib/standings-groups';
import { OverviewPanel } from './overview-panel';
import { links } from '#shared/routes/routes';

const STATS: Array<{ label: string; title: string; value: (r: StandingRow) => number; wide?: boolean }> = [
  { label: 'GP', title: 'Games played', value: (r) => r.gamesPlayed },
  { label: 'W', title: 'Wins', value: (r) => r.wins, wide: true },
  { label: 'L', title: 'Losses', value: (r) => r.losses, wide: true },
  { label: 'OTL', title: 'Overtime and shootout losses', value: (r) => r.overtimeLosses, wide: true },
];

function GroupTable({ name, rows, caption }: { name: string | null; rows: StandingRow[]; caption: string }) {
  return (
    // Fixed layout: the stat columns keep their widths in every group's table, so they line up down the panel.
    <table className="w-full table-fixed text-sm tabular-nums">
      <caption className={name ? 'pb-1 text-left text-xs font-bold uppercase tracking-wider text-slate-500' : 'sr-only'}>
        {name ?? caption}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-[11px] uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-1 text-left font-semibold">
            Team
          </th>
          {STATS.map((s) => (
            <th key={s.label} scope="col" className={`w-9 py-1 text-right font-semibold ${s.wide ? 'hidden sm:table-cell' : ''}`}>
              <abbr title={s.title} className="no-underline">
                {s.label}
              </abbr>
            </th>
          ))}
          <th scope="col" className="w-11 py-1 text-right font-semibold">
            <abbr title="Points" className="no-underline">
              PTS
            </abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.id} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 text-left font-medium">
              <Link
                to={links.team(r.team.id)}
                className="flex items-center gap-2 rounded hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
              >
                <span className="w-4 shrink-0 text-right text-xs text-slate-500">{i + 1}</span>
                <TeamMark team={r.team} size="sm" />
                <span className="truncate">{r.team.name}</span>
                {r.clinch && <span className="text-xs font-semibold text-slate-500">{r.clinch}</span>}
              </Link>
            </th>
            {STATS.map((s) => (
              <td key={s.label} className={`py-1.5 text-right text-slate-700 ${s.wide ? 'hidden sm:table-cell' : ''}`}>
                {s.value(r)}
              </td>
            ))}
            <td className="py-1.5 text-right font-bold text-slate-900">{r.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The top of each division (or conference) of the league's current table, with a link to all of it. */
export function LeagueStandingsSnippet({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  const { data, isPending, isError } = useStandings({ leagueId });
  const groups = standingsGroups(data?.rows ?? []);
  return (
    <OverviewPanel
      id="league-standings"
      title="Standings"
      subtitle={data?.season?.name}
      more={{ to: links.standings({ league: leagueId }), label: 'Full standings' }}
    >
      {isPending ? (
        <Skeleton className="h-56" />
      ) : isError || !data.rows.length ? (
        <p className="text-sm text-slate-600">{isError ? 'The standings could not be loaded.' : 'No games played yet this season.'}</p>
      ) : (
        <div className={groups.length > 1 ? 'grid gap-4 md:grid-cols-2' : undefined} data-testid="league-standings-snippet">
          {groups.map((g) => (
            <GroupTable key={g.name ?? 'all'} name={g.name} rows={g.rows} caption={`${leagueName} standings`} />
          ))}
        </div>
      )}
    </OverviewPanel>
  );
}
