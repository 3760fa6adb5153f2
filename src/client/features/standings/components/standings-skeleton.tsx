import { Skeleton } from '#client/components/ui/skeleton';

const ROWS = 10; // §9

export function StandingsSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading standings"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="h-10 border-b border-slate-200 bg-slate-50" />
      {Array.from({ length: ROWS }, (_, i) => (
        <div
          key={i}
          data-testid="standings-skeleton-row"
          className="flex items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-0"
        >
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 w-32 sm:w-48" />
          <Skeleton className="ml-auto h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
