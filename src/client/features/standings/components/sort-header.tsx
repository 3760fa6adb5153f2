import type { ReactNode } from 'react';
import type { StandingsSort, StandingsSortColumn } from '#shared/domain/standings/standings';
import { StatSortHeader } from '#client/components/stat-table/stat-sort-header';

type Props = {
  column: StandingsSortColumn;
  label: ReactNode;
  title: string;
  sort: StandingsSort;
  onSort: (column: StandingsSortColumn) => void;
  className?: string;
  align?: 'left' | 'right';
  quietIcon?: boolean;
};

/** The standings table's sortable header: the stats tables' header, speaking the standings sort. */
export function SortHeader({ column, sort, onSort, ...rest }: Props) {
  return (
    <StatSortHeader {...rest} columnKey={column} sort={{ key: sort.column, direction: sort.direction }} onSort={() => onSort(column)} />
  );
}
