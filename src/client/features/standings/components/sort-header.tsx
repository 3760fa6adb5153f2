import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { StandingsSort, StandingsSortColumn } from '../../../../shared/domain/standings';
import { cn } from '../../../lib/cn';

type Props = {
  column: StandingsSortColumn;
  label: string;
  title: string;
  sort: StandingsSort;
  onSort: (column: StandingsSortColumn) => void;
  className?: string;
  align?: 'left' | 'right';
};

/** A column header that sorts; aria-sort tells screen readers the current order. */
export function SortHeader({ column, label, title, sort, onSort, className, align = 'right' }: Props) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button type="button" onClick={() => onSort(column)} title={title}
        className={cn('inline-flex w-full items-center gap-0.5 rounded px-1 py-1 font-semibold uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-rink-500',
          align === 'right' ? 'justify-end' : 'justify-start', active ? 'text-rink-700' : 'text-slate-500')}>
        <abbr title={title} className="no-underline">{label}</abbr>
        <Icon className={cn('size-3 shrink-0', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}
