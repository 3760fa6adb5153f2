import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PlayoffFormat } from '#shared/domain/standings/playoff-format';

export type StandingsView = 'wildcard' | 'conference' | 'divisions' | 'table';

/** The views a league's table offers: its playoff view first, the flat league table always. */
export function standingsViews(format: PlayoffFormat | null, hasConferences: boolean): StandingsView[] {
  const views: StandingsView[] = [];
  if (format?.kind === 'wildcard') views.push('wildcard');
  if (hasConferences) views.push('conference');
  views.push('divisions', 'table');
  return views;
}

/**
 * The view a league opens on is the one its playoffs are decided by (issue 28): the NHL's Wild Card as on
 * NHL.com, a per-conference format (KHL) its conference tables, every other league its one table.
 */
export function defaultStandingsView(format: PlayoffFormat | null, hasConferences: boolean): StandingsView {
  if (format?.kind === 'wildcard') return 'wildcard';
  if (format?.kind === 'top' && format.scope === 'conference' && hasConferences) return 'conference';
  return 'table';
}

/** The view lives in the URL (`?view=table` links the flat league table); the league's default is left out. */
export function useStandingsView(views: readonly StandingsView[], fallback: StandingsView) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as StandingsView | null;
  const view = asked && views.includes(asked) ? asked : fallback;
  const choose = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const url = new URLSearchParams(prev);
          if (next === fallback) url.delete('view');
          else url.set('view', next);
          return url;
        },
        { preventScrollReset: true },
      ),
    [fallback, setParams],
  );
  return [view, choose] as const;
}
