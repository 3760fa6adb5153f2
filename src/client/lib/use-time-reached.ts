import { useEffect, useState } from 'react';

// setTimeout fires at once for delays past 2^31-1 ms (~24.8 days): longer waits are re-armed.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the clock has reached `at` (ms since the epoch; null: never), and a re-render when it does: a page
 * left open before a moment (a game's scoring window) changes at that moment, not at its next render.
 */
export function useTimeReached(at: number | null): boolean {
  // Each timer that fires renders again; one cut short at the longest delay is then armed anew.
  const [tick, setTick] = useState(0);
  const reached = at !== null && Date.now() >= at;
  useEffect(() => {
    if (at === null || reached) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, reached, tick]);
  return reached;
}
