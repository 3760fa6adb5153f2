import type { ReactNode } from 'react';

/** One header cell: its label and the classes that hide it on narrow screens or align it. */
export type Column = { label: string; className: string };

/**
 * The dense table of the paged admin lists (facilities, players, games): a header row whose lower-value
 * columns appear as the screen widens, an unlabelled actions column at the end, and the rows.
 */
export function ResourceTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.className}>
                {c.label}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
