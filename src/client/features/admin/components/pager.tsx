import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** Offset pagination for the big tables (players, games, facilities, activity). */
export function Pager({
  offset,
  limit,
  total,
  onChange,
  busy,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  busy?: boolean;
}) {
  if (total === 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        <span className="font-semibold tabular-nums text-slate-900">
          {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')}
        </span>
        {' of '}
        <span className="tabular-nums">{total.toLocaleString('en-US')}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={busy || offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={busy || to >= total} onClick={() => onChange(offset + limit)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
