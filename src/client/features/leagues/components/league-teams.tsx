import { Link } from 'react-router';
import { LoadMore } from '#client/components/ui/load-more';
import { Skeleton } from '#client/components/ui/skeleton';
import { QueryError } from '#client/components/query-error';
import { useLeagueTeams } from '../api/get-league-teams';
import { links } from '#shared/routes/routes';

const swatch = (c: string | null) => (c && /^#[0-9a-f]{6}$/i.test(c) ? c : '#0b3b6d');

/** The league's real teams (paged), each linking to its team page. */
export function LeagueTeams({ leagueId }: { leagueId: number }) {
  const q = useLeagueTeams(leagueId);
  if (q.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  if (q.isError) return <QueryError what="the league's teams" query={q} />;
  const items = q.data.pages.flatMap((p) => p.items);
  const total = q.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <p className="text-sm text-slate-600">No teams in this league yet.</p>;
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Teams">
        {items.map((t) => (
          <li key={t.id}>
            <Link
              to={links.team(t.id)}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:border-rink-300 hover:bg-rink-50"
            >
              <span aria-hidden="true" className="h-8 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: swatch(t.primaryColor) }} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{t.name}</span>
                <span className="block truncate text-xs text-slate-500">{[t.city, t.division].filter(Boolean).join(' · ')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {total > items.length && (
        <LoadMore
          shown={items.length}
          total={total}
          hasMore={q.hasNextPage}
          loading={q.isFetchingNextPage}
          onLoadMore={() => void q.fetchNextPage()}
          noun="teams"
        />
      )}
    </>
  );
}
