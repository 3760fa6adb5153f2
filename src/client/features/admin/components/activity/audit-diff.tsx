import type { AuditEntry } from '../../api/audit';
import { gameEventText } from '../../lib/audit-text';

// Bookkeeping columns change on every write and say nothing to a reader.
const NOISE = new Set(['updatedAt', 'createdAt', 'searchText', 'nameFolded']);
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Which fields an entry touched: before → after for updates, the values for create/delete. */
export function diffRows(e: AuditEntry): { field: string; before?: string; after?: string }[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !NOISE.has(k) && k !== 'id');
  if (e.action === 'update') {
    return keys
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => ({ field: k, before: show(before[k]), after: show(after[k]) }));
  }
  const src = e.action === 'delete' ? before : after;
  return keys
    .filter((k) => src[k] !== null && src[k] !== undefined)
    .map((k) => (e.action === 'delete' ? { field: k, before: show(src[k]) } : { field: k, after: show(src[k]) }));
}

/** A short name for the changed record (name, or first + last name). */
export function recordName(e: AuditEntry): string {
  // A cascaded delete keeps what else it touched in `after`; the record itself is `before`.
  const r = ((e.action === 'delete' ? e.before : (e.after ?? e.before)) ?? {}) as Record<string, unknown>;
  // A live event's id is a device-made UUID: what happened says more (issue 39 item 7).
  if (e.entity === 'game_event') return gameEventText(r) ?? `#${e.entityId ?? '?'}`;
  if (typeof r.name === 'string') return r.name;
  if (typeof r.firstName === 'string') return `${r.firstName} ${String(r.lastName ?? '')}`.trim();
  if (typeof r.gameDate === 'string') return `#${e.entityId ?? '?'} of ${r.gameDate}`;
  return `#${e.entityId ?? '?'}`;
}

export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry);
  if (!rows.length) return <p className="text-xs text-slate-500">No field changes.</p>;
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs">
      {rows.map((r) => (
        <div key={r.field} className="contents">
          <dt className="font-mono text-slate-500">{r.field}</dt>
          <dd className="min-w-0 break-words">
            {r.before !== undefined && <del className="rounded bg-red-50 px-1 text-red-800 decoration-red-400">{r.before}</del>}
            {r.before !== undefined && r.after !== undefined && (
              <>
                <span className="mx-1 text-slate-400" aria-hidden="true">
                  →
                </span>
                <span className="sr-only">changed to</span>
              </>
            )}
            {r.after !== undefined && <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline">{r.after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
