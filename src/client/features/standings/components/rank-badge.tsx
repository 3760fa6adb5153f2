import { cn } from '../../../lib/cn';

// Gold, silver, bronze for the top three (§2.13); everyone else a quiet chip.
const PODIUM: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950 ring-amber-500/50',
  2: 'bg-slate-300 text-slate-900 ring-slate-400/60',
  3: 'bg-orange-300 text-orange-950 ring-orange-400/60',
};

export function RankBadge({ rank }: { rank: number }) {
  return (
    <span data-testid="rank-badge" data-podium={rank <= 3 ? rank : undefined}
      className={cn('inline-grid size-6 place-items-center rounded-full text-xs font-bold tabular-nums ring-1',
        PODIUM[rank] ?? 'bg-slate-100 text-slate-600 ring-slate-200')}>
      {rank}
    </span>
  );
}
