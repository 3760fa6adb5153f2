import type { ReactNode } from 'react';
import { AlertTriangle, SearchX, type LucideIcon } from 'lucide-react';

/**
 * Empty result with the exact §8 title and an optional action (e.g. Clear Filters). The icon says which kind
 * of empty: nothing matched (the default), nothing yet, or a choice still to make.
 */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = SearchX,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {action}
    </div>
  );
}

export function ErrorState({ title = 'Something went wrong', message, action }: { title?: string; message?: string; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <AlertTriangle className="size-9 text-red-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      {message && <p className="max-w-md break-words text-sm text-red-800">{message}</p>}
      {action}
    </div>
  );
}
