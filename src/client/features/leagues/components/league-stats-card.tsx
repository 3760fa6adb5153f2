import type { LeagueStats } from '#shared/schemas/league';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** §2.8 League Statistics, computed by the server from the league's data. */
export function LeagueStatsCard({ stats }: { stats: LeagueStats }) {
  const items = [
    { label: 'Teams', value: stats.teams.toLocaleString('en-US') },
    { label: 'Players', value: stats.players.toLocaleString('en-US') },
    { label: 'Games Played', value: stats.gamesPlayed.toLocaleString('en-US') },
    { label: 'Goals / Game', value: stats.goalsPerGame.toFixed(1) },
    { label: 'Seasons', value: stats.seasons.toLocaleString('en-US') },
  ];
  return (
    <Card>
      <CardHeader className="py-3">
        <CardTitle>League Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3" data-testid="league-stats">
          {items.map((it) => (
            <div key={it.label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{it.label}</dt>
              <dd className="text-xl font-bold tabular-nums text-slate-900">{it.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
