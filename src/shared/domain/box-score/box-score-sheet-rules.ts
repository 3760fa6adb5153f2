import type { BoxScoreBody, TeamSide } from '../../schemas/box-score';
import type { ClockSeasonType } from './box-score-clock';
import { other } from './box-score-derive';
import { stintSpan } from './goalie-stints';

type Box = Pick<BoxScoreBody, 'goals'> & Partial<Pick<BoxScoreBody, 'goalieStints' | 'penaltyShots' | 'players'>>;
interface Checks {
  clock: (path: string, period: number, time: string) => void;
  clockAt: (periodPath: string, timePath: string, period: number, time: string) => void;
  inLineup: (path: string, team: TeamSide, id: number | null, role: string) => void;
  sideOf: (id: number) => TeamSide | undefined;
}
interface Issue {
  path: string;
  message: string;
}

/**
 * Issue #26: the hard rules of what official sheets add — goalie stints (in the lineup, inside the
 * game, ending after they start, one goalie in a net at a time), penalty shots (shooter and goalie
 * in their lineups; a scored one is an unassisted goal of the shooter at that moment), the goals'
 * on-ice lists and the players' own figures (each of a dressed player, once).
 */
export function sheetIssues(box: Box, seasonType: ClockSeasonType | null, c: Checks): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const stints = box.goalieStints ?? [];
  stints.forEach((s, i) => {
    const at = `goalieStints.${i}`;
    c.inLineup(`${at}.playerId`, s.team, s.playerId, 'goalie');
    c.clockAt(`${at}.fromPeriod`, `${at}.fromTime`, s.fromPeriod, s.fromTime);
    c.clockAt(`${at}.toPeriod`, `${at}.toTime`, s.toPeriod, s.toTime);
    const span = stintSpan(s, seasonType);
    if (span.to < span.from) add(`${at}.toTime`, 'A stint ends after it starts');
    const overlaps = stints.some((o, j) => {
      if (j >= i || o.team !== s.team) return false;
      const x = stintSpan(o, seasonType);
      return x.from < span.to && span.from < x.to;
    });
    if (overlaps) add(`${at}.fromTime`, `Two ${s.team} goalies cannot be in net at once`);
  });

  (box.penaltyShots ?? []).forEach((ps, i) => {
    const at = `penaltyShots.${i}`;
    c.clock(at, ps.period, ps.time);
    c.inLineup(`${at}.shooterPlayerId`, ps.team, ps.shooterPlayerId, 'shooter');
    c.inLineup(`${at}.goaliePlayerId`, other(ps.team), ps.goaliePlayerId, 'goalie');
    const goal = box.goals.find(
      (g) => g.team === ps.team && g.period === ps.period && g.time === ps.time && g.scorerPlayerId === ps.shooterPlayerId,
    );
    if (ps.scored && !goal)
      add(`${at}.scored`, `A scored penalty shot is a goal: add the shooter's goal at ${ps.time} of period ${ps.period}`);
    if (ps.scored && goal && (goal.assist1PlayerId !== null || goal.assist2PlayerId !== null))
      add(`${at}.scored`, 'A penalty-shot goal has no assists');
  });

  box.goals.forEach((g, i) => {
    if (!g.onIce) return;
    for (const team of ['home', 'away'] as const) {
      const list = g.onIce[team];
      list.forEach((id, n) => {
        c.inLineup(`goals.${i}.onIce.${team}.${n}`, team, id, 'player on the ice');
        if (list.indexOf(id) !== n) add(`goals.${i}.onIce.${team}.${n}`, `Player ${id} is listed twice`);
      });
    }
  });

  const seen = new Set<number>();
  (box.players ?? []).forEach((p, i) => {
    if (seen.has(p.playerId)) add(`players.${i}.playerId`, `Player ${p.playerId} has two lines`);
    seen.add(p.playerId);
    if (!c.sideOf(p.playerId)) add(`players.${i}.playerId`, `Player ${p.playerId} is not in the lineup`);
  });
  return issues;
}
