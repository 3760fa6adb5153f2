import type { ReactNode } from 'react';

/** A titled bullet list of stored text; renders nothing when the list is empty. */
export function TextList({ title, items, icon }: { title: string; items: string[]; icon?: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {icon}
        {title}
      </h3>
      <ul className="space-y-1.5">
        {items.map((t) => (
          <li key={t} className="flex gap-2 text-sm text-slate-800">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-rink-500" />
            {t}
          </li>
        ))}
      </ul>
    </section>
  );
}
