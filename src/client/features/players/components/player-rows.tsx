import { Link } from 'react-router';
import { positionCode, positionLabel } from '#shared/domain/directory/positions';
import { formatAge, formatHeight, formatWeight } from '#shared/domain/directory/units';
import type { Player } from '#shared/schemas/player';
import type { PlayerSeasonLine } from '#shared/schemas/player-season-line';
import { SkeletonText } from '#client/components/ui/skeleton';
import { SeasonLineCells, SeasonLineHeads, SeasonLineSkeleton } from './season-line-cells';
import { links } from '#shared/routes/routes';

// Lower-value columns appear as the screen widens: a phone shows name, team line, number and the season's line.
const sm = 'hidden sm:table-cell';
const md = 'hidden md:table-cell';
const lg = 'hidden lg:table-cell';
const xl = 'hidden xl:table-cell';
const th = 'px-2 py-2 sm:px-3 text-left text-[11px] font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-2 py-1.5 text-slate-700 sm:px-3';

function Head({ team }: { team: boolean }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50">
      <tr>
        <th scope="col" className={th}>
          Player
        </th>
        <th scope="col" className={`${th} w-9 text-right sm:w-12`}>
          <abbr title="Jersey number" className="no-underline">
            #
          </abbr>
        </th>
        <th scope="col" className={`${th} ${sm}`}>
          <abbr title="Position" className="no-underline">
            Pos
          </abbr>
        </th>
        {team && (
          <th scope="col" className={`${th} ${sm}`}>
            Team
          </th>
        )}
        <th scope="col" className={`${th} ${lg}`}>
          Born
        </th>
        <th scope="col" className={`${th} ${md} w-14 text-right`}>
          Age
        </th>
        <th scope="col" className={`${th} ${xl} text-right`}>
          Height
        </th>
        <th scope="col" className={`${th} ${xl} text-right`}>
          Weight
        </th>
        <SeasonLineHeads />
      </tr>
    </thead>
  );
}

const frame = (children: React.ReactNode, team = true) => (
  <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="w-full table-fixed border-collapse text-sm sm:table-auto">
      <Head team={team} />
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  </div>
);

type Props = {
  players: Player[];
  /** Each player's current season line by id (a row without one shows dashes until it arrives). */
  lines: Map<number, PlayerSeasonLine>;
  /** False inside a team's group, whose heading already names the team (issue 28). */
  team?: boolean;
};

/** Players as a dense table, one row each (issue 19 item 3: rows where sports sites use rows), with this season's line. */
export function PlayerRows({ players, lines, team = true }: Props) {
  return frame(
    players.map((p) => (
      <tr key={p.id} data-testid="player-card" className="hover:bg-rink-50/60">
        <td className={`${td} w-auto`}>
          <div className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden="true"
              className="h-8 w-1 shrink-0 rounded-full"
              style={{ backgroundColor: p.currentTeam?.primaryColor ?? '#cbd5e1' }}
            />
            <div className="min-w-0">
              <Link
                to={links.player(p.id)}
                className="block py-0.5 font-semibold leading-tight text-slate-900 [overflow-wrap:anywhere] hover:text-rink-700 hover:underline sm:truncate"
              >
                {p.firstName} {p.lastName}
              </Link>
              {/* On phones the team and position ride under the name. */}
              <p className="truncate text-xs text-slate-500 sm:hidden">
                {[positionCode(p.position), team ? (p.currentTeam?.name ?? 'No current team') : null].filter(Boolean).join(' · ')}
              </p>
            </div>
          </div>
        </td>
        <td className={`${td} w-10 text-right tabular-nums text-slate-500`}>{p.jerseyNumber ?? ''}</td>
        <td className={`${td} ${sm} whitespace-nowrap`}>{positionLabel(p.position)}</td>
        {team && (
          <td className={`${td} ${sm} max-w-56 truncate`}>
            {p.currentTeam ? (
              <Link to={links.team(p.currentTeam.id)} className="font-medium text-rink-700 hover:underline">
                {p.currentTeam.name}
              </Link>
            ) : (
              'No current team'
            )}
          </td>
        )}
        <td className={`${td} ${lg} max-w-40 truncate`}>{p.birthCountry?.name ?? '—'}</td>
        <td className={`${td} ${md} w-12 text-right tabular-nums`}>{formatAge(p.dateOfBirth)}</td>
        <td className={`${td} ${xl} whitespace-nowrap text-right tabular-nums`}>{formatHeight(p.height)}</td>
        <td className={`${td} ${xl} whitespace-nowrap text-right tabular-nums`}>{formatWeight(p.weight)}</td>
        <SeasonLineCells line={lines.get(p.id)} />
      </tr>
    )),
    team,
  );
}

/** The same rows with placeholder text, so the list does not shift when the players arrive. */
export function PlayerRowsSkeleton({ count, team = true }: { count: number; team?: boolean }) {
  return frame(
    Array.from({ length: count }, (_, i) => (
      <tr key={i} data-testid="skeleton" aria-hidden="true">
        <td className={td}>
          <div className="flex items-center gap-2">
            <span className="h-8 w-1 shrink-0 rounded-full bg-slate-200" />
            <div>
              <SkeletonText className="block py-0.5 font-semibold">Player Name</SkeletonText>
              <p className="text-xs sm:hidden">
                <SkeletonText>{team ? 'C · Team Name' : 'C'}</SkeletonText>
              </p>
            </div>
          </div>
        </td>
        <td className={`${td} w-10 text-right`}>
          <SkeletonText>00</SkeletonText>
        </td>
        <td className={`${td} ${sm}`}>
          <SkeletonText>Defense</SkeletonText>
        </td>
        {team && (
          <td className={`${td} ${sm}`}>
            <SkeletonText>Team Name</SkeletonText>
          </td>
        )}
        <td className={`${td} ${lg}`}>
          <SkeletonText>Country</SkeletonText>
        </td>
        <td className={`${td} ${md} w-12 text-right`}>
          <SkeletonText>27</SkeletonText>
        </td>
        <td className={`${td} ${xl} text-right`}>
          <SkeletonText>{`6'1" (185 cm)`}</SkeletonText>
        </td>
        <td className={`${td} ${xl} text-right`}>
          <SkeletonText>194 lbs (88 kg)</SkeletonText>
        </td>
        <SeasonLineSkeleton />
      </tr>
    )),
    team,
  );
}
