import type { StandingRow } from '#shared/schemas/standing';

export type TeamStanding = { row: StandingRow; place: number; group: string | null };

const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
export const ordinal = (n: number) => `${n}${SUFFIX[ORDINAL.select(n)]}`;

/**
 * The team's row of its league's table and its place in its division (else conference, else the
 * league), counted from the rows' league-wide ranks as NHL.com prints "2nd in Atlantic".
 */
export function teamStanding(rows: StandingRow[], teamId: number): TeamStanding | null {
  const row = rows.find((r) => r.team.id === teamId);
  if (!row) return null;
  const key = row.team.division ? 'division' : row.team.conference ? 'conference' : null;
  const peers = key ? rows.filter((r) => r.team[key] === row.team[key]) : rows;
  const place = peers.filter((r) => r.rank < row.rank).length + 1;
  return { row, place, group: key ? row.team[key] : null };
}

/** '14-6-2' (W-L-OTL, with ties when the league counts them). */
export const recordText = (r: StandingRow) => [r.wins, r.losses, r.overtimeLosses, ...(r.ties ? [r.ties] : [])].join('-');
