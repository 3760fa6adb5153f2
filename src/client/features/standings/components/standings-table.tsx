import type { StandingsSort, StandingsSortColumn } from '#shared/domain/standings/standings';
import type { StandingRow } from '#shared/schemas/standing';
import { cn } from '#client/lib/cn';
import { cellText, diffTone, SHOWN_FROM, type Column } from './standings-columns';
import { RankBadge } from './rank-badge';
import { SortHeader } from './sort-header';
import { TeamCell } from './team-cell';

type Props = {
  rows: StandingRow[];
  caption: string;
  sort?: StandingsSort;
  onSort?: (column: StandingsSortColumn) => void;
  /** The view's columns, T included or not for all its tables alike (withTies over the view's rows). */
  columns: Column[];
  /** The grouped views' tables: fixed column widths, so the columns line up from one table to the next. */
  compact?: boolean;
  /** Rows above the playoff line; null or undefined draws none. */
  cutAfter?: number | null;
  /** What "#" prints per row in a grouped view: the place in its group (1, 2… or WC1, WC2); absent, the rank. */
  places?: readonly string[];
};

// Phones print short names (three letters) in a narrow team column; from sm the column takes the room the
// table has, so a name is cut only where there is none. A compact table's team column is the room its fixed stat
// columns leave.
const rankWidth = {
  wide: 'w-8 pl-1.5 sm:w-14 sm:pl-3',
  compact: 'w-8 pl-1.5 sm:w-11 sm:pl-2',
};
const teamWidth = {
  wide: 'w-[4.75rem] px-1.5 sm:w-auto sm:min-w-36 sm:px-2 lg:min-w-48',
  compact: 'px-1.5 sm:px-2',
};
const headCell = 'bg-slate-50 py-2 font-semibold uppercase tracking-wide text-slate-500';

/**
 * Dense standings table; sortable when `sort` is given, otherwise static (division view). It never scrolls
 * sideways: columns of lower value appear as the screen widens, so the box is no scroll container and the
 * header row sticks under the site's 64 px bar on page scroll at every width (issue 28). A nested scroll box
 * would also need to be focusable (axe scrollable-region-focusable).
 */
export function StandingsTable({ rows, caption, sort, onSort, columns, compact = false, cutAfter = null, places }: Props) {
  const rank = rankWidth[compact ? 'compact' : 'wide'];
  const team = teamWidth[compact ? 'compact' : 'wide'];
  const pad = 'px-1 sm:px-2';
  const header = (col: Column) =>
    sort && onSort && col.sortable ? (
      <SortHeader
        key={col.key}
        column={col.key as StandingsSortColumn}
        label={col.label}
        title={col.title}
        sort={sort}
        onSort={onSort}
        quietIcon
        className={cn('bg-slate-50 py-1 text-right sm:px-1', col.key === 'points' && 'max-sm:pr-1.5', col.from && SHOWN_FROM[col.from])}
      />
    ) : (
      <th
        key={col.key}
        scope="col"
        className={cn(headCell, 'text-right', pad, col.width, col.key === 'points' && 'max-sm:pr-2.5', col.from && SHOWN_FROM[col.from])}
      >
        <abbr title={col.title} className="no-underline">
          {col.label}
        </abbr>
      </th>
    );

  return (
    // overflow-clip rounds the corners without making a scroll container (which would end the sticky header).
    <div className="overflow-clip rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label={caption}>
      {/* The last column keeps clear of the box's rounded edge: PTS on phones, where the later ones are hidden. */}
      <table
        className={cn('w-full border-collapse text-sm tabular-nums [&_tr>*:last-child]:pr-3', compact && 'table-fixed')}
        data-testid="standings-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-16 z-20 bg-slate-50 text-[11px] shadow-[0_1px_0_0_rgb(226,232,240)]">
          <tr>
            {sort && onSort ? (
              <SortHeader
                column="rank"
                // A phone's rank column is too narrow for the word: it shows "#", readers still hear "Rank".
                label={
                  <>
                    <span aria-hidden="true" className="sm:hidden">
                      #
                    </span>
                    <span className="sr-only sm:not-sr-only">Rank</span>
                  </>
                }
                title="Rank"
                sort={sort}
                onSort={onSort}
                align="left"
                quietIcon
                className={cn(rank, 'bg-slate-50 py-1 pr-0')}
              />
            ) : (
              <th scope="col" className={cn(rank, headCell, 'text-left')}>
                <span aria-hidden="true" className="sm:hidden">
                  #
                </span>
                <span className="sr-only sm:not-sr-only">Rank</span>
              </th>
            )}
            <th scope="col" className={cn(team, headCell, 'text-left')}>
              Team
            </th>
            {columns.map(header)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={row.id}
              data-testid="standings-row"
              data-cut={i + 1 === cutAfter ? 'true' : undefined}
              className={cn(
                'border-b border-slate-100 bg-white last:border-0 hover:bg-rink-50/60',
                // The playoff line: a dark rule under the last team in, as NHL.com draws it.
                i + 1 === cutAfter && 'border-b-2 border-b-slate-700',
              )}
            >
              <td className={cn(rank, 'py-1')}>
                <RankBadge rank={places?.[i] ?? row.rank} />
              </td>
              <th scope="row" className={cn(team, 'py-1 text-left font-normal')}>
                <TeamCell team={row.team} compact={compact} clinch={row.clinch} />
              </th>
              {columns.map((col) => (
                <td
                  key={col.key}
                  className={cn(
                    'whitespace-nowrap py-1 text-right text-slate-700',
                    pad,
                    col.key === 'points' && 'font-bold text-slate-900 max-sm:pr-2.5',
                    col.from && SHOWN_FROM[col.from],
                    diffTone(row, col),
                  )}
                >
                  {cellText(row, col)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
