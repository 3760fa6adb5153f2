import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isSeasonType, type SeasonType } from '#shared/domain/standings/seasons';
import type { League } from '#shared/schemas/league';
import { useQueryClient } from '@tanstack/react-query';
import { standingsQueryOptions, useStandings } from '../api/get-standings';

export type Selection = { level: string | null; leagueId: number | null; year: number | null; type: SeasonType | null };
type Key = keyof Selection;

// §4 cascade: changing a selector clears every selector after it.
const ORDER: Key[] = ['level', 'leagueId', 'year', 'type'];
const PARAM: Record<Key, string> = { level: 'level', leagueId: 'league', year: 'year', type: 'type' };

/** requirements §2.13: league 1 is the NHL. */
const DEFAULT_LEAGUE_ID = 1;

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The four chained selectors live in the URL, so a table can be linked and `?league=` preselects. */
export function useStandingsSelection(leagues: League[] | undefined) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  // Data first (issue #19): /standings alone opens on the NHL's current table, until a selector is touched.
  // (The view switch is no selection: /standings?view=table is the NHL's league table.)
  const bare = useRef(!['level', 'league', 'year', 'type'].some((k) => params.has(k)));
  const selection: Selection = useMemo(() => {
    const type = params.get('type');
    return {
      level: params.get('level') || null,
      leagueId: positiveInt(params.get('league')) ?? (bare.current ? DEFAULT_LEAGUE_ID : null),
      year: positiveInt(params.get('year')),
      type: isSeasonType(type) ? type : null,
    };
  }, [params]);
  // A link like /standings?league=1 (the scores League Info card) names only the league: fill in
  // its level, and on that first arrival its current season, so the visitor lands on a table.
  const arrivedWithLeagueOnly = useRef(selection.leagueId !== null && selection.year === null);
  const complete = selection.leagueId !== null && selection.year !== null && selection.type !== null;
  const standingsQuery = useStandings(
    selection.leagueId === null
      ? null
      : complete
        ? { leagueId: selection.leagueId, year: selection.year!, type: selection.type! }
        : arrivedWithLeagueOnly.current
          ? { leagueId: selection.leagueId }
          : null,
  );
  const current = arrivedWithLeagueOnly.current ? standingsQuery.data?.season : undefined;

  // Until the URL catches up (and on the server, where it never does), the current season the
  // answer names is the selection: the page renders its table at once, in the HTML too.
  const shown: Selection = useMemo(() => {
    if (complete || !current) return selection;
    const level = leagues?.find((l) => l.id === selection.leagueId)?.level ?? selection.level;
    return { level, leagueId: selection.leagueId, year: Number(current.year.slice(0, 4)), type: current.seasonType };
  }, [complete, current, leagues, selection]);

  useEffect(() => {
    if (selection.leagueId === null || !leagues) return;
    const league = leagues.find((l) => l.id === selection.leagueId);
    const patch: Record<string, string> = {};
    if (league && selection.level !== league.level) patch.level = league.level;
    if (bare.current && !params.get('league')) patch.league = String(selection.leagueId);
    if (standingsQuery.data) bare.current = false;
    if (current && selection.year === null) {
      patch.year = current.year.slice(0, 4);
      patch.type = current.seasonType;
      // The answer already in hand is the one the filled-in selection asks for: no second request.
      queryClient.setQueryData(
        standingsQueryOptions({ leagueId: selection.leagueId, year: Number(patch.year), type: current.seasonType }).queryKey,
        standingsQuery.data,
      );
    }
    if (standingsQuery.data) arrivedWithLeagueOnly.current = false;
    if (!Object.keys(patch).length) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) next.set(k, v);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [leagues, current, params, queryClient, standingsQuery.data, selection.leagueId, selection.level, selection.year, setParams]);

  const change = useCallback(
    (key: Key, value: string | number | null) => {
      arrivedWithLeagueOnly.current = false;
      bare.current = false;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // The selectors before the changed one keep what the reader sees, also when a change comes
          // before the URL has caught up with the current season filled in for them.
          for (const k of ORDER.slice(0, ORDER.indexOf(key))) if (shown[k] !== null) next.set(PARAM[k], String(shown[k]));
          for (const k of ORDER.slice(ORDER.indexOf(key))) next.delete(PARAM[k]);
          if (value !== null && value !== '') next.set(PARAM[key], String(value));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams, shown],
  );

  return { selection: shown, change, standingsQuery: complete || current ? standingsQuery : null };
}
