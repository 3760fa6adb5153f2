import type { ReactNode } from 'react';
import { RinkArt } from './rink-art';

/** Shared hero band for the directory and products pages. */
export function MarketingHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <RinkArt className="absolute inset-0 -z-10 h-full w-full text-white/10 opacity-40" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-bold uppercase tracking-wider text-rink-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-black leading-tight sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-base text-slate-300 sm:text-lg">{children}</div>
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}

export function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-bold uppercase tracking-wider text-rink-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold text-slate-900">
        {title}
      </h2>
    </div>
  );
}
