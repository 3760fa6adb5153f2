import { QueryError } from '#client/components/query-error';
import { Trophy } from 'lucide-react';
import type { Season } from '#shared/schemas/season';
import { SeasonSelect } from '#client/components/stat-table/season-select';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiStatus } from '#client/lib/api';
import { useLeaders } from '../api/get-leaders';
import { LeaderCard } from './leader-card';

/** The league page's Leaders tab: top ten per category of the chosen season (default: the current one). */
export function LeagueLeaders({
  leagueId,
  seasons,
  seasonId,
  onSeason,
}: {
  leagueId: number;
  seasons: Season[];
  seasonId: number | null;
  onSeason: (seasonId: number) => void;
}) {
  const q = useLeaders(leagueId, seasonId);
  const shown = q.data?.season ?? null;
  let body: React.ReactNode;
  if (q.isPending)
    body = (
      <div role="status" aria-busy="true" aria-label="Loading leaders" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    );
  else if (q.isError)
    body =
      apiStatus(q.error) === 404 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
          This league has no season on record yet.
        </p>
      ) : (
        <QueryError what="league leaders" query={q} />
      );
  else if (q.data.categories.every((c) => c.leaders.length === 0))
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
        <Trophy className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-600">No box scores recorded for {q.data.season.name} yet.</p>
      </div>
    );
  else
    body = (
      <>
        <div
          className={
            q.isPlaceholderData ? 'grid gap-4 opacity-60 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'
          }
        >
          {q.data.categories.map((c) => (
            <LeaderCard key={c.stat} stat={c.stat} leaders={c.leaders} />
          ))}
        </div>
        <p className="text-xs text-slate-500">
          Goalies qualify for GAA and SV% with at least {q.data.goalieMinGames} game{q.data.goalieMinGames === 1 ? '' : 's'} played. Ties
          share a rank.
        </p>
      </>
    );
  return (
    <div className="space-y-4" data-testid="league-leaders">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{shown ? `${shown.name} Leaders` : 'League Leaders'}</h2>
        <SeasonSelect
          id="leaders-season"
          seasons={seasons.map((s) => ({ id: s.id, name: s.name }))}
          value={seasonId ?? shown?.id ?? null}
          onChange={onSeason}
        />
      </div>
      {body}
    </div>
  );
}
