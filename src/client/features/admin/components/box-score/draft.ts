import type { BoxScore, BoxScoreBodyInput, GoalieDecision, GoalStrength, TeamSide } from '#shared/schemas/box-score';
import type { GameOutcome, GameStatus } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import type { Player } from '#shared/schemas/player';
import { sheetBody, sheetDraftFrom, type DraftSheet } from './draft-sheet';

/**
 * The editor's working copy of a box score: what the admin typed, kept as typed (a half-typed
 * number stays text) until it is turned into the PUT body that the shared rules check.
 */
export type DraftGoal = {
  period: number;
  time: string;
  team: TeamSide;
  scorerPlayerId: number | null;
  assist1PlayerId: number | null;
  assist2PlayerId: number | null;
  strength: Exclude<GoalStrength, 'EN'>;
  emptyNet: boolean;
  /** The '+' and '−' lists; null: not recorded for this goal. */
  onIce: { home: number[]; away: number[] } | null;
};
export type DraftPenalty = {
  period: number;
  time: string;
  team: TeamSide;
  playerId: number | null;
  minutes: number;
  infraction: string;
  /** A bench (team) penalty: no penalised player, optionally who served it. */
  bench: boolean;
  servedByPlayerId: number | null;
};
export type DraftShots = { period: number; home: string; away: string };
export type DraftAttempt = { team: TeamSide; playerId: number | null; scored: boolean };
export type DraftGoalie = {
  team: TeamSide;
  playerId: number | null;
  timeOnIce: string;
  shotsAgainst: string;
  saves: string;
  goalsAgainst: string;
  decision: GoalieDecision | null;
};
/** The game's result as typed; sent with the box score only when it differs from the stored one. */
export type DraftResult = { status: GameStatus; homeScore: string; awayScore: string; outcome: GameOutcome | '' };
export type Draft = {
  result: DraftResult;
  lineup: Record<TeamSide, number[]>;
  goals: DraftGoal[];
  penalties: DraftPenalty[];
  shots: DraftShots[];
  shootout: DraftAttempt[];
  goalies: DraftGoalie[];
  sheet: DraftSheet;
};

export const SIDES: readonly TeamSide[] = ['away', 'home'];

const text = (n: number) => String(n);

/** The stored box score as a draft; a game without one starts with both full rosters dressed. */
export function draftFrom(box: BoxScore, rosters: Record<TeamSide, Player[]>, shotPeriods: number, game: Game): Draft {
  const stored = box.updatedAt !== null;
  const lineup = {
    home: stored ? box.lineup.filter((p) => p.team === 'home').map((p) => p.playerId) : rosters.home.map((p) => p.id),
    away: stored ? box.lineup.filter((p) => p.team === 'away').map((p) => p.playerId) : rosters.away.map((p) => p.id),
  };
  const shots = Array.from({ length: Math.max(shotPeriods, ...box.shots.map((s) => s.period)) }, (_, i) => {
    const row = box.shots.find((s) => s.period === i + 1);
    return { period: i + 1, home: row ? text(row.home) : '', away: row ? text(row.away) : '' };
  });
  return {
    result: resultOf(game),
    lineup,
    goals: box.goals.map(({ period, time, team, scorerPlayerId, assist1PlayerId, assist2PlayerId, strength, emptyNet, onIce }) => ({
      period,
      time,
      team,
      scorerPlayerId,
      assist1PlayerId,
      assist2PlayerId,
      strength,
      emptyNet,
      onIce: onIce ?? null,
    })),
    penalties: box.penalties.map((p) => ({ ...p, bench: p.playerId === null, servedByPlayerId: p.servedByPlayerId ?? null })),
    sheet: sheetDraftFrom(box),
    shots,
    shootout: box.shootout.map((a) => ({ ...a })),
    goalies: box.goalies.map((g) => ({
      team: g.team,
      playerId: g.playerId,
      timeOnIce: g.timeOnIce,
      shotsAgainst: text(g.shotsAgainst),
      saves: text(g.saves),
      goalsAgainst: text(g.goalsAgainst),
      decision: g.decision,
    })),
  };
}

export const resultOf = (g: Pick<Game, 'status' | 'homeScore' | 'awayScore' | 'outcome'>): DraftResult => ({
  status: g.status,
  homeScore: g.homeScore === null ? '' : text(g.homeScore),
  awayScore: g.awayScore === null ? '' : text(g.awayScore),
  outcome: g.outcome ?? '',
});

const sameResult = (a: DraftResult, b: DraftResult) =>
  a.status === b.status &&
  a.homeScore.trim() === b.homeScore.trim() &&
  a.awayScore.trim() === b.awayScore.trim() &&
  a.outcome === b.outcome;

/** The result part of the body: absent while it is what the game already says. */
export function resultBody(d: DraftResult, stored: DraftResult) {
  if (sameResult(d, stored)) return {};
  const score = (s: string) => (s.trim() === '' ? null : count(s));
  return { result: { status: d.status, homeScore: score(d.homeScore), awayScore: score(d.awayScore), outcome: d.outcome || null } };
}

// A blank or half-typed count stays NaN: the schema then names the field instead of guessing a 0.
const count = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
// A player not picked yet is id 0, which the schema refuses on that row's own path.
const pick = (id: number | null) => id ?? 0;

/** The PUT body; row indexes match the draft's, so an error's path (goals.3.time) finds its row. */
export function toBody(d: Draft, expectedUpdatedAt: string | null, storedResult: DraftResult): BoxScoreBodyInput {
  const anyShots = d.shots.some((s) => s.home.trim() !== '' || s.away.trim() !== '');
  return {
    ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
    ...resultBody(d.result, storedResult),
    lineup: [
      ...d.lineup.away.map((playerId) => ({ team: 'away' as const, playerId })),
      ...d.lineup.home.map((playerId) => ({ team: 'home' as const, playerId })),
    ],
    // Empty on-ice lists are a goal whose lists were opened but not filled: not recorded.
    goals: d.goals.map(({ onIce, ...g }) => ({
      ...g,
      scorerPlayerId: pick(g.scorerPlayerId),
      onIce: onIce && onIce.home.length + onIce.away.length > 0 ? onIce : null,
    })),
    penalties: d.penalties.map(({ bench, ...p }) => ({ ...p, playerId: bench ? null : pick(p.playerId) })),
    ...sheetBody(d.sheet, d.lineup),
    shots: anyShots ? d.shots.map((s) => ({ period: s.period, home: count(s.home), away: count(s.away) })) : [],
    shootout: d.shootout.map((a) => ({ ...a, playerId: pick(a.playerId) })),
    goalies: d.goalies.map((g) => ({
      team: g.team,
      playerId: pick(g.playerId),
      timeOnIce: g.timeOnIce,
      shotsAgainst: count(g.shotsAgainst),
      saves: count(g.saves),
      goalsAgainst: count(g.goalsAgainst),
      decision: g.decision,
    })),
  };
}
