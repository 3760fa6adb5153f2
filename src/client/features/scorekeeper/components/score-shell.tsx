import type { ReactNode } from 'react';

/** The scorekeeper's screens: one column, big type and targets for a thumb at the rink. */
export function ScoreShell({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 px-4 py-6 text-white">
        <div className="mx-auto max-w-md">
          <p className="text-xs font-semibold uppercase tracking-widest text-rink-300">{eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold">{title}</h1>
        </div>
      </section>
      <div className="mx-auto max-w-md px-4 py-6">{children}</div>
    </div>
  );
}
