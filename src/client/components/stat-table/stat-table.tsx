import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { nextSortState, sortRows, type SortState } from '../../lib/sort-rows';
import { useScrollCue } from '../../lib/use-scroll-cue';
import { cellText, type LeadColumn, type StatColumn } from './stat-columns';
import { StatSortHeader } from './stat-sort-header';

type Props<R> = {
  caption: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  lead: LeadColumn<R>;
  columns: readonly StatColumn<R>[];
  /** The order the rows arrive in is shown until a header is clicked when this is null. */
  initialSort?: SortState | null;
  /** Headers do not sort (a short fixed table such as a line score). */
  static?: boolean;
  /** Rows under the body that never sort with it: a career line, team totals. */
  footer?: readonly R[];
  testId?: string;
  className?: string;
};

// The lead column stays put while the numbers scroll sideways; its shadow marks the fold.
const pinned = 'sticky left-0 z-10 bg-inherit text-left';
const th = 'h-8 whitespace-nowrap bg-slate-50 text-[11px] font-semibold uppercase tracking-wide text-slate-500';

/**
 * The one dense stats table (issue 19 item 3): header row sticks while the table scrolls (tall
 * tables scroll inside a box no taller than the screen), the lead column is frozen when it scrolls
 * sideways with a shadow cue at the edge that has more, numbers right-aligned in tabular figures,
 * sortable headers with aria-sort.
 */
export function StatTable<R>({
  caption,
  rows,
  rowKey,
  lead,
  columns: all,
  initialSort = null,
  footer,
  testId,
  className,
  ...rest
}: Props<R>) {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const columns = useMemo(
    () => all.filter((c) => !c.optional || [...rows, ...(footer ?? [])].some((r) => c.value(r) !== null && c.value(r) !== undefined)),
    [all, rows, footer],
  );
  const cue = useScrollCue<HTMLDivElement>();
  const sortable = !rest.static;
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const col = sort.key === 'lead' ? lead.value : columns.find((c) => c.key === sort.key)?.value;
    return col ? sortRows(rows, col, sort.direction) : rows;
  }, [rows, sort, columns, lead]);
  const onSort = (key: string) => {
    const first = key === 'lead' ? 'asc' : (columns.find((c) => c.key === key)?.firstDirection ?? 'desc');
    setSort((s) => nextSortState(s, key, first));
  };
  const leadWidth = lead.width ?? 'w-36 min-w-36 max-w-36 sm:w-56 sm:min-w-56 sm:max-w-56';
  const pinShadow = cue.left && 'shadow-[6px_0_6px_-6px_rgba(15,23,42,0.3)]';

  const row = (r: R, foot: boolean): ReactNode => (
    <tr
      key={rowKey(r)}
      className={cn(
        '[&>*]:border-b [&>*]:border-slate-100',
        foot ? 'bg-slate-50 font-semibold [&>*]:border-slate-200' : 'bg-white hover:bg-rink-50',
      )}
    >
      <th scope="row" className={cn(pinned, leadWidth, pinShadow, 'truncate px-2 py-1 font-medium text-slate-900')}>
        {lead.render(r)}
      </th>
      {columns.map((c) => (
        <td
          key={c.key}
          className={cn(
            'whitespace-nowrap px-1.5 py-1 tabular-nums',
            c.align === 'left' ? 'text-left' : 'text-right',
            c.strong ? 'font-bold text-slate-900' : 'text-slate-700',
            c.hideOnPhone && 'hidden sm:table-cell',
          )}
        >
          {cellText(r, c)}
        </td>
      ))}
    </tr>
  );

  return (
    <div className={cn('relative', className)} data-testid={testId}>
      <div
        ref={cue.ref}
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-[min(80vh,44rem)] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-rink-500"
      >
        {/* The last column keeps clear of the box's rounded edge from sm (phones need every pixel for the numbers). */}
        <table className="w-full border-separate border-spacing-0 text-[13px] sm:text-sm sm:[&_tr>*:last-child]:pr-3">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-20">
            <tr>
              {sortable && lead.value ? (
                <StatSortHeader
                  columnKey="lead"
                  label={lead.label}
                  title={lead.label}
                  sort={sort}
                  onSort={onSort}
                  align="left"
                  className={cn(pinned, th, leadWidth, pinShadow, 'z-30 border-b border-slate-200')}
                />
              ) : (
                <th scope="col" className={cn(pinned, th, leadWidth, pinShadow, 'z-30 border-b border-slate-200 px-2')}>
                  {lead.label}
                </th>
              )}
              {columns.map((c) =>
                sortable && c.sortable !== false ? (
                  <StatSortHeader
                    key={c.key}
                    columnKey={c.key}
                    label={c.label}
                    title={c.title}
                    sort={sort}
                    onSort={onSort}
                    align={c.align}
                    className={cn(th, 'border-b border-slate-200', c.hideOnPhone && 'hidden sm:table-cell')}
                  />
                ) : (
                  <th
                    key={c.key}
                    scope="col"
                    className={cn(
                      th,
                      'border-b border-slate-200 px-1.5',
                      c.align === 'left' ? 'text-left' : 'text-right',
                      c.hideOnPhone && 'hidden sm:table-cell',
                    )}
                  >
                    <abbr title={c.title} className="no-underline">
                      {c.label}
                    </abbr>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="[&>tr:last-child>*]:border-b-0">{sorted.map((r) => row(r, false))}</tbody>
          {footer && footer.length > 0 && (
            <tfoot className="[&>tr:first-child>*]:border-t-2 [&>tr:first-child>*]:border-slate-200 [&>tr:last-child>*]:border-b-0">
              {footer.map((r) => row(r, true))}
            </tfoot>
          )}
        </table>
      </div>
      <div
        aria-hidden="true"
        data-testid="scroll-cue"
        data-visible={cue.right}
        className={cn(
          'pointer-events-none absolute inset-y-px right-px w-8 rounded-r-xl bg-gradient-to-l from-slate-900/15 to-transparent transition-opacity',
          cue.right ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
