import { Link } from 'react-router';
import type { SearchResults as Results } from '#shared/schemas/search';
import { EmptyState } from '#client/components/ui/states';
import { groupHits } from '../api/get-search';
import { Highlight } from './highlight';
import { HIT_TYPE_LABEL, SearchHitIcon } from './search-hit-icon';

export function SearchResultsList({ data }: { data: Results }) {
  const { groups, flat } = groupHits(data);
  if (flat.length === 0) {
    return <EmptyState title="No results found" description={`Nothing matches “${data.q}”. Check the spelling or try a shorter name.`} />;
  }
  return (
    // minmax(0, 1fr) and min-w-0: a long name truncates instead of widening the column past a phone's screen.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
      {groups.map((g) => (
        <section
          key={g.key}
          aria-labelledby={`results-${g.key}`}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <h2
            id={`results-${g.key}`}
            className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-base font-bold text-slate-900"
          >
            {g.label}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{g.hits.length}</span>
          </h2>
          <ul className="divide-y divide-slate-100">
            {g.hits.map((hit) => (
              <li key={`${hit.type}-${hit.id}`}>
                <Link to={hit.url} className="flex items-center gap-3 px-5 py-3 hover:bg-rink-50/60">
                  <SearchHitIcon hit={hit} size="md" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">
                      <Highlight text={hit.title} query={data.q} />
                    </span>
                    <span className="block truncate text-sm text-slate-500">
                      {HIT_TYPE_LABEL[hit.type]}
                      {hit.subtitle && ` · ${hit.subtitle}`}
                    </span>
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
