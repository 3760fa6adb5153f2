import type { BoxScore, TeamSide } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';

export type BoxPlayer = BoxScore['lineup'][number];

/** Names of the dressed players by id: every row of a box score names players by id only. */
export function lineupIndex(box: BoxScore): Map<number, BoxPlayer> {
  return new Map(box.lineup.map((p) => [p.playerId, p]));
}

export const playerName = (p: BoxPlayer | undefined, id: number) => (p ? `${p.firstName} ${p.lastName}` : `Player ${id}`);

export const teamOf = (game: Game, side: TeamSide) => (side === 'home' ? game.homeTeam : game.awayTeam);

/** The short name a score sheet prints ("TOR"), else the full name. */
export const teamShort = (game: Game, side: TeamSide) => {
  const t = teamOf(game, side);
  return t.shortName?.trim() || t.name;
};

/** The period a live game is in as a number (OT = 4), or null when not live or unknown; 'SO' = shootout. */
export function currentPeriod(game: Game): number | 'SO' | null {
  if (game.status !== 'live' || !game.period) return null;
  const text = game.period.trim().toUpperCase();
  // Stored as '2', '2nd', 'OT', '2OT' or 'SO'.
  const numbered = /^(\d+)(?:ST|ND|RD|TH)?$/.exec(text);
  if (numbered) return Number(numbered[1]);
  if (text === 'SO') return 'SO';
  const ot = /^(\d*)OT$/.exec(text);
  return ot ? 3 + (ot[1] ? Number(ot[1]) : 1) : null;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Section titles of the scoring and penalty summaries: 1st Period … Overtime, 2nd Overtime. */
export const periodTitle = (period: number) =>
  period <= 3 ? `${ordinal(period)} Period` : period === 4 ? 'Overtime' : `${ordinal(period - 3)} Overtime`;
