import { Cloud, CloudOff, Loader2 } from 'lucide-react';
import type { SyncState } from '../offline/use-outbox';
import { periodLabel } from '../lib/console-state';

interface Props {
  away: string;
  home: string;
  score: { home: number; away: number };
  shots: { home: number; away: number };
  period: number;
  playing: boolean;
  /** The sheet is closed (final, cancelled, postponed): the bar says so instead of a period. */
  closedAs: string | null;
  lastTime: string;
  unsent: number;
  state: SyncState;
  onRetry: () => void;
}

/** Sticky at the top: the score, shots, the period and what is not yet on the server. */
export function ScoreBar({ away, home, score, shots, period, playing, closedAs, lastTime, unsent, state, onRetry }: Props) {
  const side = (name: string, goals: number, sog: number, label: string) => (
    <div className="min-w-0 text-center">
      <p className="truncate text-xs font-semibold uppercase tracking-wide text-rink-200">{name}</p>
      <p className="text-4xl font-black tabular-nums" data-testid={`console-score-${label}`}>
        {goals}
      </p>
      <p className="text-xs text-slate-300">SOG {sog}</p>
    </div>
  );
  return (
    // Sticks under the site's header (h-16, sticky above it), not behind it.
    <header className="sticky top-16 z-20 bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 px-4 pb-3 pt-3 text-white shadow-lg">
      <div className="mx-auto grid max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-3">
        {side(away, score.away, shots.away, 'away')}
        <div className="text-center">
          <p className="rounded-md bg-white/10 px-3 py-1 text-sm font-bold" data-testid="console-period">
            {closedAs
              ? `${closedAs[0]!.toUpperCase()}${closedAs.slice(1)}${closedAs === 'final' && period > 3 ? ` / ${periodLabel(period)}` : ''}`
              : `${periodLabel(period)} ${playing ? '' : '· break'}`}
          </p>
          <p className="mt-1 font-mono text-xs tabular-nums text-slate-300">{lastTime}</p>
        </div>
        {side(home, score.home, shots.home, 'home')}
      </div>
      <button
        type="button"
        onClick={onRetry}
        className="mx-auto mt-2 flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-white/20"
        data-testid="console-sync"
        aria-live="polite"
      >
        {unsent === 0 ? (
          <>
            <Cloud className="size-3.5" aria-hidden="true" /> All events sent
          </>
        ) : state === 'sending' ? (
          <>
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Sending {unsent}…
          </>
        ) : (
          <>
            <CloudOff className="size-3.5 text-amber-300" aria-hidden="true" />
            {unsent} not sent{state === 'blocked' ? ' · code expired or scoring closed' : ' · will retry'}
          </>
        )}
      </button>
    </header>
  );
}
