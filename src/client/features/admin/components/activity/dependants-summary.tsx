import type { AuditEntry } from '../../api/audit';

type Dependants = {
  removed: { table: string; rows: unknown[] }[];
  cleared: { table: string; column: string; ids: number[] }[];
};

const words = (s: string) =>
  s
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** "1 season", "2 standings adjustments" from a table name. */
export const rowCount = (n: number, table: string) => {
  const plural = words(table).replace(/^standing /, 'standings ');
  return `${n} ${n === 1 ? plural.replace(/ies$/, 'y').replace(/s$/, '') : plural}`;
};

/** What a cascaded delete also did, from the rows its audit entry keeps (issue 18). */
export function DependantsSummary({ entry }: { entry: AuditEntry }) {
  const d = (entry.after as { dependants?: Dependants } | null)?.dependants;
  if (entry.action !== 'delete' || !d) return null;
  const removed = d.removed.map((r) => rowCount(r.rows.length, r.table));
  const cleared = d.cleared.map((c) => `${rowCount(c.ids.length, c.table)} (${words(c.column.replace(/Id$/, ''))})`);
  return (
    <p className="mb-2 text-xs text-slate-700">
      {removed.length > 0 && <>Also deleted: {removed.join(', ')}. </>}
      {cleared.length > 0 && <>Reference cleared on: {cleared.join(', ')}.</>}
    </p>
  );
}
