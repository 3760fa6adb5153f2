import { conferenceCut, type PlayoffFormat } from './playoff-format';
import { groupByConferenceDivision, type GroupableStandingsRow } from './standings-view';

/** One table of a playoff view; `cutAfter` rows sit above the playoff line (null: no line in this table). */
export interface PlayoffTable<R> {
  title: string;
  rows: R[];
  cutAfter: number | null;
}

export interface PlayoffConference<R> {
  conference: string;
  tables: PlayoffTable<R>[];
}

/** Conference view: one ranked table per conference, the line after the conference's playoff places. */
export function conferenceTables<R extends GroupableStandingsRow>(
  rows: readonly R[],
  format: PlayoffFormat | null,
): PlayoffConference<R>[] {
  return groupByConferenceDivision(rows).map((c) => {
    const all = c.divisions.flatMap((d) => d.rows).sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999));
    const cut = format ? conferenceCut(format, c.divisions.length) : null;
    return {
      conference: c.conference,
      tables: [{ title: c.conference, rows: all, cutAfter: cut !== null && cut < all.length ? cut : null }],
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
    const leaders = c.divisions.map((d) => ({ title: d.division, rows: d.rows.slice(0, format.perDivision), cutAfter: null }));
    const rest = c.divisions.flatMap((d) => d.rows.slice(format.perDivision)).sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999));
    const wild = { title: 'Wild Card', rows: rest, cutAfter: format.wildCards < rest.length ? format.wildCards : null };
    return { conference: c.conference, tables: [...leaders, wild] };
  });
}
