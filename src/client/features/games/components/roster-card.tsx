import { Link } from 'react-router';
import { CODE_BY_POSITION, POSITION_LABELS, type PlayerPosition } from '#shared/domain/directory/positions';
import type { Game } from '#shared/schemas/game';
import type { Player } from '#shared/schemas/player';
import { Card, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { useRoster } from '../api/get-roster';
import { links } from '#shared/routes/routes';

// Forwards, then defense, then goalies: the order a line-up card reads in.
const ORDER: readonly PlayerPosition[] = ['center', 'left_wing', 'right_wing', 'defense', 'goalie'];
const byLineup = (a: Player, b: Player) =>
  ORDER.indexOf(a.position) - ORDER.indexOf(b.position) ||
  (a.jerseyNumber ?? 999) - (b.jerseyNumber ?? 999) ||
  a.lastName.localeCompare(b.lastName);

export function RosterCard({ team, side }: { team: Game['homeTeam']; side: 'Home' | 'Away' }) {
  const roster = useRoster(team.id);
  const players = [...(roster.data ?? [])].sort(byLineup);
  return (
    <Card className="overflow-hidden" data-testid={`roster-${side.toLowerCase()}`}>
      <CardHeader className="flex-row items-center gap-3 py-3" style={{ borderTop: `4px solid ${team.primaryColor ?? '#0066c4'}` }}>
        <TeamMark team={team} size="sm" />
        <CardTitle className="min-w-0 flex-1 truncate">
          <Link to={links.team(team.id)} className="hover:underline">
            {team.name}
          </Link>
        </CardTitle>
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">{side}</span>
      </CardHeader>
      {roster.isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-6" />
          ))}
        </div>
      ) : roster.isError || players.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">No roster information available</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{team.name} roster</caption>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="w-12 px-4 py-2 text-right">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Player
              </th>
              <th scope="col" className="px-4 py-2">
                Pos
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {players.map((p) => (
              <tr key={p.id} className="hover:bg-slate-50">
                <td className="px-4 py-1.5 text-right font-mono tabular-nums text-slate-500">{p.jerseyNumber ?? '–'}</td>
                <td className="px-3 py-1.5 font-medium text-slate-900">
                  {p.firstName} {p.lastName}
                </td>
                <td className="px-4 py-1.5 text-slate-600">
                  <abbr title={POSITION_LABELS[p.position]} className="no-underline">
                    {CODE_BY_POSITION[p.position]}
                  </abbr>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
