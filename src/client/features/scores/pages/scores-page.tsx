import { CalendarX } from 'lucide-react';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { parseDateOnly } from '#shared/domain/format';
import { compareNhlFirst } from '#shared/domain/levels';
import { PageHeader } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useScoreboardGames } from '../api/get-games';
import { useAllLeagues as useLeagues } from '#client/lib/queries/all-leagues';
import { GameCard, GameCardSkeleton } from '../components/game-card';
import { LeagueInfoCard, QuickNavigation } from '../components/scores-sidebar';
import { ScoresToolbar } from '../components/scores-toolbar';
import { useScoresParams } from '../lib/use-scores-params';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { TopBannerAd } from '../../ads';

const SKELETONS = 5; // §9

export default function ScoresPage() {
  const { date, leagueId, today, update } = useScoresParams();
  const tz = useReaderZone();
  const games = useScoreboardGames({ date, leagueId, tz });
  const leaguesQuery = useLeagues();
  const leagues = useMemo(() => {
    // The NHL leads every league list on the site (§4); the rest stay alphabetical.
    return [...(leaguesQuery.data ?? [])].sort((a, b) => compareNhlFirst(a.name, b.name));
  }, [leaguesQuery.data]);
  const league = leagueId === null ? null : (leagues.find((l) => l.id === leagueId) ?? null);
  const day = parseDateOnly(date) ?? new Date();
  const list = games.data ?? [];

  return (
    <>
      <PageHeader title="Hockey Scores" subtitle={`Results, live games and schedules for ${format(day, 'EEEE, MMMM d, yyyy')}.`} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <TopBannerAd className="mb-0 mt-4 sm:mt-6" />
      </div>
      {/* Phones read toolbar, games, then the sidebar (data first); wide screens put the sidebar on the right. */}
      <div className="mx-auto grid max-w-7xl items-start gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr] lg:gap-x-6">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ScoresToolbar date={date} today={today} leagueId={leagueId} leagues={leagues} onChange={update} />
        </div>
        <aside className="order-last space-y-4 lg:order-none lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Scores sidebar">
          <QuickNavigation date={date} today={today} onSelect={(d) => update({ date: d })} />
          {leagueId !== null && (league || leaguesQuery.isPending) && (
            <LeagueInfoCard leagueId={leagueId} name={league?.name} gameCount={games.data ? games.data.length : null} />
          )}
        </aside>
        {/* On phones the sidebar follows the games: a screen's height kept for them means the reader's day
            replacing the venues' day the server rendered (or a live refresh) never pushes the sidebar out of view. */}
        <section
          className="min-w-0 max-lg:min-h-svh lg:col-start-1 lg:row-start-2"
          aria-label="Games"
          aria-busy={games.isPending || games.isPlaceholderData}
        >
          {games.isPending ? (
            <div role="status" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading games">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <GameCardSkeleton key={i} />
              ))}
            </div>
          ) : games.isError ? (
            <QueryError what="the games" query={games} title="Failed to fetch games" />
          ) : list.length === 0 ? (
            <EmptyState
              icon={CalendarX}
              title="No Games Found"
              description={`No games are scheduled ${league ? `in the ${league.name} ` : ''}on ${format(day, 'MMMM d, yyyy')}. Try another day or league.`}
            />
          ) : (
            <>
              <h2 className="mb-3 text-sm font-medium text-slate-600">
                <strong className="font-semibold text-slate-900">{list.length}</strong> {list.length === 1 ? 'game' : 'games'} on{' '}
                {format(day, 'MMM d, yyyy')}
              </h2>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((g) => (
                  <GameCard key={g.id} game={g} />
                ))}
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}
