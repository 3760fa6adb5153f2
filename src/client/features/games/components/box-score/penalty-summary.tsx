import { inClockOrder } from '#shared/domain/box-score/box-score-clock';
import type { BoxScore } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import { TeamMark } from '#client/components/ui/team-mark';
import { lineupIndex, periodTitle, teamOf } from './box-names';
import { PlayerLink } from './player-link';

/** Penalties by period: time, team, player (or the bench, with who served it), infraction and minutes; a quiet line when none. */
export function PenaltySummary({ game, box }: { game: Game; box: BoxScore }) {
  const index = lineupIndex(box);
  const periods = [...new Set(box.penalties.map((p) => p.period))].sort((a, b) => a - b);
  return (
    <section aria-labelledby="penalties-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 id="penalties-heading" className="border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
        Penalties
      </h3>
      {periods.length === 0 && <p className="px-4 py-3 text-sm text-slate-500">No penalties</p>}
      {periods.map((period) => (
        <div key={period} className="border-b border-slate-100 last:border-0">
          <h4 className="bg-slate-50 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">{periodTitle(period)}</h4>
          <ol className="divide-y divide-slate-100">
            {inClockOrder(box.penalties.filter((p) => p.period === period)).map((p, i) => (
              <li key={i} className="flex items-center gap-3 px-4 py-1.5 text-sm" data-testid="penalty-row">
                <span className="w-11 shrink-0 tabular-nums text-slate-500">{p.time}</span>
                <TeamMark team={teamOf(game, p.team)} size="sm" />
                <span className="sr-only">{teamOf(game, p.team).name}:</span>
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{p.playerId === null ? 'Bench' : <PlayerLink id={p.playerId} index={index} />}</span>
                  <span className="text-slate-600"> · {p.infraction}</span>
                  {p.servedByPlayerId != null && (
                    <span className="text-slate-500">
                      {' '}
                      (served by <PlayerLink id={p.servedByPlayerId} index={index} />)
                    </span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">{p.minutes} min</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
