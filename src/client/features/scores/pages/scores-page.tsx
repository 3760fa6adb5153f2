import { CalendarX } from 'lucide-react';
import { formatDate } from '#shared/domain/dates/date-pattern';
import { useMemo } from 'react';
import { parseDateOnly } from '#shared/domain/dates/format';
import { compareLeagues } from '#shared/domain/directory/league-order';
import { inStartOrder } from '#shared/domain/games/game-order';
import { PageHeader } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useGameSummaries } from '../api/get-game-summaries';
import { useScoreboardGames } from '../api/get-games';
import { useAllLeagues as useLeagues } from '#client/lib/queries/all-leagues';
import { GameCard, GameCardSkeleton } from '../components/game-card';
import { LeagueInfoCard, QuickNavigation } from '../components/scores-sidebar';
import { ScoresToolbar } from '../components/scores-toolbar';
import { useScoresParams } from '../lib/use-scores-params';
import { TopBannerAd } from '../../ads';

const SKELETONS = 5; // §9

export default function ScoresPage() {
  const { date, leagueId, today, update } = useScoresParams();
  // Issue 28: a game belongs to its schedule date (the venue's day, as leagues publish it); each card gives
  // its start in the reader's zone with the zone named.
  const games = useScoreboardGames({ date, leagueId, tz: null });
  const leaguesQuery = useLeagues();
  const leagues = useMemo(() => {
    // The NHL leads every league list on the site (§4); the rest stay alphabetical.
    return [...(leaguesQuery.data ?? [])].sort((a, b) => compareLeagues(a, b));
  }, [leaguesQuery.data]);
  const league = leagueId === null ? null : (leagues.find((l) => l.id === leagueId) ?? null);
  const day = parseDateOnly(date) ?? new Date();
  // Puck-drop order for every reader (issue 39 item 7): the API's order is the venues' clock strings.
  const list = useMemo(() => inStartOrder(games.data ?? []), [games.data]);
  const summaries = useGameSummaries(
    list.map((g) => g.id),
    list.some((g) => g.status === 'live'),
  );

  return (
    <>
      <PageHeader title="Hockey Scores" subtitle={`Results, live games and schedules for ${formatDate(day, 'EEEE, MMMM d, yyyy')}.`} />
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
        {/* On phones the sidebar follows the games. The list is the schedule date's, the same on the server and
            after hydration, so no screen's height is held for it (that left a blank screen under a two-game day). */}
        <section
          className="min-w-0 lg:col-start-1 lg:row-start-2"
          aria-label="Games"
          aria-busy={games.isPending || games.isPlaceholderData}
        >
          {games.isPending ? (
            <div role="status" className="grid gap-2 xl:grid-cols-2 xl:gap-3" aria-label="Loading games">
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
              description={`No games are scheduled ${league ? `in the ${league.name} ` : ''}on ${formatDate(day, 'MMMM d, yyyy')}. Try another day or league.`}
            />
          ) : (
            <>
              <h2 className="mb-3 text-sm font-medium text-slate-600">
                <strong className="font-semibold text-slate-900">{list.length}</strong> {list.length === 1 ? 'game' : 'games'} on{' '}
                {formatDate(day, 'MMM d, yyyy')}
              </h2>
              <div className="grid gap-2 xl:grid-cols-2 xl:gap-3">
                {list.map((g) => (
                  <GameCard key={g.id} game={g} summary={summaries.get(g.id)} />
                ))}
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}
