import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { scoreboardLabel } from '#shared/domain/games/game-status';
import { gameClock } from '#shared/domain/games/game-clock';
import { toDateOnly } from '#shared/domain/dates/format';
import { inLeagueThenStartOrder } from '#shared/domain/games/game-order';
import type { Game } from '#shared/schemas/game';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { ALL_LEAGUES, useScoreboardGames } from '../../scores';
import { links } from '#shared/routes/routes';

const SHOWN = 6;

/** The reader's interest (issue 39 item 7): the NHL first, then the other leagues, each in puck-drop order. */
export const homeGames = (games: Game[]): Game[] => inLeagueThenStartOrder(games).slice(0, SHOWN);

/** The hero's panel: today's games with their live scores (the venues' day, as the scores page renders it). */
export function HomeScoreboard() {
  const date = toDateOnly(new Date());
  const { data, isPending, isError } = useScoreboardGames({ date, leagueId: null });
  const games = homeGames(data ?? []);
  return (
    <section
      aria-labelledby="home-today"
      className="rounded-2xl bg-white/[0.07] p-4 shadow-2xl ring-1 ring-white/15 backdrop-blur-md sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-today" className="text-sm font-semibold uppercase tracking-wider text-slate-200">
          Today’s games
        </h2>
        {/* Today across leagues, the games this panel picks from (the scores page alone opens on the NHL). */}
        <Link
          to={links.scores({ league: ALL_LEAGUES })}
          className="inline-flex items-center gap-1 rounded text-xs font-semibold text-rink-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          All scores <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <div className="mt-3 grid gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 bg-white/10" />
          ))}
        </div>
      ) : isError ? (
        <p className="mt-3 text-sm text-slate-300">
          Today’s games could not be loaded.{' '}
          <Link to={links.scores({ league: ALL_LEAGUES })} className="underline">
            Open the scores
          </Link>
          .
        </p>
      ) : games.length === 0 ? (
        <p className="mt-3 text-sm text-slate-300">
          No games today.{' '}
          <Link to={links.scores({ league: ALL_LEAGUES })} className="underline">
            See other days
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {games.map((g) => (
            <HomeGameRow key={g.id} game={g} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HomeGameRow({ game }: { game: Game }) {
  const zone = useReaderZone();
  const label = scoreboardLabel(game, () => gameClock(game, zone).time);
  const scored = game.status === 'live' || game.status === 'final';
  const side = (team: Game['homeTeam'], score: number | null, other: number | null) => (
    <span className="flex min-w-0 items-center gap-2">
      <TeamMark team={team} size="sm" />
      {/* The whole name, wrapped where a phone has no room for it, never cut to "Wilkes-Barre/Scr…". */}
      <span
        className={cn(
          'min-w-0 flex-1 break-words text-sm leading-4',
          scored && (score ?? 0) > (other ?? 0) ? 'font-bold text-white' : 'text-slate-200',
        )}
      >
        {team.name}
      </span>
      {scored && <span className="w-6 text-right text-base font-bold tabular-nums text-white">{score ?? 0}</span>}
    </span>
  );
  return (
    <li>
      <Link
        to={links.game(game.id)}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-xl bg-navy-950/60 px-3 py-2 ring-1 ring-white/10 hover:bg-navy-950/80 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span className="grid gap-1">
          {side(game.awayTeam, game.awayScore, game.homeScore)}
          {side(game.homeTeam, game.homeScore, game.awayScore)}
        </span>
        {/* A phone's column is narrow ("12:00 AM" over "UTC"), leaving the team names the room. */}
        <span
          className={cn(
            'w-16 text-right text-xs font-semibold sm:w-auto sm:min-w-20 sm:whitespace-nowrap',
            game.status === 'live' ? 'text-rose-300' : 'text-slate-300',
          )}
        >
          {game.status === 'live' && (
            <span aria-hidden="true" className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-rose-400 align-middle" />
          )}
          {label}
          <span className="block truncate font-normal text-slate-400">{game.league?.shortName ?? game.league?.name}</span>
        </span>
      </Link>
    </li>
  );
}
