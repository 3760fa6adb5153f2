import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isSeasonType, type SeasonType } from '../../../../shared/domain/seasons';
import type { League } from '../../../../shared/schemas/league';
import { useSeasons } from '../api/get-seasons';

export type Selection = { level: string | null; leagueId: number | null; year: number | null; type: SeasonType | null };
type Key = keyof Selection;

// §4 cascade: changing a selector clears every selector after it.
const ORDER: Key[] = ['level', 'leagueId', 'year', 'type'];
const PARAM: Record<Key, string> = { level: 'level', leagueId: 'league', year: 'year', type: 'type' };

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The four chained selectors live in the URL, so a table can be linked and `?league=` preselects. */
export function useStandingsSelection(leagues: League[] | undefined) {
  const [params, setParams] = useSearchParams();
  const selection: Selection = useMemo(() => {
    const type = params.get('type');
    return {
      level: params.get('level') || null,
      leagueId: positiveInt(params.get('league')),
      year: positiveInt(params.get('year')),
      type: isSeasonType(type) ? type : null,
    };
  }, [params]);
  const seasonsQuery = useSeasons(selection.leagueId);
  const seasons = seasonsQuery.data;

  // A link like /standings?league=1 (the scores League Info card) names only the league: fill in
  // its level, and on that first arrival its active season, so the visitor lands on a table.
  const arrivedWithLeagueOnly = useRef(selection.leagueId !== null && selection.year === null);

  const change = useCallback((key: Key, value: string | number | null) => {
    arrivedWithLeagueOnly.current = false;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const k of ORDER.slice(ORDER.indexOf(key))) next.delete(PARAM[k]);
      if (value !== null && value !== '') next.set(PARAM[key], String(value));
      return next;
    }, { preventScrollReset: true });
  }, [setParams]);

  useEffect(() => {
    if (selection.leagueId === null || !leagues) return;
    const league = leagues.find((l) => l.id === selection.leagueId);
    const patch: Record<string, string> = {};
    if (league && selection.level !== league.level) patch.level = league.level;
    const active = arrivedWithLeagueOnly.current ? seasons?.find((s) => s.isActive) : undefined;
    if (active && selection.year === null) {
      patch.year = active.year.slice(0, 4);
      patch.type = active.seasonType;
    }
    if (seasons) arrivedWithLeagueOnly.current = false;
    if (!Object.keys(patch).length) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) next.set(k, v);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [leagues, seasons, selection.leagueId, selection.level, selection.year, setParams]);

  return { selection, change, seasonsQuery };
}
