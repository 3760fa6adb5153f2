import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { scoreboardLabel } from '#shared/domain/game-status';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { gameClock } from '#shared/domain/game-clock';
import { useReaderZone } from '#client/lib/use-reader-zone';

type Side = { team: Game['homeTeam']; score: number | null; won: boolean };

function TeamLine({ side, showScore }: { side: Side; showScore: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <TeamMark team={side.team} size="sm" />
      {/* Above the stretched card link so the name opens the team, not the game. */}
      <Link
        to={`/teams?team=${side.team.id}`}
        className={cn(
          'relative z-10 min-w-0 flex-1 truncate rounded py-0.5 text-sm hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500',
          side.won ? 'font-bold text-slate-900' : 'font-medium text-slate-700',
        )}
      >
        {side.team.name}
      </Link>
      {showScore && (
        <span
          data-testid="team-score"
          className={cn('w-8 text-right text-xl tabular-nums', side.won ? 'font-extrabold text-slate-900' : 'font-semibold text-slate-500')}
        >
          {side.score ?? '–'}
        </span>
      )}
    </div>
  );
}

const statusTone = (status: Game['status']) =>
  status === 'live' ? 'live' : status === 'final' ? 'neutral' : status === 'scheduled' ? 'blue' : 'amber';

/** §2.14 game card: the whole card opens /game/{id} in a new tab; team names link to the team list. */
export function GameCard({ game }: { game: Game }) {
  const zone = useReaderZone();
  const label = scoreboardLabel(game, () => gameClock(game, zone).time);
  const showScore = game.status === 'final' || game.status === 'live';
  // Finals bold the winner, live games the team leading.
  const homeWon = showScore && (game.homeScore ?? 0) > (game.awayScore ?? 0);
  const awayWon = showScore && (game.awayScore ?? 0) > (game.homeScore ?? 0);
  const accent = game.homeTeam.primaryColor ?? '#0066c4';

  return (
    <article
      data-testid="game-card"
      className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-rink-300 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-rink-500"
    >
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1" style={{ backgroundColor: accent }} />
      <a
        data-card-link
        href={`/game/${game.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute inset-0 z-0 focus:outline-none"
        aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}, ${label} (opens game details in a new tab)`}
      />
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2 pl-5">
        <span className="truncate text-xs font-semibold uppercase tracking-wide text-slate-500">
          {game.league?.shortName ?? game.league?.name ?? 'Game'}
        </span>
        <Badge tone={statusTone(game.status)} data-testid="game-status">
          {game.status === 'live' && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />}
          {label}
        </Badge>
      </div>
      <div className="space-y-2 px-4 py-3 pl-5">
        <TeamLine side={{ team: game.awayTeam, score: game.awayScore, won: awayWon }} showScore={showScore} />
        <TeamLine side={{ team: game.homeTeam, score: game.homeScore, won: homeWon }} showScore={showScore} />
      </div>
      <p className="flex items-center gap-1.5 truncate border-t border-slate-100 px-4 py-2 pl-5 text-xs text-slate-500">
        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{game.venue ? `${game.venue.name}, ${game.venue.city}` : 'Venue to be announced'}</span>
      </p>
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex justify-between">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-4 w-14 rounded-full" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="mb-2 flex items-center gap-3">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-6" />
        </div>
      ))}
      <Skeleton className="mt-3 h-3 w-1/2" />
    </div>
  );
}
