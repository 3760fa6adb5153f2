import { Link } from 'react-router';
import { detailStatusLabel, isFinalPending, periodLabel } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { links } from '#shared/routes/routes';

function Side({
  team,
  score,
  ahead,
  label,
  showScore,
}: {
  team: Game['homeTeam'];
  score: number | null;
  ahead: boolean;
  label: string;
  showScore: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <TeamMark team={team} size="lg" />
      <Link
        to={links.team(team.id)}
        className="line-clamp-2 max-w-full break-words text-sm font-semibold text-slate-900 hover:underline sm:text-base"
      >
        {team.name}
      </Link>
      <span className="text-[11px] font-semibold uppercase tracking-wide text-slate-500">{label}</span>
      {showScore && (
        <span
          data-testid={`score-${label.toLowerCase()}`}
          data-ahead={ahead ? 'true' : undefined}
          className={cn('text-5xl font-black tabular-nums sm:text-6xl', ahead ? 'text-slate-900' : 'text-slate-500')}
        >
          {score ?? 0}
        </span>
      )}
    </div>
  );
}

/** Big scoreboard: away on the left, home on the right (the "away at home" reading order). */
export function ScoreCard({ game }: { game: Game }) {
  const showScore = game.homeScore !== null || game.awayScore !== null;
  const final = game.status === 'final';
  const status = detailStatusLabel(game.status, game.startsAt);
  const pending = isFinalPending(game);
  const period = game.status === 'live' && !pending ? periodLabel(game.period) : '';
  // Issue 19 item 2: a final marks its winner, a live game its leader, as on the scores list.
  const decided = final || game.status === 'live';
  const suffix = final && game.outcome && game.outcome !== 'REG' ? `/${game.outcome}` : '';
  return (
    <section aria-label="Score" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3 sm:gap-8">
        <Side
          team={game.awayTeam}
          score={game.awayScore}
          ahead={decided && (game.awayScore ?? 0) > (game.homeScore ?? 0)}
          label="Away"
          showScore={showScore}
        />
        <div className="flex flex-col items-center gap-2 pt-6">
          <Badge tone={game.status === 'live' && !pending ? 'live' : final || pending ? 'neutral' : 'blue'} data-testid="detail-status">
            {status}
            {suffix}
          </Badge>
          {period && <span className="text-xs font-semibold text-goal">{period}</span>}
          <span aria-hidden="true" className="text-2xl font-light text-slate-300">
            @
          </span>
        </div>
        <Side
          team={game.homeTeam}
          score={game.homeScore}
          ahead={decided && (game.homeScore ?? 0) > (game.awayScore ?? 0)}
          label="Home"
          showScore={showScore}
        />
      </div>
    </section>
  );
}
