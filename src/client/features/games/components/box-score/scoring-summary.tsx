import { inClockOrder } from '#shared/domain/box-score/box-score-clock';
import type { BoxScore } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { TeamMark } from '#client/components/ui/team-mark';
import { lineupIndex, periodTitle, teamOf } from './box-names';
import { PlayerLink } from './player-link';

const STRENGTH: Record<string, { label: string; title: string }> = {
  PP: { label: 'PPG', title: 'Power-play goal' },
  SH: { label: 'SHG', title: 'Short-handed goal' },
};

/** Strength and empty net are separate facts (issue 26): a short-handed goal into an empty net shows both. */
const tagsOf = (g: BoxScore['goals'][number]) => [
  ...(STRENGTH[g.strength] ? [STRENGTH[g.strength]] : []),
  ...(g.emptyNet ? [{ label: 'EN', title: 'Empty-net goal' }] : []),
  ...(g.penaltyShot ? [{ label: 'PS', title: 'Penalty-shot goal' }] : []),
];

/** Goals period by period: time, team, scorer, assists, strength, the running score; GWG marked. */
export function ScoringSummary({ game, box, periods }: { game: Game; box: BoxScore; periods: number[] }) {
  const index = lineupIndex(box);
  return (
    <section aria-labelledby="scoring-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 id="scoring-heading" className="border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
        Scoring Summary
      </h3>
      {periods.map((period) => {
        const goals = inClockOrder(box.goals.filter((g) => g.period === period));
        return (
          <div key={period} className="border-b border-slate-100 last:border-0" data-testid="scoring-period">
            <h4 className="bg-slate-50 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">{periodTitle(period)}</h4>
            {goals.length === 0 ? (
              <p className="px-4 py-2 text-sm text-slate-500">No scoring</p>
            ) : (
              <ol className="divide-y divide-slate-100">
                {goals.map((g, i) => (
                  <li key={i} className="flex items-start gap-3 px-4 py-2 text-sm" data-testid="goal-row">
                    <span className="w-11 shrink-0 pt-0.5 tabular-nums text-slate-500">{g.time}</span>
                    <TeamMark team={teamOf(game, g.team)} size="sm" />
                    <span className="sr-only">{teamOf(game, g.team).name}:</span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">
                        {/* A tap target of its own (24 px), apart from the assists line under it. */}
                        <PlayerLink id={g.scorerPlayerId} index={index} className="inline-block py-0.5" />
                        {tagsOf(g).map((tag) => (
                          <Badge key={tag.label} tone="amber" className="ml-2 align-middle text-[10px]" title={tag.title}>
                            {tag.label}
                          </Badge>
                        ))}
                        {g.gameWinning && (
                          <Badge tone="green" className="ml-2 align-middle text-[10px]" title="Game-winning goal">
                            GWG
                          </Badge>
                        )}
                      </p>
                      <p className="text-xs text-slate-600">
                        {g.assist1PlayerId === null ? (
                          'Unassisted'
                        ) : (
                          <>
                            Assists: <PlayerLink id={g.assist1PlayerId} index={index} />
                            {g.assist2PlayerId !== null && (
                              <>
                                , <PlayerLink id={g.assist2PlayerId} index={index} />
                              </>
                            )}
                          </>
                        )}
                      </p>
                    </div>
                    <span className="shrink-0 pt-0.5 text-right text-xs font-semibold tabular-nums text-slate-700">
                      <span className="sr-only">Score after the goal: </span>
                      {g.awayScore}–{g.homeScore}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
}
