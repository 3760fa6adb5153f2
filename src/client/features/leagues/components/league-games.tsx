import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import { gameClock } from '#shared/domain/games/game-clock';
import { scoreboardLabel } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { useLeagueGames, type LeagueGamesKind } from '../api/get-league-games';
import { OverviewPanel } from './overview-panel';
import { links } from '#shared/routes/routes';

function Side({ team, score, other, scored }: { team: Game['homeTeam']; score: number | null; other: number | null; scored: boolean }) {
  const won = scored && (score ?? 0) > (other ?? 0);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamMark team={team} size="sm" />
      <span className={cn('min-w-0 flex-1 truncate', won ? 'font-bold text-slate-900' : 'text-slate-700')}>{team.name}</span>
      {scored && (
        <span className={cn('w-5 text-right tabular-nums', won ? 'font-bold text-slate-900' : 'text-slate-600')}>{score ?? 0}</span>
      )}
    </span>
  );
}

function GameItem({ game }: { game: Game }) {
  const zone = useReaderZone();
  const clock = gameClock(game, zone);
  const scored = game.status === 'final' || game.status === 'live';
  const label = scoreboardLabel(game, () => clock.time);
  return (
    <li>
      <Link
        to={links.game(game.id)}
        className="grid grid-cols-[4.5rem_1fr] items-center gap-3 px-1 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-rink-500"
      >
        <span className="text-xs leading-tight text-slate-500">
          <span className="block font-semibold text-slate-700">{formatGameDate(clock.date, 'EEE, MMM d')}</span>
          <span
            className={cn(
              game.status === 'live' && 'font-semibold text-rose-700',
              game.status === 'cancelled' || game.status === 'postponed' ? 'font-semibold text-amber-700' : '',
            )}
          >
            {label}
          </span>
        </span>
        <span className="grid min-w-0 gap-1">
          <Side team={game.awayTeam} score={game.awayScore} other={game.homeScore} scored={scored} />
          <Side team={game.homeTeam} score={game.homeScore} other={game.awayScore} scored={scored} />
        </span>
      </Link>
    </li>
  );
}

// The API orders by schedule date; within a day the start instant decides (a 6 PM game before an 8 PM one).
const byStart = (kind: LeagueGamesKind) => (a: Game, b: Game) =>
  (kind === 'results' ? -1 : 1) * (a.gameDate.localeCompare(b.gameDate) || (a.startsAt ?? '').localeCompare(b.startsAt ?? ''));

const TITLES: Record<LeagueGamesKind, string> = { results: 'Latest results', upcoming: 'Next games' };

/** The league's last finals or its next games, each linking to the game page. */
export function LeagueGames({ leagueId, kind }: { leagueId: number; kind: LeagueGamesKind }) {
  const q = useLeagueGames(leagueId, kind);
  return (
    <OverviewPanel id={`league-${kind}`} title={TITLES[kind]} more={{ to: links.scores({ league: leagueId }), label: 'Scores' }}>
      {q.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : q.isError || q.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          {q.isError ? 'Games could not be loaded.' : kind === 'results' ? 'No results yet.' : 'No games scheduled.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={TITLES[kind]}>
          {[...q.data].sort(byStart(kind)).map((g) => (
            <GameItem key={g.id} game={g} />
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
