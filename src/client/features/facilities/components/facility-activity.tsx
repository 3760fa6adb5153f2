import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/format';
import { gameClock } from '#shared/domain/game-clock';
import { scoreboardLabel } from '#shared/domain/game-status';
import type { Game } from '#shared/schemas/game';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { useFacilityGames, useFacilityTeams, type FacilityGamesKind } from '../api/get-facility-activity';

const skeleton = (
  <CardContent className="space-y-2">
    {Array.from({ length: 3 }, (_, i) => (
      <Skeleton key={i} className="h-8" />
    ))}
  </CardContent>
);

/** The teams that play their home games here, each linking to its page. */
export function FacilityTeams({ facilityId }: { facilityId: number }) {
  const q = useFacilityTeams(facilityId);
  return (
    <Card className="min-w-0">
      <CardHeader className="py-3">
        <CardTitle>Home teams</CardTitle>
      </CardHeader>
      {q.isPending ? (
        skeleton
      ) : q.isError || q.data.length === 0 ? (
        <CardContent className="text-sm text-slate-600">
          {q.isError ? 'Teams could not be loaded.' : 'No team plays its home games here.'}
        </CardContent>
      ) : (
        <ul className="divide-y divide-slate-100 pb-1" aria-label="Home teams">
          {q.data.map((t) => (
            <li key={t.id}>
              <Link to={`/team/${t.id}`} className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
                <TeamMark team={t} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{t.name}</span>
                  {t.league && <span className="block truncate text-xs text-slate-500">{t.league.name}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function GameRow({ game }: { game: Game }) {
  const clock = gameClock(game, useReaderZone());
  const scored = game.status === 'final' || game.status === 'live';
  return (
    <li>
      <Link to={`/game/${game.id}`} className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
        <span className="w-20 shrink-0 text-xs text-slate-500">{formatGameDate(clock.date, 'EEE, MMM d')}</span>
        {/* Wraps rather than cutting a team's name on a phone. */}
        <span className="min-w-0 flex-1 leading-snug">
          {game.awayTeam.name} <span className="text-slate-500">@</span> {game.homeTeam.name}
        </span>
        <span className={cn('shrink-0 text-right text-xs', scored ? 'font-semibold tabular-nums text-slate-900' : 'text-slate-600')}>
          {scored && `${game.awayScore ?? 0}–${game.homeScore ?? 0} `}
          {scoreboardLabel(game, () => clock.time)}
        </span>
      </Link>
    </li>
  );
}

const TITLES: Record<FacilityGamesKind, string> = { recent: 'Recent games here', upcoming: 'Upcoming games here' };

/** The last finals or the next games played at this facility. */
export function FacilityGames({ facilityId, kind }: { facilityId: number; kind: FacilityGamesKind }) {
  const q = useFacilityGames(facilityId, kind);
  return (
    <Card className="min-w-0">
      <CardHeader className="py-3">
        <CardTitle>{TITLES[kind]}</CardTitle>
      </CardHeader>
      {q.isPending ? (
        skeleton
      ) : q.isError || q.data.length === 0 ? (
        <CardContent className="text-sm text-slate-600">
          {q.isError ? 'Games could not be loaded.' : kind === 'recent' ? 'No games played here yet.' : 'No games scheduled here.'}
        </CardContent>
      ) : (
        <ul className="divide-y divide-slate-100 pb-1" aria-label={TITLES[kind]}>
          {q.data.map((g) => (
            <GameRow key={g.id} game={g} />
          ))}
        </ul>
      )}
    </Card>
  );
}
