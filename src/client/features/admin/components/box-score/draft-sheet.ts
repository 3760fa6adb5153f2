import type { BoxScore, BoxScoreBodyInput, TeamSide } from '#shared/schemas/box-score';

/**
 * Issue #26: the editor's working copy of what official sheets add — goalie stints, penalty shots
 * and each player's printed figures — kept as typed until it becomes the PUT body.
 */
export type DraftStint = {
  team: TeamSide;
  playerId: number | null;
  fromPeriod: number;
  fromTime: string;
  toPeriod: number;
  toTime: string;
};
export type DraftPenaltyShot = {
  period: number;
  time: string;
  team: TeamSide;
  shooterPlayerId: number | null;
  goaliePlayerId: number | null;
  infraction: string;
  scored: boolean;
};
/** A player's SOG, +/- and TOI as typed; a player with all three blank has no line. */
export type DraftFigures = { shots: string; plusMinus: string; timeOnIce: string };
export type DraftSheet = {
  goalieStints: DraftStint[];
  penaltyShots: DraftPenaltyShot[];
  figures: Record<number, DraftFigures>;
};

export const NO_FIGURES: DraftFigures = { shots: '', plusMinus: '', timeOnIce: '' };

export function sheetDraftFrom(box: BoxScore): DraftSheet {
  const figures: Record<number, DraftFigures> = {};
  for (const p of box.players ?? [])
    figures[p.playerId] = {
      shots: p.shots === null ? '' : String(p.shots),
      plusMinus: p.plusMinus === null ? '' : p.plusMinus > 0 ? `+${p.plusMinus}` : String(p.plusMinus),
      timeOnIce: p.timeOnIce ?? '',
    };
  return {
    goalieStints: (box.goalieStints ?? []).map((s) => ({ ...s })),
    penaltyShots: (box.penaltyShots ?? []).map((s) => ({ ...s })),
    figures,
  };
}

const blank = (s: string) => s.trim() === '';
const hasFigures = (f: DraftFigures | undefined) => f !== undefined && !(blank(f.shots) && blank(f.plusMinus) && blank(f.timeOnIce));
// Half-typed numbers stay NaN so the schema names the field rather than a guess being saved.
const count = (s: string) => (blank(s) ? null : /^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
const signed = (s: string) => (blank(s) ? null : /^\s*[+-]?\d+\s*$/.test(s) ? Number(s.replace('+', '')) : Number.NaN);

/** The players whose figures go in the body, in the body's order: `players.N` of an error is the N-th of these. */
export const figuresOrder = (lineup: Record<TeamSide, number[]>, figures: Record<number, DraftFigures>) =>
  [...lineup.away, ...lineup.home].filter((id) => hasFigures(figures[id]));

const pick = (id: number | null) => id ?? 0;

export function sheetBody(
  sheet: DraftSheet,
  lineup: Record<TeamSide, number[]>,
): Pick<BoxScoreBodyInput, 'goalieStints' | 'penaltyShots' | 'players'> {
  return {
    goalieStints: sheet.goalieStints.map((s) => ({ ...s, playerId: pick(s.playerId) })),
    penaltyShots: sheet.penaltyShots.map((s) => ({ ...s, shooterPlayerId: pick(s.shooterPlayerId) })),
    players: figuresOrder(lineup, sheet.figures).map((playerId) => {
      const f = sheet.figures[playerId]!;
      return { playerId, shots: count(f.shots), plusMinus: signed(f.plusMinus), timeOnIce: blank(f.timeOnIce) ? null : f.timeOnIce.trim() };
    }),
  };
}
