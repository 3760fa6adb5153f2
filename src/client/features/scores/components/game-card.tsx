import { Link } from 'react-router';
import { scoreboardLabel } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import type { GameSummary } from '#shared/schemas/game-summary';
import { Badge } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { gameClock } from '#shared/domain/games/game-clock';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { links } from '#shared/routes/routes';
import { GameCardDetails, recordText } from './game-card-details';

type Side = { team: Game['homeTeam']; score: number | null; won: boolean; record: string | null };

function TeamLine({ side, showScore }: { side: Side; showScore: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
      <TeamMark team={side.team} size="sm" className="size-6" />
      {/* The whole name, never an ellipsis: where a phone card has no room for name and record on one line they
          wrap like text, the record after the name's last word (a 16 px line: a wrapped side is 16 px taller, and
          six cards still fit a phone screen, issue 28). */}
      <div className="min-w-0 flex-1 break-words text-sm leading-4">
        {/* Above the stretched card link so the name opens the team, not the game; py-1 keeps a one-line name
            a 24 px target. */}
        <Link
          to={links.teams({ team: side.team.id })}
          className={cn(
            'relative z-10 rounded py-1 hover:text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500',
            side.won ? 'font-bold text-slate-900' : 'font-medium text-slate-700',
          )}
        >
          {side.team.name}
        </Link>
        {side.record && (
          <>
            {' '}
            <span data-testid="team-record" className="ml-0.5 whitespace-nowrap text-[11px] tabular-nums text-slate-500">
              {side.record}
            </span>
          </>
        )}
      </div>
      {showScore && (
        <span
          data-testid="team-score"
          className={cn(
            'w-6 shrink-0 text-right text-lg leading-6 tabular-nums sm:w-7',
            side.won ? 'font-extrabold text-slate-900' : 'font-semibold text-slate-500',
          )}
        >
          {side.score ?? '–'}
        </span>
      )}
    </div>
  );
}

const statusTone = (status: Game['status']) =>
  status === 'live' ? 'live' : status === 'final' ? 'neutral' : status === 'scheduled' ? 'blue' : 'amber';

/**
 * §2.14 game card: the whole card opens /game/{id}; team names link to the team list. Dense
 * (issue 28: six a phone screen): records beside the names, shots and, on finals, the scorers below.
 */
export function GameCard({ game, summary }: { game: Game; summary?: GameSummary }) {
  const zone = useReaderZone();
  const label = scoreboardLabel(game, () => gameClock(game, zone).time);
  const showScore = game.status === 'final' || game.status === 'live';
  // Finals bold the winner, live games the team leading.
  const homeWon = showScore && (game.homeScore ?? 0) > (game.awayScore ?? 0);
  const awayWon = showScore && (game.awayScore ?? 0) > (game.homeScore ?? 0);
  const accent = game.homeTeam.primaryColor ?? '#0066c4';
  const away = { team: game.awayTeam, score: game.awayScore, won: awayWon, record: recordText(summary?.awayRecord) };
  const home = { team: game.homeTeam, score: game.homeScore, won: homeWon, record: recordText(summary?.homeRecord) };

  return (
    <article
      data-testid="game-card"
      className="group relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-rink-300 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-rink-500"
    >
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1" style={{ backgroundColor: accent }} />
      {/* A plain link in the same tab (issue 39 item 7): a reader who wants a tab middle- or ctrl-clicks it. */}
      <Link
        data-card-link
        to={links.game(game.id)}
        className="absolute inset-0 z-0 focus:outline-none"
        aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}, ${label}`}
      />
      <div className="flex items-center gap-2 px-3 pb-1.5 pl-4 pt-2 sm:gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <TeamLine side={away} showScore={showScore} />
          <TeamLine side={home} showScore={showScore} />
        </div>
        {/* One line ("12:00 AM EST") from sm, no wider than its label, so the names get the rest (issue 28). A phone
            gives the names more: a fixed narrow column whose label may take two lines ("7:00 PM" over "EST"). The
            same width on every final keeps the scores in one column down the list. */}
        <Badge
          tone={statusTone(game.status)}
          data-testid="game-status"
          className={cn(
            'shrink-0 justify-center text-center text-[11px] max-sm:rounded-md max-sm:px-1 max-sm:leading-tight sm:min-w-16 sm:whitespace-nowrap',
            showScore ? 'max-sm:w-14' : 'max-sm:w-16',
          )}
        >
          {game.status === 'live' && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />}
          {label}
        </Badge>
      </div>
      <GameCardDetails game={game} summary={summary} />
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 pl-4 shadow-sm">
      {[0, 1].map((i) => (
        <div key={i} className="mb-1 flex items-center gap-2">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-6" />
        </div>
      ))}
      <Skeleton className="mt-2 h-3 w-1/2" />
    </div>
  );
}
