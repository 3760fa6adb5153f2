import { Check, X } from 'lucide-react';
import type { BoxScore } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import { TeamMark } from '#client/components/ui/team-mark';
import { lineupIndex, teamOf } from './box-names';
import { PlayerLink } from './player-link';

/** The shootout in the order it was taken: shooter, team, scored or missed. */
export function ShootoutList({ game, box }: { game: Game; box: BoxScore }) {
  const index = lineupIndex(box);
  return (
    <section aria-labelledby="shootout-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 id="shootout-heading" className="border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
        Shootout
      </h3>
      <ol className="divide-y divide-slate-100">
        {box.shootout.map((a, i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-1.5 text-sm" data-testid="shootout-row">
            <span className="w-6 shrink-0 text-right tabular-nums text-slate-500">{i + 1}</span>
            <TeamMark team={teamOf(game, a.team)} size="sm" />
            <span className="sr-only">{teamOf(game, a.team).name}:</span>
            <span className="min-w-0 flex-1 font-medium">
              <PlayerLink id={a.playerId} index={index} />
            </span>
            {a.scored ? (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
                <Check className="size-4" aria-hidden="true" />
                Goal
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-slate-500">
                <X className="size-4" aria-hidden="true" />
                Miss
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
