import { describe, expect, it } from 'vitest';
import { clinchMarks, type ClinchTeam } from '#shared/domain/standings/clinch';
import { conferenceCut, playoffFormatFor, type PlayoffFormat } from '#shared/domain/standings/playoff-format';
import { conferenceTables, wildCardTables } from '#shared/domain/standings/standings-playoff-view';

// points now, games left (2 points a game at most)
const t = (id: number, points: number, left: number, conference = 'East', division = 'A'): ClinchTeam => ({
  id,
  points,
  maxPoints: points + 2 * left,
  conference,
  division,
});
const marks = (teams: ClinchTeam[], f: PlayoffFormat) => Object.fromEntries(clinchMarks(teams, f));

describe('playoff formats', () => {
  it('are league data: NHL has 3 per division + 2 wild cards, regular season only', () => {
    expect(playoffFormatFor('National Hockey League', 'regular')).toEqual({ kind: 'wildcard', perDivision: 3, wildCards: 2 });
    expect(playoffFormatFor('National Hockey League', 'playoffs')).toBeNull();
    expect(playoffFormatFor('Ontario Hockey League', 'regular')).toBeNull();
    expect(conferenceCut({ kind: 'wildcard', perDivision: 3, wildCards: 2 }, 2)).toBe(8);
    expect(conferenceCut({ kind: 'top', scope: 'league', spots: 10 }, 1)).toBeNull();
  });
});

describe('clinch marks, top N of a league', () => {
  const top2: PlayoffFormat = { kind: 'top', scope: 'league', spots: 2 };

  it('x when the team below the cut cannot catch it, e when it cannot reach the cut', () => {
    // 1 and 2 are out of reach of 3 and 4 (max 14 and 12); 4 can reach 12 but 1 and 2 already have more.
    const teams = [t(1, 30, 2), t(2, 20, 2), t(3, 10, 2), t(4, 8, 2)];
    expect(marks(teams, top2)).toEqual({ 1: 'p', 2: 'x', 3: 'e', 4: 'e' });
  });

  it('a tie reachable in the remaining games keeps the race open', () => {
    // 3 can reach exactly 20: level with 2, so 2 has not clinched and 3 is not out.
    const teams = [t(1, 30, 0), t(2, 20, 0), t(3, 14, 3)];
    expect(marks(teams, top2)).toEqual({ 1: 'p', 2: null, 3: null });
  });

  it('nothing is decided before the first game', () => {
    const teams = [t(1, 0, 10), t(2, 0, 10), t(3, 0, 10)];
    expect(marks(teams, top2)).toEqual({ 1: null, 2: null, 3: null });
  });

  it('a finished season marks everyone', () => {
    const teams = [t(1, 9, 0), t(2, 8, 0), t(3, 7, 0)];
    expect(marks(teams, top2)).toEqual({ 1: 'p', 2: 'x', 3: 'e' });
  });
});

describe('clinch marks, top N per conference', () => {
  it('z for first in the conference, p only for the best in the league', () => {
    const f: PlayoffFormat = { kind: 'top', scope: 'conference', spots: 1 };
    const decided = [t(1, 40, 0, 'East'), t(2, 10, 0, 'East'), t(3, 30, 0, 'West'), t(4, 20, 0, 'West')];
    expect(marks(decided, f)).toEqual({ 1: 'p', 2: 'e', 3: 'z', 4: 'e' });
    // 3 can still reach 32 > 31 and 4 is level with 3 already: the West is open.
    const open = [t(1, 40, 0, 'East'), t(2, 10, 0, 'East'), t(3, 30, 1, 'West'), t(4, 31, 0, 'West')];
    expect(marks(open, f)).toEqual({ 1: 'p', 2: 'e', 3: null, 4: null });
  });
});

describe('clinch marks, NHL wild cards (1 per division + 1 wild card, two divisions)', () => {
  const f: PlayoffFormat = { kind: 'wildcard', perDivision: 1, wildCards: 1 };

  it('y for the division, x for a wild card that only its own division could take from it', () => {
    const teams = [
      t(1, 50, 0, 'East', 'A'), // A's winner
      t(2, 40, 0, 'East', 'A'), // A's second: only B's second could beat it to the wild card
      t(3, 30, 0, 'East', 'B'),
      t(4, 20, 0, 'East', 'B'),
    ];
    expect(marks(teams, f)).toEqual({ 1: 'p', 2: 'x', 3: 'y', 4: 'e' });
  });

  it('a division winner below the conference cut still gets in', () => {
    // B's best (10 points) is fourth in the conference but wins its division; A's third is out.
    const teams = [t(1, 50, 0, 'East', 'A'), t(2, 40, 0, 'East', 'A'), t(3, 30, 0, 'East', 'A'), t(4, 10, 0, 'East', 'B')];
    expect(marks(teams, f)).toEqual({ 1: 'p', 2: 'x', 3: 'e', 4: 'y' });
  });

  it('x without the division: only its own division rival can pass it, and then it takes the wild card', () => {
    const teams = [t(1, 50, 5, 'East', 'A'), t(2, 40, 5, 'East', 'A'), t(3, 38, 5, 'East', 'B'), t(4, 36, 5, 'East', 'B')];
    // 2 can still reach 50 (level with 1), so A is open; the others can all still pass each other.
    expect(marks(teams, f)).toEqual({ 1: 'x', 2: null, 3: null, 4: null });
  });
});

describe('playoff views', () => {
  const row = (id: number, rank: number, conference: string, division: string) => ({ id, rank, team: { conference, division } });
  const rows = [
    row(1, 1, 'East', 'A'),
    row(2, 2, 'East', 'A'),
    row(3, 3, 'East', 'A'),
    row(4, 4, 'East', 'B'),
    row(5, 5, 'East', 'B'),
    row(6, 6, 'East', 'B'),
  ];

  it('wild-card view: division leaders, then the rest ranked with the line after the wild cards', () => {
    const [east] = wildCardTables(rows, { kind: 'wildcard', perDivision: 1, wildCards: 2 });
    expect(east.tables.map((x) => [x.title, x.rows.map((r) => r.id), x.cutAfter])).toEqual([
      ['A', [1], null],
      ['B', [4], null],
      ['Wild Card', [2, 3, 5, 6], 2],
    ]);
  });

  // Issue 39 item 7: "#" is the place in the group, not the league rank (2, 6, 7 inside the Atlantic).
  it('wild-card view: each division block counts 1.., the wild-card table WC1, WC2, then the rest by race place', () => {
    const nhl = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => row(id, id * 2, 'East', id % 2 ? 'A' : 'B'));
    const [east] = wildCardTables(nhl, { kind: 'wildcard', perDivision: 3, wildCards: 2 });
    expect(east.tables.map((x) => [x.title, x.rows.map((r) => r.id), x.places])).toEqual([
      ['A', [1, 3, 5], ['1', '2', '3']],
      ['B', [2, 4, 6], ['1', '2', '3']],
      ['Wild Card', [7, 8, 9, 10], ['WC1', 'WC2', '3', '4']],
    ]);
  });

  it('conference view: places count 1.. within the conference, whatever the league rank', () => {
    const mixed = [row(1, 2, 'East', 'A'), row(2, 1, 'West', 'C'), row(3, 5, 'East', 'B'), row(4, 7, 'East', 'A')];
    const [east, west] = conferenceTables(mixed, null);
    expect(east.tables[0].rows.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(east.tables[0].places).toEqual(['1', '2', '3']);
    expect(west.tables[0].places).toEqual(['1']);
  });

  it('conference view: the line after the conference places; no rule, no line', () => {
    expect(conferenceTables(rows, { kind: 'wildcard', perDivision: 1, wildCards: 2 })[0].tables[0].cutAfter).toBe(4);
    expect(conferenceTables(rows, null)[0].tables[0].cutAfter).toBeNull();
  });
});
