import { AlertTriangle, Loader2 } from 'lucide-react';

/** Centred spinner filling the reserved box (config loading, iframe loading). */
export function AdSpinner({ label = 'Loading advertisement' }: { label?: string }) {
  return (
    <div role="status" className="absolute inset-0 flex items-center justify-center bg-slate-50">
      <Loader2 className="size-5 animate-spin text-slate-400" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** §8 ad error boxes ("Ad Error" / "Ad Loading Error"); they keep the slot's exact size. */
export function AdErrorBox({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 flex items-center justify-center gap-2 overflow-hidden rounded-md border border-red-200 bg-red-50 px-3 text-center text-red-800"
    >
      <AlertTriangle className="size-4 shrink-0 text-red-500" aria-hidden="true" />
      <div className="min-w-0 leading-tight">
        <p className="text-xs font-semibold">{title}</p>
        <p className="truncate text-[11px]">{message}</p>
      </div>
    </div>
  );
}

/** §4: what an empty or failed iframe ad leaves behind. */
export function AdUnavailableBox() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 text-center leading-tight text-slate-500">
      <p className="text-[11px] font-semibold uppercase tracking-wide">Advertisement</p>
      <p className="text-[11px]">Content not available</p>
    </div>
  );
}
