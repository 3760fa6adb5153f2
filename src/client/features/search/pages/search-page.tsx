import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { Skeleton } from '#client/components/ui/skeleton';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { MIN_QUERY_LENGTH, useSearch } from '../api/get-search';
import { SearchResultsList } from '../components/search-results';

/** Hits a group shows, and with `?more=1` (its "Show more"); the API's most is 50 a group. */
const SHOWN = 20;
const MORE = 50;

/** /search?q=: every group with up to 20 hits, ranked by the server; one more is asked to know if there are more. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const more = params.get('more') === '1';
  const search = useSearch(q, more ? MORE : SHOWN + 1);
  const tooShort = q.length < MIN_QUERY_LENGTH;

  return (
    <>
      <PageHeader
        title={q ? `Search results for “${q}”` : 'Search'}
        subtitle="Players, teams, leagues and facilities, matched by name even with accents or small typos."
      >
        <form
          role="search"
          action="/search"
          className="flex max-w-xl gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const value = String(new FormData(e.currentTarget).get('q') ?? '').trim();
            setParams(value ? { q: value } : {});
          }}
        >
          <input
            key={q}
            name="q"
            type="search"
            defaultValue={q}
            // Opened empty (the phone header's search link): the field is what the reader came for.
            autoFocus={!q}
            aria-label="Search the directory"
            placeholder="Search players, teams..."
            className="h-11 min-w-0 flex-1 rounded-lg border border-white/20 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-rink-300"
          />
          <Button type="submit" size="lg" className="h-11">
            <Search />
            Search
          </Button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {tooShort ? (
          <EmptyState icon={Search} title="Type at least 2 characters" description="Search by player, team, league or facility name." />
        ) : search.isError ? (
          <QueryError what="the search results" query={search} title="Search failed" />
        ) : !search.data || search.isPlaceholderData ? (
          <div className="grid gap-8 lg:grid-cols-2" role="status" aria-busy="true" aria-label="Loading results">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-56 rounded-2xl" />
            ))}
          </div>
        ) : (
          <SearchResultsList data={search.data} shown={more ? MORE : SHOWN} />
        )}
      </div>
    </>
  );
}
