import { Link } from 'react-router';
import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import type { TeamStats } from '#shared/schemas/team-stats';
import { formatGaa } from '#client/components/stat-table/hockey-columns';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useTeamStats } from '../api/get-team-stats';
import { links } from '#shared/routes/routes';

type Leader = { title: string; playerId: number; name: string; value: string; detail: string };

function leadersOf(stats: TeamStats): Leader[] {
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const points = stats.skaters[0];
  const goals = [...stats.skaters].sort((a, b) => b.goals - a.goals || a.gamesPlayed - b.gamesPlayed)[0];
  const goalie = stats.goalies[0];
  return [
    points && {
      title: 'Points',
      playerId: points.playerId,
      name: name(points),
      value: String(points.points),
      detail: `${points.goals} G, ${points.assists} A in ${points.gamesPlayed} GP`,
    },
    goals && {
      title: 'Goals',
      playerId: goals.playerId,
      name: name(goals),
      value: String(goals.goals),
      detail: `in ${goals.gamesPlayed} GP`,
    },
    goalie && {
      title: 'Goalie',
      playerId: goalie.playerId,
      name: name(goalie),
      value: formatSavePercentage(goalie.savePercentage),
      detail: `${formatGaa(goalie.goalsAgainstAverage)} GAA, ${goalie.wins}-${goalie.losses}-${goalie.overtimeLosses}`,
    },
  ].filter((l): l is Leader => Boolean(l));
}

/** The team's leaders this season: points, goals and its busiest goalie. */
export function TeamLeaders({ teamId }: { teamId: number }) {
  const q = useTeamStats(teamId, null);
  const leaders = q.data ? leadersOf(q.data) : [];
  return (
    <Card className="min-w-0">
      <CardHeader className="py-3">
        <CardTitle>Team leaders</CardTitle>
        {q.data?.season && <p className="text-xs text-slate-500">{q.data.season.name}</p>}
      </CardHeader>
      <CardContent className="pt-3">
        {q.isPending ? (
          <Skeleton className="h-20" />
        ) : q.isError || leaders.length === 0 ? (
          <p className="text-sm text-slate-600">{q.isError ? 'Statistics could not be loaded.' : 'No statistics recorded yet.'}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3" data-testid="team-leaders">
            {leaders.map((l) => (
              <li key={l.title} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
                <p className="text-xs font-bold uppercase tracking-wider text-slate-500">{l.title}</p>
                <p className="flex items-baseline justify-between gap-2">
                  <Link to={links.player(l.playerId)} className="truncate font-semibold text-slate-900 hover:text-rink-700 hover:underline">
                    {l.name}
                  </Link>
                  <span className="text-xl font-extrabold tabular-nums text-slate-900">{l.value}</span>
                </p>
                <p className="text-xs text-slate-500">{l.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
