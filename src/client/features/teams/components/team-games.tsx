import { Link } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import { gameClock } from '#shared/domain/games/game-clock';
import { useReaderZone } from '#client/lib/use-reader-zone';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useTeamGames, type TeamGamesKind } from '../api/get-team-games';
import { links } from '#shared/routes/routes';

function GameRow({ game: g, teamId }: { game: Game; teamId: number }) {
  const home = g.homeTeamId === teamId;
  const opp = home ? g.awayTeam : g.homeTeam;
  const final = g.status === 'final' && g.homeScore !== null && g.awayScore !== null;
  const [us, them] = home ? [g.homeScore ?? 0, g.awayScore ?? 0] : [g.awayScore ?? 0, g.homeScore ?? 0];
  const clock = gameClock(g, useReaderZone());
  return (
    <li>
      <Link to={links.game(g.id)} className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
        <span className="w-20 shrink-0 text-xs text-slate-500">{formatGameDate(clock.date, 'EEE, MMM d')}</span>
        <span className="min-w-0 flex-1 truncate">
          <span className="text-slate-500">{home ? 'vs' : '@'}</span>{' '}
          {/* The opponent's colour, as wherever a team appears (issue 19 item 8); inside the truncating name so it costs no width. */}
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-3 w-1 rounded-full align-[-1px]"
            style={{ backgroundColor: opp.primaryColor ?? '#cbd5e1' }}
          />
          {opp.name}
        </span>
        {final ? (
          <span className="flex items-center gap-1.5 font-semibold tabular-nums">
            <Badge tone={us > them ? 'green' : us < them ? 'red' : 'neutral'}>{us > them ? 'W' : us < them ? 'L' : 'T'}</Badge>
            {us}–{them}
            {g.outcome && g.outcome !== 'REG' ? ` ${g.outcome}` : ''}
          </span>
        ) : g.status === 'live' ? (
          <span className="flex items-center gap-1.5 font-semibold tabular-nums">
            <Badge tone="live">Live{g.period ? ` · ${g.period}` : ''}</Badge>
            {g.homeScore !== null && g.awayScore !== null ? `${us}–${them}` : ''}
          </span>
        ) : (
          <span className={g.status === 'scheduled' ? 'text-xs text-slate-600' : 'text-xs font-semibold text-amber-700'}>
            {g.status === 'scheduled' ? clock.time || 'Scheduled' : g.status === 'cancelled' ? 'Cancelled' : 'Postponed'}
          </span>
        )}
      </Link>
    </li>
  );
}

export function TeamGames({ teamId, kind }: { teamId: number; kind: TeamGamesKind }) {
  const q = useTeamGames(teamId, kind);
  const title = kind === 'recent' ? 'Recent Games' : 'Upcoming Games';
  return (
    // min-w-0: a grid item would otherwise grow to its rows' widest content instead of truncating the names.
    <Card className="min-w-0">
      <CardHeader className="py-3">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {q.isPending ? (
        <CardContent className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-6" />
          ))}
        </CardContent>
      ) : q.isError || q.data.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{q.isError ? 'Games could not be loaded.' : `No ${kind} games.`}</CardContent>
      ) : (
        <ul className="divide-y divide-slate-100 py-1" aria-label={title}>
          {q.data.map((g) => (
            <GameRow key={g.id} game={g} teamId={teamId} />
          ))}
        </ul>
      )}
    </Card>
  );
}
