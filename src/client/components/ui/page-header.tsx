import type { ReactNode } from 'react';

/** The dark hero band at the top of each directory screen: slim on a phone, so the data starts on the first screen. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-10">
        <h1 className="text-xl font-bold sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 max-w-2xl text-sm text-rink-100 sm:mt-2 sm:text-base">{subtitle}</p>}
        {children && <div className="mt-3 sm:mt-5">{children}</div>}
      </div>
    </section>
  );
}

/** Headline figures (e.g. total leagues / countries / showing). */
export function StatPills({ items }: { items: { label: string; value: number | string }[] }) {
  return (
    <dl className="flex flex-wrap gap-2 sm:gap-3">
      {items.map((it) => (
        <div key={it.label} className="rounded-lg bg-white/10 px-3 py-1 ring-1 ring-white/15 sm:px-4 sm:py-2">
          <dt className="text-[11px] uppercase tracking-wide text-rink-200 sm:text-xs">{it.label}</dt>
          <dd className="text-lg font-bold tabular-nums sm:text-xl">
            {typeof it.value === 'number' ? it.value.toLocaleString('en-US') : it.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
