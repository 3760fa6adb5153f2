import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortState } from '../../lib/sort-rows';
import { cn } from '../../lib/cn';

type Props = {
  columnKey: string;
  label: ReactNode;
  title: string;
  sort: SortState | null;
  onSort: (key: string) => void;
  className?: string;
  align?: 'left' | 'right';
  /** Phones show only the active column's arrow, so a table fits 320 px without scrolling sideways. */
  quietIcon?: boolean;
};

/** A header that sorts its column; aria-sort tells screen readers the current order. */
export function StatSortHeader({ columnKey, label, title, sort, onSort, className, align = 'right', quietIcon = false }: Props) {
  const active = sort?.key === columnKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('p-0 font-semibold', className)}
    >
      <button
        type="button"
        onClick={() => onSort(columnKey)}
        title={title}
        className={cn(
          'inline-flex min-h-7 min-w-7 w-full items-center gap-0.5 rounded px-1.5 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-rink-500',
          align === 'right' ? 'justify-end' : 'justify-start',
          active ? 'text-rink-700' : 'text-slate-500',
        )}
      >
        <abbr title={title} className="no-underline">
          {label}
        </abbr>
        <Icon className={cn('size-3 shrink-0', !active && 'opacity-40', !active && quietIcon && 'hidden sm:block')} aria-hidden="true" />
      </button>
    </th>
  );
}
