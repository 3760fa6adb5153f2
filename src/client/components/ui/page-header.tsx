import type { ReactNode } from 'react';

/** The dark hero band at the top of each directory screen. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-sm text-rink-100 sm:text-base">{subtitle}</p>}
        {children && <div className="mt-5">{children}</div>}
      </div>
    </section>
  );
}

/** Headline figures (e.g. total leagues / countries / showing). */
export function StatPills({ items }: { items: { label: string; value: number | string }[] }) {
  return (
    <dl className="flex flex-wrap gap-3">
      {items.map((it) => (
        <div key={it.label} className="rounded-lg bg-white/10 px-4 py-2 ring-1 ring-white/15">
          <dt className="text-xs uppercase tracking-wide text-rink-200">{it.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{typeof it.value === 'number' ? it.value.toLocaleString('en-US') : it.value}</dd>
        </div>
      ))}
    </dl>
  );
}
