import type { PlayoffFormat } from './playoff-format';

/**
 * Clinch marks as NHL.com prints them: p best record in the league, z first in the conference, y first
 * in the division, x a playoff spot, e eliminated. Each is certain, never a forecast: "can catch" counts a
 * team whose maximum (points + remaining games x the most a game gives) reaches this team's points today,
 * ties included, so a mark never has to be taken back whatever the remaining results.
 */
export type ClinchMark = 'p' | 'z' | 'y' | 'x' | 'e';

export const CLINCH_LEGEND: ReadonlyArray<[ClinchMark, string]> = [
  ['p', "Clinched the league's best record"],
  ['z', 'Clinched first place in the conference'],
  ['y', 'Clinched the division'],
  ['x', 'Clinched a playoff spot'],
  ['e', 'Eliminated from playoff contention'],
];

export interface ClinchTeam {
  id: number;
  points: number;
  /** Points plus remaining games times the most points one game gives. */
  maxPoints: number;
  conference?: string | null;
  division?: string | null;
}

const key = (v: string | null | undefined) => v?.trim() || '';

function groupBy<T>(items: readonly T[], by: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) out.set(by(t), [...(out.get(by(t)) ?? []), t]);
  return out;
}

/** Teams other than `t` that could still finish level with or above it. */
const catchers = (t: ClinchTeam, group: readonly ClinchTeam[]) => group.filter((o) => o.id !== t.id && o.maxPoints >= t.points).length;
/** Teams already above anything `t` can still reach. */
const beyond = (t: ClinchTeam, group: readonly ClinchTeam[]) => group.filter((o) => o.id !== t.id && o.points > t.maxPoints).length;

/** Teams that beat `t` to a wild card at worst: each division's teams counted past its automatic places. */
function pastAutomatic(t: ClinchTeam, conference: readonly ClinchTeam[], perDivision: number, count: typeof catchers): number | null {
  const divisions = groupBy(conference, (o) => key(o.division));
  const own = count(t, divisions.get(key(t.division)) ?? []);
  if (own < perDivision) return null;
  let rest = 0;
  for (const members of divisions.values()) rest += Math.max(0, count(t, members) - perDivision);
  return rest;
}

function berth(t: ClinchTeam, conference: readonly ClinchTeam[], league: readonly ClinchTeam[], f: PlayoffFormat): 'x' | 'e' | null {
  if (f.kind === 'wildcard') {
    const worst = pastAutomatic(t, conference, f.perDivision, catchers);
    if (worst === null || worst < f.wildCards) return 'x';
    const best = pastAutomatic(t, conference, f.perDivision, beyond);
    return best !== null && best >= f.wildCards ? 'e' : null;
  }
  const group = f.scope === 'conference' ? conference : league;
  if (catchers(t, group) < f.spots) return 'x';
  return beyond(t, group) >= f.spots ? 'e' : null;
}

/** Every team's mark under the league's format (null: still open). */
export function clinchMarks(teams: readonly ClinchTeam[], format: PlayoffFormat): Map<number, ClinchMark | null> {
  const conferences = groupBy(teams, (t) => key(t.conference));
  const hasConferences = format.kind === 'wildcard' || format.scope === 'conference';
  const marks = new Map<number, ClinchMark | null>();
  for (const t of teams) {
    const conference = conferences.get(key(t.conference)) ?? [];
    const division = conference.filter((o) => key(o.division) === key(t.division));
    const spot = berth(t, conference, teams, format);
    let mark: ClinchMark | null = spot;
    if (spot === 'x') {
      if (catchers(t, teams) === 0) mark = 'p';
      else if (hasConferences && catchers(t, conference) === 0) mark = 'z';
      else if (format.kind === 'wildcard' && catchers(t, division) === 0) mark = 'y';
    }
    marks.set(t.id, mark);
  }
  return marks;
}
