import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { id: string; title: string; subtitle?: string | null; more?: { to: string; label: string }; children: ReactNode };

/** One block of the league overview: a heading, an optional "see all" link, its content. */
export function OverviewPanel({ id, title, subtitle, more, children }: Props) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-extrabold text-slate-900 sm:text-lg">
            {title}
          </h2>
          {subtitle && <p className="text-xs text-slate-500">{subtitle}</p>}
        </div>
        {more && (
          <Link
            to={more.to}
            className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
          >
            {more.label} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
