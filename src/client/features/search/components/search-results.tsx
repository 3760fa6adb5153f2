import { Link } from 'react-router';
import type { SearchResults as Results } from '../../../../shared/schemas/search';
import { EmptyState } from '../../../components/ui/states';
import { groupHits } from '../api/get-search';
import { SearchHitIcon } from './search-hit-icon';

export function SearchResultsList({ data }: { data: Results }) {
  const { groups, flat } = groupHits(data);
  if (flat.length === 0) {
    return <EmptyState title="No results found" description={`Nothing matches “${data.q}”. Check the spelling or try a shorter name.`} />;
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`results-${g.key}`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <h2 id={`results-${g.key}`} className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-base font-bold text-slate-900">
            {g.label}<span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{g.hits.length}</span>
          </h2>
          <ul className="divide-y divide-slate-100">
            {g.hits.map((hit) => (
              <li key={`${hit.type}-${hit.id}`}>
                <Link to={hit.url} className="flex items-center gap-3 px-5 py-3 hover:bg-rink-50/60">
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-rink-50 text-rink-700"><SearchHitIcon type={hit.type} className="size-4" /></span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{hit.title}</span>
                    {hit.subtitle && <span className="block truncate text-sm text-slate-500">{hit.subtitle}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
