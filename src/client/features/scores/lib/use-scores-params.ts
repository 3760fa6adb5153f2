import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseDateOnly, toDateOnly } from '#shared/domain/dates/format';

/** §9: the default scores league. */
export const DEFAULT_LEAGUE_ID = 1;
export const ALL_LEAGUES = 'all';

/**
 * Date and league live in the URL (shareable, back button steps through days). A missing or
 * unreal date means today in the visitor's calendar; `league=all` means All Leagues.
 */
export function useScoresParams() {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const rawLeague = params.get('league');
  const today = toDateOnly(new Date());

  const value = useMemo(() => {
    const date = rawDate && parseDateOnly(rawDate) ? rawDate : today;
    const leagueId =
      rawLeague === ALL_LEAGUES ? null : /^\d+$/.test(rawLeague ?? '') && Number(rawLeague) > 0 ? Number(rawLeague) : DEFAULT_LEAGUE_ID;
    return { date, leagueId, today };
  }, [rawDate, rawLeague, today]);

  const update = useCallback(
    (patch: { date?: string; leagueId?: number | null }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (patch.date !== undefined) next.set('date', patch.date);
          if (patch.leagueId !== undefined) next.set('league', patch.leagueId === null ? ALL_LEAGUES : String(patch.leagueId));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { ...value, update };
}
