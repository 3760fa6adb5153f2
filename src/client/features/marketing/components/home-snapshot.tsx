import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeaderStat } from '#shared/schemas/leaders';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { useLeaders } from '../../leagues';
import { DEFAULT_LEAGUE_ID } from '../../scores';
import { useStandings } from '../../standings';
import { links } from '#shared/routes/routes';

const TOP_TEAMS = 8;
const TOP_PLAYERS = 5;
const CATEGORIES: Array<{ stat: LeaderStat; label: string }> = [
  { stat: 'points', label: 'Points' },
  { stat: 'goals', label: 'Goals' },
];

/** The featured league's (NHL) table and leaders, a glance that links to the full pages. */
export function HomeSnapshot() {
  return (
    <section aria-label="NHL at a glance" className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
      <StandingsSnippet />
      <LeadersSnippet />
    </section>
  );
}

type PanelProps = { id: string; title: string; subtitle?: string; more: { to: string; label: string }; children: ReactNode };

function Panel({ id, title, subtitle, more, children }: PanelProps) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-extrabold text-slate-900">
            {title}
          </h2>
          {subtitle && <p className="text-xs text-slate-500">{subtitle}</p>}
        </div>
        <Link
          to={more.to}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
        >
          {more.label} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {children}
    </div>
  );
}

function StandingsSnippet() {
  const { data, isPending, isError } = useStandings({ leagueId: DEFAULT_LEAGUE_ID });
  const rows = (data?.rows ?? []).slice(0, TOP_TEAMS);
  return (
    <Panel
      id="home-standings"
      title="NHL standings"
      subtitle={data?.season?.name}
      more={{ to: links.standings(), label: 'Full standings' }}
    >
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError || rows.length === 0 ? (
        <p className="text-sm text-slate-600">{isError ? 'The standings could not be loaded.' : 'No games played yet this season.'}</p>
      ) : (
        <table className="w-full text-sm tabular-nums" aria-labelledby="home-standings">
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5 text-left font-semibold">
                Team
              </th>
              {['GP', 'W', 'L', 'OTL'].map((h) => (
                <th key={h} scope="col" className="hidden w-10 py-1.5 text-right font-semibold sm:table-cell">
                  {h}
                </th>
              ))}
              <th scope="col" className="w-12 py-1.5 text-right font-semibold">
                PTS
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 text-left font-medium">
                  <Link
                    to={links.team(r.team.id)}
                    className="flex items-center gap-2 rounded hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
                  >
                    <span className="w-5 text-right text-xs text-slate-500">{r.rank}</span>
                    <TeamMark team={r.team} size="sm" />
                    <span className="truncate">{r.team.name}</span>
                  </Link>
                </th>
                {[r.gamesPlayed, r.wins, r.losses, r.overtimeLosses].map((v, i) => (
                  <td key={i} className="hidden py-1.5 text-right text-slate-700 sm:table-cell">
                    {v}
                  </td>
                ))}
                <td className="py-1.5 text-right font-bold text-slate-900">{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function LeadersSnippet() {
  const { data, isPending, isError } = useLeaders(DEFAULT_LEAGUE_ID, null);
  return (
    <Panel
      id="home-leaders"
      title="NHL leaders"
      subtitle={data?.season.name}
      more={{ to: links.league(DEFAULT_LEAGUE_ID, { tab: 'leaders' }), label: 'All leaders' }}
    >
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError || !data ? (
        <p className="text-sm text-slate-600">The leaders could not be loaded.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {CATEGORIES.map(({ stat, label }) => {
            const leaders = (data.categories.find((c) => c.stat === stat)?.leaders ?? []).slice(0, TOP_PLAYERS);
            return (
              <div key={stat}>
                <h3 className="text-xs font-bold uppercase tracking-wider text-slate-500">{label}</h3>
                {leaders.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">No games played yet.</p>
                ) : (
                  <ol className="mt-1">
                    {leaders.map((l) => (
                      <li key={l.playerId} className="flex items-baseline gap-2 border-b border-slate-100 py-1.5 text-sm last:border-0">
                        <span className="w-4 text-right text-xs text-slate-500">{l.rank}</span>
                        {/* The team under the name, as on the league page: beside it, two columns cut it to "Seattle Kra…". */}
                        <Link
                          to={links.player(l.playerId)}
                          className="min-w-0 flex-1 rounded font-medium hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
                        >
                          <span className="block truncate">
                            {l.firstName} {l.lastName}
                          </span>
                          <span className="block truncate text-xs font-normal text-slate-500">{l.teamName}</span>
                        </Link>
                        <span className="font-bold tabular-nums text-slate-900">{l.value}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Panel>
  );
}
