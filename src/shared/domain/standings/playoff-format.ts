/**
 * How many teams of a regular season reach the playoffs, per league (issue 19 item 3). The rule is
 * league data kept here, beside the points systems, so the table, its cut line and the clinch marks
 * read one truth; a league without an entry draws no line and gets no marks.
 */
export type PlayoffFormat =
  /** NHL style: per conference, the top `perDivision` of each division plus `wildCards` best of the rest. */
  | { kind: 'wildcard'; perDivision: number; wildCards: number }
  /** The top `spots` teams of each conference, or of the whole league. */
  | { kind: 'top'; scope: 'conference' | 'league'; spots: number };

const FORMATS: Readonly<Record<string, PlayoffFormat>> = {
  'national hockey league': { kind: 'wildcard', perDivision: 3, wildCards: 2 },
  'kontinental hockey league': { kind: 'top', scope: 'conference', spots: 8 },
  // Places 7-10 play a qualifying round: ten teams reach the post-season.
  'swedish hockey league': { kind: 'top', scope: 'league', spots: 10 },
  liiga: { kind: 'top', scope: 'league', spots: 10 },
  'deutsche eishockey liga': { kind: 'top', scope: 'league', spots: 10 },
};

/** The league's playoff rule for a regular season; null for other season types and leagues without one. */
export function playoffFormatFor(leagueName: string | null | undefined, seasonType: string | null | undefined): PlayoffFormat | null {
  if (seasonType !== 'regular') return null;
  return FORMATS[(leagueName ?? '').trim().toLowerCase()] ?? null;
}

/** Where the line falls in a table of one conference (NHL: after 8th = 2 divisions x 3 + 2 wild cards). */
export function conferenceCut(format: PlayoffFormat, divisions: number): number | null {
  if (format.kind === 'wildcard') return divisions * format.perDivision + format.wildCards;
  return format.scope === 'conference' ? format.spots : null;
}
