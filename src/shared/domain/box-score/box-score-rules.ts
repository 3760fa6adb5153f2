import type { BoxScoreBody, TeamSide } from '../../schemas/box-score';
import type { GameOutcome, GameStatus } from '../games/game-status';
import { REGULATION_PERIODS, maxPeriod, parseClock, periodSeconds, type ClockSeasonType } from './box-score-clock';
import { boxTotals, shootoutTally } from './box-score-derive';
import { goalieIssues } from './box-score-goalie-rules';
import { sheetIssues } from './box-score-sheet-rules';

/** The game a box score belongs to, as stored: the box score must agree with it. */
export interface BoxScoreGameContext {
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
  outcome: GameOutcome | null;
  seasonType: ClockSeasonType | null;
}

export interface BoxScoreIssue {
  /** Row path as in a 400's `errors`: 'goals.3.assist1PlayerId', or a list ('goals') for totals. */
  path: string;
  message: string;
}

export type BoxScoreInput = Pick<BoxScoreBody, 'lineup' | 'goals' | 'penalties' | 'shots' | 'shootout' | 'goalies'> &
  Partial<Pick<BoxScoreBody, 'goalieStints' | 'penaltyShots' | 'players'>>;

const SIDE_NAME: Record<TeamSide, string> = { home: 'home', away: 'away' };

/**
 * Issue #17, item 2: the one rule set for a box score, used by PUT /api/games/{id}/boxscore and the
 * admin editor. Every failing row is named; a box score with any issue is refused as a whole.
 * - goals per team (periods 1–3 and overtime) equal that team's score; a shootout winner's score is
 *   its goals + 1; an OT or SO final has a one-goal margin;
 * - scorers, assisters, penalised players (none for a bench penalty), shooters and goalies are in their team's lineup, each
 *   player once; an assister is not the scorer (nor the other assister);
 * - times lie inside their period (20 min; overtime 5 min in the regular season and preseason,
 *   20 min in the playoffs, where several overtimes may be played); no overtime in a regulation
 *   final; an overtime final has exactly one overtime goal, the winner's; a shootout only in a game
 *   decided by one, won by the game's winner;
 * - shots on goal are at least the goals of their period; goalies: see box-score-goalie-rules.ts.
 */
export function boxScoreIssues(box: BoxScoreInput, game: BoxScoreGameContext): BoxScoreIssue[] {
  const issues: BoxScoreIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const final = game.status === 'final';
  const outcome = final ? game.outcome : null;
  const lastPeriod = outcome === 'REG' ? REGULATION_PERIODS : maxPeriod(game.seasonType);

  const teamOf = new Map<number, TeamSide>();
  box.lineup.forEach((p, i) => {
    const seen = teamOf.get(p.playerId);
    if (seen !== undefined) add(`lineup.${i}.playerId`, `Player ${p.playerId} is already in the ${SIDE_NAME[seen]} lineup`);
    else teamOf.set(p.playerId, p.team);
  });
  const inLineup = (path: string, team: TeamSide, id: number | null, role: string) => {
    if (id !== null && teamOf.get(id) !== team) add(path, `The ${role} (player ${id}) is not in the ${SIDE_NAME[team]} lineup`);
  };
  const clockAt = (periodPath: string, timePath: string, period: number, time: string) => {
    if (period > lastPeriod) {
      add(
        periodPath,
        outcome === 'REG' ? 'A game won in regulation has no overtime' : `Period ${period} is past the last one allowed (${lastPeriod})`,
      );
      return;
    }
    const s = parseClock(time);
    const length = periodSeconds(period, game.seasonType);
    if (s !== null && s > length) add(timePath, `${time} is past the end of period ${period} (${length / 60}:00)`);
  };
  const clock = (path: string, period: number, time: string) => clockAt(`${path}.period`, `${path}.time`, period, time);

  box.goals.forEach((g, i) => {
    const at = `goals.${i}`;
    clock(at, g.period, g.time);
    inLineup(`${at}.scorerPlayerId`, g.team, g.scorerPlayerId, 'scorer');
    inLineup(`${at}.assist1PlayerId`, g.team, g.assist1PlayerId, 'first assist');
    inLineup(`${at}.assist2PlayerId`, g.team, g.assist2PlayerId, 'second assist');
    if (g.assist1PlayerId !== null && g.assist1PlayerId === g.scorerPlayerId)
      add(`${at}.assist1PlayerId`, 'The scorer cannot assist his own goal');
    if (g.assist2PlayerId !== null && g.assist2PlayerId === g.scorerPlayerId)
      add(`${at}.assist2PlayerId`, 'The scorer cannot assist his own goal');
    if (g.assist2PlayerId !== null && g.assist1PlayerId === null) add(`${at}.assist2PlayerId`, 'A second assist needs a first assist');
    if (g.assist2PlayerId !== null && g.assist2PlayerId === g.assist1PlayerId)
      add(`${at}.assist2PlayerId`, 'The same player cannot have both assists');
  });
  scoreIssues(box, game, outcome, add);

  box.penalties.forEach((p, i) => {
    clock(`penalties.${i}`, p.period, p.time);
    inLineup(`penalties.${i}.playerId`, p.team, p.playerId, 'penalised player');
    inLineup(`penalties.${i}.servedByPlayerId`, p.team, p.servedByPlayerId ?? null, 'player serving the penalty');
  });

  const shotPeriods = new Set<number>();
  box.shots.forEach((s, i) => {
    if (shotPeriods.has(s.period)) add(`shots.${i}.period`, `Shots for period ${s.period} are entered twice`);
    shotPeriods.add(s.period);
    if (s.period > lastPeriod)
      add(`shots.${i}.period`, outcome === 'REG' ? 'A game won in regulation has no overtime' : `Period ${s.period} was not played`);
    for (const team of ['home', 'away'] as const) {
      const goals = box.goals.filter((g) => g.period === s.period && g.team === team).length;
      if (s[team] < goals) add(`shots.${i}.${team}`, `${s[team]} shots on goal but ${goals} goals in period ${s.period}`);
    }
  });

  box.shootout.forEach((a, i) => inLineup(`shootout.${i}.playerId`, a.team, a.playerId, 'shooter'));
  issues.push(...goalieIssues(box, game, outcome, (id, team) => teamOf.get(id) === team));
  issues.push(...sheetIssues(box, game.seasonType, { clock, clockAt, inLineup, sideOf: (id) => teamOf.get(id) }));
  return issues;
}

/** Totals, overtime and shootout against the game's stored result. */
function scoreIssues(
  box: BoxScoreInput,
  game: BoxScoreGameContext,
  outcome: GameOutcome | null,
  add: (path: string, message: string) => void,
) {
  const totals = boxTotals(box, outcome);
  for (const team of ['home', 'away'] as const) {
    const score = (team === 'home' ? game.homeScore : game.awayScore) ?? 0;
    if (totals[team] !== score) {
      const so = outcome === 'SO' && shootoutTally(box).winner === team ? ' (with the shootout goal)' : '';
      add('goals', `The ${team} team has ${totals[team]} goals${so} but the game's ${team} score is ${score}`);
    }
  }
  if ((outcome === 'OT' || outcome === 'SO') && Math.abs(totals.home - totals.away) !== 1) {
    add(
      'goals',
      `A game decided in ${outcome === 'OT' ? 'overtime' : 'a shootout'} ends with a one-goal margin, not ${totals.home}–${totals.away}`,
    );
  }
  const overtime = box.goals.map((g, i) => ({ g, i })).filter(({ g }) => g.period > REGULATION_PERIODS);
  if (outcome === 'SO') overtime.forEach(({ i }) => add(`goals.${i}.period`, 'A game decided in a shootout had a scoreless overtime'));
  if (outcome === 'OT') {
    const winner: TeamSide = (game.homeScore ?? 0) > (game.awayScore ?? 0) ? 'home' : 'away';
    if (overtime.length === 0) add('goals', 'A game won in overtime needs its overtime goal');
    overtime.forEach(({ g, i }, n) => {
      if (n > 0) add(`goals.${i}.period`, 'Overtime ends with the first goal: only one overtime goal');
      else if (g.team !== winner) add(`goals.${i}.team`, `The overtime goal must be the winner's (${winner})`);
    });
  }
  if (box.shootout.length > 0 && outcome !== 'SO') add('shootout.0.team', 'Only a game decided in a shootout has one');
  if (outcome === 'SO') {
    const so = shootoutTally(box);
    const winner: TeamSide = (game.homeScore ?? 0) > (game.awayScore ?? 0) ? 'home' : 'away';
    if (box.shootout.length === 0) add('shootout', 'A game decided in a shootout needs its shootout attempts');
    else if (so.winner !== winner) add('shootout', `The ${winner} team won the game, so it must win the shootout (${so.home}–${so.away})`);
  }
}
