import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import { gameClock } from '#shared/domain/games/game-clock';
import { TeamMark } from '#client/components/ui/team-mark';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { useTeamGames } from '../api/get-team-games';
import { links } from '#shared/routes/routes';

/** The team's next game still to be played (or being played now), as one line under the hero. */
export function NextGame({ teamId }: { teamId: number }) {
  const zone = useReaderZone();
  const { data } = useTeamGames(teamId, 'upcoming');
  const game = data?.find((g) => g.status === 'scheduled' || g.status === 'live');
  if (!game) return null;
  const home = game.homeTeamId === teamId;
  const opponent = home ? game.awayTeam : game.homeTeam;
  const clock = gameClock(game, zone);
  return (
    <Link
      to={links.game(game.id)}
      data-testid="next-game"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-rink-300 focus-visible:outline-2 focus-visible:outline-rink-500"
    >
      <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-rink-600" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-bold uppercase tracking-wider text-slate-500">
          {game.status === 'live' ? 'Playing now' : 'Next game'}
        </span>
        <span className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
          <span className="text-slate-500">{home ? 'vs' : '@'}</span>
          <TeamMark team={opponent} size="sm" />
          <span className="truncate">{opponent.name}</span>
        </span>
      </span>
      <span className="shrink-0 text-right text-sm text-slate-700">
        <span className="block font-semibold">{formatGameDate(clock.date, 'EEE, MMM d')}</span>
        <span className="block text-xs text-slate-500">{game.status === 'live' ? 'Live' : clock.time || 'Time TBA'}</span>
      </span>
    </Link>
  );
}
