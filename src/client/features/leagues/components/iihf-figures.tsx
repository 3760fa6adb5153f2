import { Globe2 } from 'lucide-react';

// §9 fixed figures of the IIHF tab.
const FIGURES = [
  { label: 'Member nations', value: 84 },
  { label: 'Full members', value: 60 },
  { label: 'Associate members', value: 23 },
  { label: 'Affiliate member', value: 1 },
];

export function IihfFigures() {
  return (
    <section aria-labelledby="iihf-title" className="mb-4 rounded-xl border border-rink-200 bg-gradient-to-br from-rink-50 to-white p-4">
      <h2 id="iihf-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Globe2 aria-hidden="true" className="size-5 text-rink-600" />
        International Ice Hockey Federation
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The world governing body of ice hockey: 84 member nations, 60 full members and 24 associate or affiliate members.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.label} className="flex flex-col-reverse rounded-lg bg-white px-3 py-2 ring-1 ring-rink-100">
            <dt className="text-xs text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-rink-700">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
