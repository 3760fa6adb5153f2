import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import { gameClock } from '#shared/domain/games/game-clock';
import { scoreboardLabel } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { useReaderZone } from '#client/lib/use-reader-zone';
import { useFacilityGames, useFacilityTeams, type FacilityGamesKind } from '../api/get-facility-activity';
import { links } from '#shared/routes/routes';

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
              <Link to={links.team(t.id)} className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
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
  const side = (team: Game['homeTeam'], score: number | null, other: number | null) => {
    const ahead = scored && (score ?? 0) > (other ?? 0);
    return (
      <span className="flex items-center gap-2">
        <TeamMark team={team} size="sm" />
        {/* Wraps rather than cutting a team's name on a phone. */}
        <span className={cn('min-w-0 flex-1 leading-snug', ahead ? 'font-semibold text-slate-900' : 'text-slate-700')}>{team.name}</span>
        {scored && (
          <span className={cn('w-5 text-right tabular-nums', ahead ? 'font-bold text-slate-900' : 'text-slate-500')}>{score ?? 0}</span>
        )}
      </span>
    );
  };
  // A scoreboard's two lines, away over home, each with its team's mark (issue 28: "X @ Y" on one line wrapped
  // mid-name in the half-width cards).
  return (
    <li>
      <Link to={links.game(game.id)} className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
        <span className="w-14 shrink-0 text-xs leading-tight text-slate-500 sm:w-20">
          {formatGameDate(clock.date, 'EEE')}
          <span className="block sm:inline"> {formatGameDate(clock.date, 'MMM d')}</span>
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          {side(game.awayTeam, game.awayScore, game.homeScore)}
          {side(game.homeTeam, game.homeScore, game.awayScore)}
        </span>
        <span
          className={cn(
            'min-w-14 shrink-0 whitespace-nowrap text-right text-xs',
            scored ? 'font-semibold text-slate-900' : 'text-slate-600',
          )}
        >
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
