import type { StandingsSort, StandingsSortColumn } from '../../../../shared/domain/standings';
import type { StandingRow } from '../../../../shared/schemas/standing';
import { cn } from '../../../lib/cn';
import { cellText, diffTone, STAT_COLUMNS, type Column } from './standings-columns';
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
};

// Rank and team stay pinned while the stats scroll sideways on phones.
const pinRank = 'sticky left-0 z-10 w-16 min-w-16 max-w-16 bg-inherit pl-3 pr-1';
const pinTeamBase = 'sticky left-16 z-10 w-36 min-w-36 max-w-36 bg-inherit px-2 shadow-[6px_0_6px_-6px_rgba(15,23,42,0.25)]';
const teamWidth = { wide: 'sm:w-64 sm:min-w-64 sm:max-w-64', compact: 'sm:w-44 sm:min-w-44 sm:max-w-44' };

/** Dense standings table; sortable when `sort` is given, otherwise static (division view). */
export function StandingsTable({ rows, caption, sort, onSort, columns = STAT_COLUMNS, compact = false }: Props) {
  const pinTeam = cn(pinTeamBase, teamWidth[compact ? 'compact' : 'wide']);
  const pad = compact ? 'px-2' : 'px-2.5';
  const header = (col: Column) => (sort && onSort && col.sortable
    ? <SortHeader key={col.key} column={col.key as StandingsSortColumn} label={col.label} title={col.title} sort={sort} onSort={onSort} className="px-1.5 py-1.5 text-right" />
    : <th key={col.key} scope="col" className={cn('py-2.5 text-right font-semibold uppercase tracking-wide text-slate-500', pad)}><abbr title={col.title} className="no-underline">{col.label}</abbr></th>);

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm tabular-nums" data-testid="standings-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-[11px]">
          <tr className="border-b border-slate-200 bg-slate-50">
            {sort && onSort
              ? <SortHeader column="rank" label="Rank" title="Rank" sort={sort} onSort={onSort} align="left" className={cn(pinRank, 'bg-slate-50')} />
              : <th scope="col" className={cn(pinRank, 'bg-slate-50 py-2.5 text-left font-semibold uppercase tracking-wide text-slate-500')}>Rank</th>}
            <th scope="col" className={cn(pinTeam, 'bg-slate-50 py-2.5 text-left font-semibold uppercase tracking-wide text-slate-500')}>Team</th>
            {columns.map(header)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="standings-row" className="border-b border-slate-100 bg-white last:border-0 hover:bg-rink-50/60">
              <td className={cn(pinRank, 'py-1')}><RankBadge rank={row.rank} /></td>
              <th scope="row" className={cn(pinTeam, 'py-1 text-left font-normal')}><TeamCell team={row.team} compact={compact} /></th>
              {columns.map((col) => (
                <td key={col.key} className={cn('whitespace-nowrap py-1 text-right text-slate-700', pad,
                  col.key === 'points' && 'font-bold text-slate-900', diffTone(row, col))}>
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
