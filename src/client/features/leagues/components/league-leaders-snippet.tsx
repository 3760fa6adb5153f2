import { Link } from 'react-router';
import type { LeaderStat } from '#shared/schemas/leaders';
import { Skeleton } from '#client/components/ui/skeleton';
import { useLeaders } from '../api/get-leaders';
import { CATEGORY } from './leader-card';
import { OverviewPanel } from './overview-panel';
import { links } from '#shared/routes/routes';

const SHOWN: LeaderStat[] = ['points', 'goals', 'savePercentage'];
const TOP = 3;

/** The current season's top three in points, goals and save percentage, linking to every category. */
export function LeagueLeadersSnippet({ leagueId }: { leagueId: number }) {
  const { data, isPending, isError } = useLeaders(leagueId, null);
  return (
    <OverviewPanel
      id="league-leaders"
      title="Leaders"
      subtitle={data?.season.name}
      more={{ to: links.league(leagueId, { tab: 'leaders' }), label: 'All leaders' }}
    >
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError || !data ? (
        <p className="text-sm text-slate-600">{isError ? 'The leaders could not be loaded.' : 'No statistics recorded yet.'}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3" data-testid="league-leaders-snippet">
          {SHOWN.map((stat) => {
            const leaders = (data.categories.find((c) => c.stat === stat)?.leaders ?? []).slice(0, TOP);
            return (
              <div key={stat} className="min-w-0">
                <h3 className="text-xs font-bold uppercase tracking-wider text-slate-500">{CATEGORY[stat].title}</h3>
                {leaders.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">No qualified players yet.</p>
                ) : (
                  <ol className="mt-1">
                    {leaders.map((l) => (
                      <li key={l.playerId} className="flex items-baseline gap-2 border-b border-slate-100 py-1.5 text-sm last:border-0">
                        <span className="w-3 shrink-0 text-right text-xs text-slate-500">{l.rank}</span>
                        <span className="min-w-0 flex-1">
                          <Link
                            to={links.player(l.playerId)}
                            className="block truncate rounded font-medium hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
                          >
                            {l.firstName} {l.lastName}
                          </Link>
                          <span className="block truncate text-xs text-slate-500">{l.teamName}</span>
                        </span>
                        <span className="font-bold tabular-nums text-slate-900">{CATEGORY[stat].format(l.value)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            );
          })}
        </div>
      )}
    </OverviewPanel>
  );
}
