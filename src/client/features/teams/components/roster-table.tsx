import { Link } from 'react-router';
import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import { groupRoster, type PositionGroup } from '#shared/domain/directory/position-groups';
import { positionCode, positionLabel } from '#shared/domain/directory/positions';
import { formatAge, formatHeight, formatWeight } from '#shared/domain/directory/units';
import type { Player } from '#shared/schemas/player';
import type { TeamStats } from '#shared/schemas/team-stats';
import { formatGaa } from '#client/components/stat-table/hockey-columns';
import { Skeleton } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { useTeamRoster } from '../api/get-team-roster';
import { useTeamStats } from '../api/get-team-stats';
import { links } from '#shared/routes/routes';

type Line = { label: string; title: string; value: string; width: string };
// Every column but the name has a fixed width (the tables are laid out fixed), so the three group tables put
// #, Age, the bio columns and GP at the same x and the name takes the room left; phones drop the bio columns.
const BIO = 'hidden whitespace-nowrap px-2 py-1.5 md:table-cell';
const BIO_WIDTH = { height: 'w-30', weight: 'w-32', hand: 'w-10' } as const;
// A skater's four columns; the goalie's GAA and SV% split the room of G, A and P, so both season lines span
// the same width and end at the same edge.
const STAT = 'w-7 sm:w-12';
const GOALIE_RATE = 'w-[2.625rem] sm:w-[4.5rem]';

// This season's line: GP G A P for skaters, GP GAA SV% for goalies ('—' for a player without games).
function seasonLine(group: PositionGroup, playerId: number, stats: TeamStats | undefined): Line[] {
  if (group === 'goalies') {
    const g = stats?.goalies.find((r) => r.playerId === playerId);
    return [
      { label: 'GP', title: 'Games played', value: g ? String(g.gamesPlayed) : '—', width: STAT },
      { label: 'GAA', title: 'Goals-against average', value: g ? formatGaa(g.goalsAgainstAverage) : '—', width: GOALIE_RATE },
      { label: 'SV%', title: 'Save percentage', value: g ? formatSavePercentage(g.savePercentage) : '—', width: GOALIE_RATE },
    ];
  }
  const s = stats?.skaters.find((r) => r.playerId === playerId);
  return [
    { label: 'GP', title: 'Games played', value: s ? String(s.gamesPlayed) : '—', width: STAT },
    { label: 'G', title: 'Goals', value: s ? String(s.goals) : '—', width: STAT },
    { label: 'A', title: 'Assists', value: s ? String(s.assists) : '—', width: STAT },
    { label: 'P', title: 'Points', value: s ? String(s.points) : '—', width: STAT },
  ];
}

function GroupTable({ title, group, players, stats }: { title: string; group: PositionGroup; players: Player[]; stats?: TeamStats }) {
  const heads = seasonLine(group, -1, undefined);
  return (
    <table className="w-full table-fixed text-sm" data-testid={`roster-${group}`}>
      <caption className="border-b border-slate-200 pb-1 text-left text-xs font-bold uppercase tracking-wider text-slate-500">
        {title}
      </caption>
      <thead className="text-left text-[11px] uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="w-7 px-1 py-1.5 text-right">
            #
          </th>
          <th scope="col" className="px-2 py-1.5">
            Name
          </th>
          <th scope="col" className="w-8 px-1 py-1.5 text-right">
            Age
          </th>
          <th scope="col" className={`${BIO} ${BIO_WIDTH.height}`}>
            Height
          </th>
          <th scope="col" className={`${BIO} ${BIO_WIDTH.weight}`}>
            Weight
          </th>
          <th scope="col" className={`${BIO} ${BIO_WIDTH.hand}`}>
            <abbr title="Shoots (skaters) / catches (goalies)" className="no-underline">
              S/C
            </abbr>
          </th>
          {heads.map((h) => (
            <th key={h.label} scope="col" className={`${h.width} px-1 py-1.5 text-right`}>
              <abbr title={h.title} className="no-underline">
                {h.label}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {players.map((p) => (
          <tr key={p.id} className="hover:bg-slate-50">
            <td className="px-1 py-1.5 text-right font-semibold tabular-nums text-slate-500">{p.jerseyNumber ?? '—'}</td>
            <th scope="row" className="px-2 py-1.5 text-left font-medium">
              {/* The name wraps rather than being cut: on a phone the season line leaves it ~9 rem, and the
                  position rides under it on every row alike (beside it where it fits would zigzag). */}
              <span className="flex flex-col sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-1.5">
                <Link to={links.player(p.id)} className="text-slate-900 hover:text-rink-700 hover:underline">
                  {p.firstName} {p.lastName}
                </Link>
                {group === 'forwards' && (
                  <abbr title={positionLabel(p.position)} className="shrink-0 text-xs font-normal text-slate-500 no-underline">
                    {positionCode(p.position)}
                  </abbr>
                )}
              </span>
            </th>
            <td className="px-1 py-1.5 text-right tabular-nums">{formatAge(p.dateOfBirth)}</td>
            <td className={`${BIO} tabular-nums`}>{formatHeight(p.height)}</td>
            <td className={`${BIO} tabular-nums`}>{formatWeight(p.weight)}</td>
            <td className={BIO}>{(p.position === 'goalie' ? p.catches : p.shoots) ?? '—'}</td>
            {seasonLine(group, p.id, stats).map((c, i, all) => (
              <td
                key={c.label}
                className={`px-1 py-1.5 text-right tabular-nums ${i === all.length - 1 ? 'font-semibold text-slate-900' : ''}`}
              >
                {c.value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The team's players by forwards, defense and goalies, with this season's line; §2.10's "Roster information coming soon" only when there are none. */
export function RosterTable({ teamId }: { teamId: number }) {
  const q = useTeamRoster(teamId);
  const stats = useTeamStats(teamId, null);
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
  return (
    <div className="space-y-5" data-testid="roster-table">
      {stats.data?.season && <p className="text-xs text-slate-500">Statistics: {stats.data.season.name}</p>}
      {groupRoster(q.data.items).map((g) => (
        <GroupTable key={g.group} title={g.title} group={g.group} players={g.players} stats={stats.data} />
      ))}
    </div>
  );
}
