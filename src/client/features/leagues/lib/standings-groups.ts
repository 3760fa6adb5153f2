import { groupByConferenceDivision } from '#shared/domain/standings/standings';
import type { StandingRow } from '#shared/schemas/standing';

export type StandingsGroup = { name: string | null; rows: StandingRow[]; total: number };

// Stored names may be 'Atlantic' or 'Atlantic Division'; never print the word twice.
const titled = (name: string, word: string) => (name.toLowerCase().endsWith(word.toLowerCase()) ? name : `${name} ${word}`);
const byRank = (a: StandingRow, b: StandingRow) => a.rank - b.rank;

/**
 * The overview's glance at a table: the top of each division where the league has divisions, else
 * of each conference, else of the whole league (a longer top, as it is the only group).
 */
export function standingsGroups(rows: StandingRow[], perGroup = 4, single = 8): StandingsGroup[] {
  const conferences = groupByConferenceDivision(rows);
  const top = (name: string | null, group: StandingRow[], n: number) => ({ name, rows: group.slice(0, n), total: group.length });
  if (rows.some((r) => r.team.division))
    return conferences.flatMap((c) =>
      c.divisions.map((d) => top(d.division === 'Other' ? 'Other teams' : titled(d.division, 'Division'), d.rows, perGroup)),
    );
  if (rows.some((r) => r.team.conference))
    return conferences.map((c) =>
      top(
        c.conference === 'Other' ? 'Other teams' : titled(c.conference, 'Conference'),
        c.divisions.flatMap((d) => d.rows).sort(byRank),
        perGroup,
      ),
    );
  return [top(null, [...rows].sort(byRank), single)];
}
