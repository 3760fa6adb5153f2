import { conferenceCut, type PlayoffFormat } from './playoff-format';
import { groupByConferenceDivision, type GroupableStandingsRow } from './standings-view';

/**
 * One table of a playoff view; `cutAfter` rows sit above the playoff line (null: no line in this table).
 * `places` is what the "#" column prints per row: the place within this table's group, never the league rank
 * (issue 39 item 7: 2, 6, 7 inside the Atlantic read as nonsense).
 */
export interface PlayoffTable<R> {
  title: string;
  rows: R[];
  cutAfter: number | null;
  places: string[];
}

export interface PlayoffConference<R> {
  conference: string;
  tables: PlayoffTable<R>[];
}

const byRank = (a: GroupableStandingsRow, b: GroupableStandingsRow) => (a.rank ?? 999) - (b.rank ?? 999);

/** 1, 2, 3… for a group already in rank order. */
export const groupPlaces = (count: number): string[] => Array.from({ length: count }, (_, i) => String(i + 1));

/** The wild-card race: WC1, WC2… for the wild cards, then the chasers by their place in the race. */
export function wildCardPlaces(count: number, wildCards: number): string[] {
  return groupPlaces(count).map((place, i) => (i < wildCards ? `WC${i + 1}` : place));
}

/** Conference view: one ranked table per conference, the line after the conference's playoff places. */
export function conferenceTables<R extends GroupableStandingsRow>(
  rows: readonly R[],
  format: PlayoffFormat | null,
): PlayoffConference<R>[] {
  return groupByConferenceDivision(rows).map((c) => {
    const all = c.divisions.flatMap((d) => d.rows).sort(byRank);
    const cut = format ? conferenceCut(format, c.divisions.length) : null;
    return {
      conference: c.conference,
      tables: [
        { title: c.conference, rows: all, cutAfter: cut !== null && cut < all.length ? cut : null, places: groupPlaces(all.length) },
      ],
    };
  });
}

/**
 * Wild-card view (NHL.com): per conference, each division's automatic places, then every other team of
 * the conference in one Wild Card table with the line after the last wild card.
 */
export function wildCardTables<R extends GroupableStandingsRow>(
  rows: readonly R[],
  format: Extract<PlayoffFormat, { kind: 'wildcard' }>,
): PlayoffConference<R>[] {
  return groupByConferenceDivision(rows).map((c) => {
    const leaders = c.divisions.map((d) => {
      const top = d.rows.slice(0, format.perDivision);
      return { title: d.division, rows: top, cutAfter: null, places: groupPlaces(top.length) };
    });
    const rest = c.divisions.flatMap((d) => d.rows.slice(format.perDivision)).sort(byRank);
    const wild = {
      title: 'Wild Card',
      rows: rest,
      cutAfter: format.wildCards < rest.length ? format.wildCards : null,
      places: wildCardPlaces(rest.length, format.wildCards),
    };
    return { conference: c.conference, tables: [...leaders, wild] };
  });
}
