import { QueryError } from '#client/components/query-error';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiStatus } from '#client/lib/api';
import { useBoxScore } from '../../api/get-box-score';
import { currentPeriod, periodTitle } from './box-names';
import { GoalieLines } from './goalie-lines';
import { PenaltySummary } from './penalty-summary';
import { PlayerLines } from './player-lines';
import { PeriodTable } from './period-table';
import { ScoringSummary } from './scoring-summary';
import { ShootoutList } from './shootout-list';

/**
 * The game's box score under the scoreboard: line score and shots, scoring summary, shootout,
 * penalties, each team's skater lines, goalies. A game without one (scheduled, or never entered) shows only its score.
 */
export function BoxScoreSection({ game }: { game: Game }) {
  const q = useBoxScore(game.id);
  if (q.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading box score" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  // 404: no box score for this game (or the API does not serve box scores): just the score, as before.
  if (q.isError && apiStatus(q.error) === 404) return null;
  if (q.isError) {
    return <QueryError what="the box score" query={q} />;
  }
  const box = q.data;
  // A game not under way has no line to show even when its lineups are in: just the score, as before.
  const started = game.status === 'live' || game.status === 'final';
  if (!started || box.updatedAt === null || !box.lineScore) return null;
  const live = currentPeriod(game);
  const line = box.lineScore;
  // A live game lists the periods reached so far; a final every period of its line score.
  const periods = line.periods.map((p) => p.period).filter((p) => live === null || live === 'SO' || p <= live);
  return (
    <section aria-labelledby="box-score-heading" className="space-y-4" data-testid="box-score">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="box-score-heading" className="text-lg font-bold text-slate-900">
          Box Score
        </h2>
        {live !== null && (
          <Badge tone="live" data-testid="box-score-period">
            Live · {live === 'SO' ? 'Shootout' : periodTitle(live)}
          </Badge>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <PeriodTable
          game={game}
          caption="Goals by period"
          periods={line.periods}
          shootout={line.shootout}
          total={line.total}
          current={live}
          testId="line-score"
        />
        {line.shots && (
          <PeriodTable
            game={game}
            caption="Shots on goal"
            periods={line.shots.periods}
            total={line.shots.total}
            current={live}
            testId="shots-by-period"
          />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ScoringSummary game={game} box={box} periods={periods} />
        <div className="space-y-4">
          {box.shootout.length > 0 && <ShootoutList game={game} box={box} />}
          <PenaltySummary game={game} box={box} />
        </div>
      </div>
      {box.playerLines.length > 0 && <PlayerLines game={game} box={box} />}
      {box.goalies.length > 0 && <GoalieLines game={game} box={box} />}
    </section>
  );
}
