import type { BoxScoreBody, BoxScoreResult, GoalieInput } from '#shared/schemas/box-score';
import type { GoalieStintInput } from '#shared/schemas/box-score-sheet';
import type { OfficialClock, OfficialGameSheet, OfficialSide } from '#shared/schemas/official-game-sheet';
import { clockText, sheetGoalies } from './sheet-goalies';

/** Our player id of each of the sheet's player external ids (every player of the sheet is resolved first). */
export type PlayerIds = ReadonlyMap<string, number>;

const DECISION = { W: 'W', L: 'L', OTL: 'OTL', SOL: 'OTL' } as const;
const at = (c: OfficialClock) => ({ period: c.period, time: clockText(c.seconds) });
/** The NHL writes infractions as keys ('too-many-men-on-the-ice'): shown as words, within the 60 the schema allows. */
const words = (infraction: string) => {
  const text = infraction.replace(/-/g, ' ').trim() || 'Penalty';
  return (text[0].toUpperCase() + text.slice(1)).slice(0, 60);
};

/**
 * Issue #26: an official sheet as the body of PUT /api/games/{id}/boxscore, so an import goes through
 * the one box-score write path and its rules. Nothing is corrected: where the sheet contradicts
 * itself, the stored warnings say so. Decisions count only in a final (a sheet recorded live may
 * print the goalie then in the lead as the winner).
 */
export function sheetToBoxScore(sheet: OfficialGameSheet, ids: PlayerIds): BoxScoreBody & { result: BoxScoreResult } {
  const id = (externalId: string) => {
    const found = ids.get(externalId);
    if (found === undefined) throw new Error(`Player ${externalId} is named by the sheet but not on its rosters`);
    return found;
  };
  const maybe = (externalId: string | null | undefined) => (externalId ? id(externalId) : null);
  const final = sheet.game.status === 'final';
  const onIce = (side: OfficialSide, plus: string[] | null, minus: string[] | null) => {
    if (plus === null && minus === null) return null;
    const mine = (plus ?? []).map(id);
    const theirs = (minus ?? []).map(id);
    return side === 'home' ? { home: mine, away: theirs } : { home: theirs, away: mine };
  };
  const awardedFor = (shot: OfficialGameSheet['penaltyShots'][number]) =>
    sheet.penalties.find(
      (p) => p.penaltyShotAwarded && p.side !== shot.side && p.period === shot.period && Math.abs(p.seconds - shot.seconds) <= 60,
    )?.infraction;
  const stints: GoalieStintInput[] = (sheet.goalieStints ?? []).map((s) => ({
    team: s.side,
    playerId: id(s.goalieId),
    fromPeriod: s.from.period,
    fromTime: clockText(s.from.seconds),
    toPeriod: s.to.period,
    toTime: clockText(s.to.seconds),
  }));
  const goalies: GoalieInput[] = sheetGoalies(sheet, id).map((g) => ({
    ...g,
    decision: final && g.decision ? DECISION[g.decision] : null,
  }));
  const shotPeriods = sheet.shotsByPeriod ? Math.max(sheet.shotsByPeriod.home.length, sheet.shotsByPeriod.away.length) : 0;
  return {
    result: {
      status: sheet.game.status,
      homeScore: sheet.game.status === 'scheduled' ? null : sheet.game.homeScore,
      awayScore: sheet.game.status === 'scheduled' ? null : sheet.game.awayScore,
      outcome: final ? sheet.game.lastPeriod : null,
    },
    lineup: sheet.players.map((p) => ({ team: p.side, playerId: id(p.externalId) })),
    goals: sheet.goals.map((g) => ({
      ...at(g),
      team: g.side,
      scorerPlayerId: id(g.scorerId),
      assist1PlayerId: maybe(g.assistIds[0]),
      assist2PlayerId: maybe(g.assistIds[1]),
      strength: g.strength ?? 'EV',
      // Not flagged: derived from the stints when the box score is saved (a sheet may leave a goal
      // into a net its own goalie log shows empty unflagged; the warnings then say so).
      ...(g.emptyNet ? { emptyNet: true } : {}),
      onIce: onIce(g.side, g.plusIds, g.minusIds),
    })),
    penalties: sheet.penalties.map((p) => ({
      ...at(p),
      team: p.side,
      playerId: maybe(p.playerId),
      servedByPlayerId: maybe(p.servedById),
      // A penalty shot replaces the minor it was awarded for (rule 24): the player's official line has
      // no minutes for it, though a summary may print the 2 on its penalty list.
      minutes: p.penaltyShotAwarded && p.minutes === 2 ? 0 : p.minutes,
      infraction: words(p.infraction),
    })),
    shots: Array.from({ length: shotPeriods }, (_, i) => ({
      period: i + 1,
      home: sheet.shotsByPeriod!.home[i] ?? 0,
      away: sheet.shotsByPeriod!.away[i] ?? 0,
    })),
    shootout: sheet.shootout.map((a) => ({ team: a.side, playerId: id(a.shooterId), scored: a.scored })),
    goalies,
    goalieStints: stints,
    penaltyShots: sheet.penaltyShots.map((s) => ({
      ...at(s),
      team: s.side,
      shooterPlayerId: id(s.shooterId),
      goaliePlayerId: maybe(s.goalieId),
      infraction: words(awardedFor(s) ?? 'Penalty shot'),
      scored: s.scored,
    })),
    players: (sheet.skaterLines ?? []).map((l) => ({
      playerId: id(l.playerId),
      shots: l.shots,
      plusMinus: l.plusMinus,
      timeOnIce: l.toiSeconds === null ? null : clockText(l.toiSeconds),
    })),
  };
}
