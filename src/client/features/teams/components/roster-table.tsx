import { Link } from 'react-router';
import { positionCode, positionLabel } from '#shared/domain/positions';
import { formatAge, formatHeight, formatWeight } from '#shared/domain/units';
import type { Player } from '#shared/schemas/player';
import { Skeleton } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { useTeamRoster } from '../api/get-team-roster';

const ORDER = ['center', 'left_wing', 'right_wing', 'defense', 'goalie'];
const byPositionThenNumber = (a: Player, b: Player) =>
  ORDER.indexOf(a.position) - ORDER.indexOf(b.position) || (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100);

/** The team's real players; §2.10's "Roster information coming soon" only when there are none. */
export function RosterTable({ teamId }: { teamId: number }) {
  const q = useTeamRoster(teamId);
  if (q.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    );
  if (q.isError) return <QueryError what="the roster" query={q} />;
  if (q.data.items.length === 0) return <p className="py-8 text-center text-slate-600">Roster information coming soon</p>;
  const rows = [...q.data.items].sort(byPositionThenNumber);
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[560px] text-sm" data-testid="roster-table">
        <caption className="sr-only">Team roster</caption>
        <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-2 py-2 text-right">
              #
            </th>
            <th scope="col" className="px-2 py-2">
              Name
            </th>
            <th scope="col" className="px-2 py-2">
              Pos
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Age
            </th>
            <th scope="col" className="px-2 py-2">
              Height
            </th>
            <th scope="col" className="px-2 py-2">
              Weight
            </th>
            <th scope="col" className="px-2 py-2" title="Shoots (skaters) / catches (goalies)">
              S/C
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((p) => (
            <tr key={p.id} className="hover:bg-slate-50">
              <td className="px-2 py-1.5 text-right font-semibold tabular-nums text-slate-500">{p.jerseyNumber ?? '—'}</td>
              <td className="px-2 py-1.5 font-medium">
                <Link to={`/player/${p.id}`} className="text-slate-900 hover:text-rink-700 hover:underline">
                  {p.firstName} {p.lastName}
                </Link>
              </td>
              <td className="px-2 py-1.5">
                <abbr title={positionLabel(p.position)} className="no-underline">
                  {positionCode(p.position) ?? p.position}
                </abbr>
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatAge(p.dateOfBirth)}</td>
              <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{formatHeight(p.height)}</td>
              <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{formatWeight(p.weight)}</td>
              <td className="px-2 py-1.5">{(p.position === 'goalie' ? p.catches : p.shoots) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
