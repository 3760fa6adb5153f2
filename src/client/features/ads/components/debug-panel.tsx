import type { DebugPanelPosition } from '#shared/domain/ads/ad-slots';
import { cn } from '#client/lib/cn';
import type { AdDebugRecord } from '../lib/debug-record';

const CORNER: Record<DebugPanelPosition, string> = {
  'top-left': 'left-3 top-20',
  'top-right': 'right-3 top-20',
  'bottom-left': 'bottom-3 left-3',
  'bottom-right': 'bottom-3 right-3',
};
const STATUS_TONE: Record<string, string> = {
  loaded: 'bg-emerald-100 text-emerald-800',
  loading: 'bg-amber-100 text-amber-800',
  error: 'bg-red-100 text-red-800',
  'not-rendered': 'bg-slate-200 text-slate-700',
};

/** §2.17 floating debug panel: one §3 debug record per rendered slot. */
export function DebugPanel({ position, records }: { position: DebugPanelPosition; records: [string, AdDebugRecord][] }) {
  return (
    <section
      aria-label="Ad debug panel"
      data-debug-position={position}
      className={cn(
        'fixed z-40 max-h-[70vh] w-72 overflow-auto rounded-xl bg-navy-950/95 p-3 text-xs text-slate-100 shadow-2xl ring-1 ring-white/10',
        CORNER[position],
      )}
    >
      <h2 className="mb-2 text-sm font-semibold text-white">Ad debug</h2>
      {records.length === 0 && <p className="text-slate-300">No slot has reported yet.</p>}
      <div className="grid gap-2">
        {records.map(([label, r]) => (
          <dl key={label} data-debug-record={label} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 rounded-lg bg-white/5 p-2">
            <dt className="col-span-2 mb-1 flex items-center justify-between font-semibold text-white">
              {label}
              <span className={cn('rounded px-1.5 py-0.5 text-[10px] font-semibold', STATUS_TONE[r.status] ?? STATUS_TONE['not-rendered'])}>
                {r.status}
              </span>
            </dt>
            <Row k="slot" v={r.slot} />
            <Row k="strategy" v={r.strategy} />
            <Row k="dimensions" v={`${r.dimensions.width}x${r.dimensions.height}`} />
            <Row k="loadTime" v={r.loadTime === null ? '—' : `${r.loadTime} ms`} />
            <Row k="htmlCodeLength" v={String(r.htmlCodeLength)} />
            <Row k="scriptCount" v={String(r.scriptCount)} />
            <Row k="errorMessage" v={r.errorMessage ?? '—'} />
          </dl>
        ))}
      </div>
    </section>
  );
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <>
      <dt className="text-slate-400">{k}</dt>
      <dd className="break-all font-mono text-slate-100">{v}</dd>
    </>
  );
}
