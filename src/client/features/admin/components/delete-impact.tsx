import { Ban, Trash2, Unlink } from 'lucide-react';
import type { DeleteReferences } from '#shared/schemas/delete-guard';
import { cn } from '#client/lib/cn';

const LOOK = {
  delete: { icon: Trash2, tone: 'text-red-600', verb: 'Deleted with it' },
  clear: { icon: Unlink, tone: 'text-amber-600', verb: 'Kept' },
  block: { icon: Ban, tone: 'text-slate-700', verb: 'Blocks the delete' },
} as const;

/** What a delete would touch, one line per referencing table, as the server counted it. */
export function DeleteImpact({ refs }: { refs: DeleteReferences }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm" aria-label="Records that use it">
      {refs.references.map((r) => {
        const { icon: Icon, tone, verb } = LOOK[r.effect];
        return (
          <li key={`${r.table}.${r.column}`} className={cn('flex items-start gap-2.5 px-3 py-2', r.effect === 'block' && 'bg-red-50/60')}>
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', tone)} />
            <span className="min-w-0">
              <span className="font-semibold tabular-nums text-slate-900">{r.label}</span>
              <span className="sr-only"> ({verb})</span>
              <span className="block text-xs text-slate-600">{r.note}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
