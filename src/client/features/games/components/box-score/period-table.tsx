import type { Game } from '#shared/schemas/game';
import type { LineScore } from '#shared/schemas/box-score';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';
import { teamOf, teamShort } from './box-names';

type Pair = { home: number; away: number };
type Props = {
  game: Game;
  caption: string;
  periods: LineScore['periods'];
  shootout?: Pair | null;
  total: Pair;
  /** A live game's current period: later columns are not played yet, this one is marked. */
  current: number | 'SO' | null;
  testId: string;
};

const cell = 'w-9 px-1.5 py-1.5 text-right tabular-nums sm:w-11';

/** Goals or shots by period, away above home as a score line reads; the total column in bold. */
export function PeriodTable({ game, caption, periods, shootout, total, current, testId }: Props) {
  const played = (period: number) => current === null || current === 'SO' || period <= current;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        <caption className="border-b border-slate-100 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-left">
              Team
            </th>
            {periods.map((p) => (
              <th
                key={p.period}
                scope="col"
                className={cn(cell, current === p.period && 'text-rose-700')}
                aria-current={current === p.period ? 'step' : undefined}
              >
                {p.label}
              </th>
            ))}
            {shootout && (
              <th scope="col" className={cn(cell, current === 'SO' && 'text-rose-700')}>
                <abbr title="Shootout" className="no-underline">
                  SO
                </abbr>
              </th>
            )}
            <th scope="col" className={cn(cell, 'text-slate-700')}>
              <abbr title="Total" className="no-underline">
                T
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {(['away', 'home'] as const).map((side) => (
            <tr key={side} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 text-left font-semibold text-slate-900">
                <span className="flex items-center gap-2">
                  <TeamMark team={teamOf(game, side)} size="sm" />
                  <span className="truncate">{teamShort(game, side)}</span>
                </span>
              </th>
              {periods.map((p) => (
                <td
                  key={p.period}
                  className={cn(cell, 'text-slate-700', current === p.period && 'bg-rose-50 font-semibold text-slate-900')}
                >
                  {played(p.period) ? p[side] : '–'}
                </td>
              ))}
              {shootout && <td className={cn(cell, 'text-slate-700')}>{shootout[side]}</td>}
              <td className={cn(cell, 'font-bold text-slate-900')} data-testid={`${testId}-total-${side}`}>
                {total[side]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
