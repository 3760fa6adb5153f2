import type { StandingsSort, StandingsSortColumn } from '#shared/domain/standings';
import type { StandingRow } from '#shared/schemas/standing';
import { cn } from '#client/lib/cn';
import { cellText, diffTone, STAT_COLUMNS, withTies, type Column } from './standings-columns';
import { RankBadge } from './rank-badge';
import { SortHeader } from './sort-header';
import { TeamCell } from './team-cell';

type Props = {
  rows: StandingRow[];
  caption: string;
  sort?: StandingsSort;
  onSort?: (column: StandingsSortColumn) => void;
  columns?: Column[];
  /** Half-width division tables: a narrower team column so two fit side by side. */
  compact?: boolean;
  /** Rows above the playoff line; null or undefined draws none. */
  cutAfter?: number | null;
};

// Rank and team stay pinned while the stats scroll sideways on phones.
// Every table is narrower on phones (short names, tighter rank and header padding) so PTS stays on screen at 375 px.
const rankWidth = {
  wide: 'w-10 min-w-10 max-w-10 pl-2 sm:w-16 sm:min-w-16 sm:max-w-16 sm:pl-3',
  compact: 'w-11 min-w-11 max-w-11 pl-2',
};
const pinTeamBase = 'sticky z-10 bg-inherit px-2 shadow-[6px_0_6px_-6px_rgba(15,23,42,0.25)]';
const teamWidth = {
  wide: 'left-10 w-20 min-w-20 max-w-20 sm:left-16 sm:w-64 sm:min-w-64 sm:max-w-64',
  // From sm a compact table's team column takes the room the table has, so names are cut only where there is none.
  compact: 'left-11 w-24 min-w-24 max-w-24 sm:w-auto sm:min-w-44 sm:max-w-none',
};

/** Dense standings table; sortable when `sort` is given, otherwise static (division view). */
export function StandingsTable({ rows, caption, sort, onSort, columns: all = STAT_COLUMNS, compact = false, cutAfter = null }: Props) {
  const columns = withTies(all, rows);
  const pinRank = cn('sticky left-0 z-10 bg-inherit pr-1', rankWidth[compact ? 'compact' : 'wide']);
  const pinTeam = cn(pinTeamBase, teamWidth[compact ? 'compact' : 'wide']);
  const pad = compact ? 'px-2' : 'px-2.5';
  const header = (col: Column) =>
    sort && onSort && col.sortable ? (
      <SortHeader
        key={col.key}
        column={col.key as StandingsSortColumn}
        label={col.label}
        title={col.title}
        sort={sort}
        onSort={onSort}
        className="py-1.5 text-right sm:px-1.5"
      />
    ) : (
      <th key={col.key} scope="col" className={cn('py-2.5 text-right font-semibold uppercase tracking-wide text-slate-500', pad)}>
        <abbr title={col.title} className="no-underline">
          {col.label}
        </abbr>
      </th>
    );

  return (
    // From xl the table fits its column, so the box stops being a scroll container and the header row can
    // stick under the site's bar on page scroll (issue 28); below, it scrolls sideways with rank and team pinned.
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm xl:overflow-x-visible"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm tabular-nums" data-testid="standings-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-[11px] xl:sticky xl:top-16 xl:z-20">
          <tr className="border-b border-slate-200 bg-slate-50">
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
                className={cn(pinRank, 'bg-slate-50')}
              />
            ) : (
              <th scope="col" className={cn(pinRank, 'bg-slate-50 py-2.5 text-left font-semibold uppercase tracking-wide text-slate-500')}>
                Rank
              </th>
            )}
            <th scope="col" className={cn(pinTeam, 'bg-slate-50 py-2.5 text-left font-semibold uppercase tracking-wide text-slate-500')}>
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
              <td className={cn(pinRank, 'py-1')}>
                <RankBadge rank={row.rank} />
              </td>
              <th scope="row" className={cn(pinTeam, 'py-1 text-left font-normal')}>
                <TeamCell team={row.team} compact={compact} clinch={row.clinch} />
              </th>
              {columns.map((col) => (
                <td
                  key={col.key}
                  className={cn(
                    'whitespace-nowrap py-1 text-right text-slate-700',
                    pad,
                    col.key === 'points' && 'font-bold text-slate-900',
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
