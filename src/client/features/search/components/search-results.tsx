import { links } from '#shared/routes/routes';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { SearchResults as Results } from '#shared/schemas/search';
import { EmptyState } from '#client/components/ui/states';
import { cn } from '#client/lib/cn';
import { groupHits } from '../api/get-search';
import { Highlight } from './highlight';
import { HIT_TYPE_LABEL, SearchHitIcon } from './search-hit-icon';

/** A group longer than this takes the page's width, its hits in two columns from lg. */
const LONG = 6;

/**
 * The groups, balanced at every width (issue 28): a long group spans the page with its hits in columns, the short
 * ones pair up beside each other (an odd one out takes the width), so no list stands beside a blank card.
 */
export function SearchResultsList({ data, shown }: { data: Results; shown: number }) {
  const { groups, flat } = groupHits(data);
  if (flat.length === 0) {
    return <EmptyState title="No results found" description={`Nothing matches “${data.q}”. Check the spelling or try a shorter name.`} />;
  }
  const short = groups.filter((g) => g.hits.length <= LONG);
  const lastShort = short.length % 2 === 1 ? short[short.length - 1]!.key : null;
  return (
    // minmax(0, 1fr) and min-w-0: a long name truncates instead of widening the column past a phone's screen.
    <div className="grid grid-flow-row-dense grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      {groups.map((g) => {
        const long = g.hits.length > LONG;
        const hits = g.hits.slice(0, shown);
        const hasMore = g.hits.length > shown;
        return (
          <section
            key={g.key}
            aria-labelledby={`results-${g.key}`}
            data-testid={`results-${g.key}`}
            className={cn(
              'min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm',
              (long || g.key === lastShort) && 'lg:col-span-2',
            )}
          >
            <h2
              id={`results-${g.key}`}
              className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-base font-bold text-slate-900"
            >
              {g.label}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                {hits.length}
                {hasMore && '+'}
              </span>
            </h2>
            <ul className={cn('divide-y divide-slate-100', long && 'lg:grid lg:grid-cols-2 lg:gap-x-6 lg:divide-y-0 xl:grid-cols-3')}>
              {hits.map((hit) => (
                <li key={`${hit.type}-${hit.id}`} className={cn(long && 'lg:border-b lg:border-slate-100')}>
                  <Link to={hit.url} className="flex items-center gap-3 px-5 py-2.5 hover:bg-rink-50/60">
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
            {hasMore && (
              <Link
                to={links.search(data.q, true)}
                className="flex items-center justify-center gap-1 border-t border-slate-100 px-5 py-2.5 text-sm font-semibold text-rink-700 hover:bg-rink-50/60"
              >
                Show more {g.label.toLowerCase()}
                <ChevronDown className="size-4" aria-hidden="true" />
              </Link>
            )}
          </section>
        );
      })}
    </div>
  );
}
