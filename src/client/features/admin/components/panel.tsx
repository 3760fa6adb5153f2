import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/** A white card section with a title row and optional actions (used by every tab). */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="text-xs text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** Loading rows for tables. */
export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-2 p-4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} data-testid="skeleton" className="h-9 animate-pulse rounded-md bg-slate-100" />
      ))}
    </div>
  );
}
