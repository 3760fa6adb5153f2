import { describe, expect, it } from 'vitest';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { boxScoreWarnings } from '#shared/domain/box-score/box-score-warnings';
import { skaterGameLines, goalieShutouts } from '#shared/domain/box-score/box-score-lines';
import { creditedDecisions, normalizeGoals } from '#shared/domain/box-score/goal-facts';
import { lineScore } from '#shared/domain/box-score/box-score-derive';
import { BoxScoreBody } from '#shared/schemas/box-score';
import type { GoalieStintInput } from '#shared/schemas/box-score-sheet';
import { fixedIds as id, playoffBox, playoffGame, regulationBox, regulationGame } from '../helpers/box-score-fixtures';

const stint = (team: 'home' | 'away', role: Parameters<typeof id>[0], from: [number, string], to: [number, string]): GoalieStintInput => ({
  team,
  playerId: id(role),
  fromPeriod: from[0],
  fromTime: from[1],
  toPeriod: to[0],
  toTime: to[1],
});
/** Game A's nets: hg1 the first two periods, hg2 the third; ag1 pulled at 18:30 of the third. */
const gameAStints = () => [
  stint('home', 'hg1', [1, '00:00'], [2, '20:00']),
  stint('home', 'hg2', [3, '00:00'], [3, '20:00']),
  stint('away', 'ag1', [1, '00:00'], [3, '18:30']),
];
const paths = (box: BoxScoreBody, game = regulationGame) => boxScoreIssues(box, game).map((i) => i.path);

// Issue #26 item 1: the scoresheet as leagues record it.
describe('bench penalties', () => {
  it('a team penalty has no penalised player, may name who served it; team PIM counts it, nobody’s own PIM does', () => {
    const box = regulationBox(id);
    box.penalties.push({
      period: 2,
      time: '10:00',
      team: 'away',
      playerId: null,
      servedByPlayerId: id('a6'),
      minutes: 2,
      infraction: 'Too many men',
    });
    expect(BoxScoreBody.safeParse(box).success).toBe(true);
    expect(paths(box)).toEqual([]);
    expect(lineScore(box, 'REG').penaltyMinutes).toEqual({ home: 9, away: 9 });
    expect(skaterGameLines(box, 'REG', true).get(id('a6'))!.penaltyMinutes).toBe(0);
  });

  it('the player serving it is in the team’s lineup', () => {
    const box = regulationBox(id);
    box.penalties.push({
      period: 2,
      time: '10:00',
      team: 'away',
      playerId: null,
      servedByPlayerId: id('h6'),
      minutes: 2,
      infraction: 'Delay of game',
    });
    expect(paths(box)).toEqual(['penalties.5.servedByPlayerId']);
  });
});

describe('goalie decisions', () => {
  it('a sheet without decisions (and without stints) is accepted and credits none: no win, no loss, no shutout', () => {
    const box = playoffBox(id);
    box.goalies.forEach((g) => (g.decision = null));
    expect(paths(box, playoffGame)).toEqual([]);
    expect(creditedDecisions(box, playoffGame, 'OT')).toEqual([null, null]);
    expect(goalieShutouts(box, 'OT', creditedDecisions(box, playoffGame, 'OT'))).toEqual([false, false]);
  });

  it('without a decision on the sheet, the stints give it: the goalie in net when the winner went ahead for good', () => {
    const box = { ...regulationBox(id), goalieStints: gameAStints() };
    box.goalies.forEach((g) => (g.decision = null));
    // The winning goal (h3, 18:30 of the 2nd) was scored with hg1 in the home net and ag1 in the away net.
    expect(creditedDecisions(box, regulationGame, 'REG')).toEqual(['W', null, 'L']);
  });

  it('a decision the stints contradict is kept, with a warning', () => {
    const box = { ...regulationBox(id), goalieStints: gameAStints() };
    box.goalies[0]!.decision = null;
    box.goalies[1]!.decision = 'W';
    expect(paths(box)).toEqual([]);
    const warnings = boxScoreWarnings(box, regulationGame, 'REG');
    expect(warnings.map((w) => w.path)).toEqual(['goalies.0.decision', 'goalies.1.decision']);
    expect(creditedDecisions(box, regulationGame, 'REG')).toEqual([null, 'W', 'L']);
  });

  it('a shutout shared by two goalies credits neither', () => {
    const box = {
      ...playoffBox(id),
      goalieStints: [stint('home', 'hg1', [1, '00:00'], [3, '20:00']), stint('home', 'hg2', [4, '00:00'], [5, '07:30'])],
    };
    box.goalies[0]!.timeOnIce = '60:00';
    box.goalies.splice(1, 0, {
      team: 'home',
      playerId: id('hg2'),
      timeOnIce: '27:30',
      shotsAgainst: 0,
      saves: 0,
      goalsAgainst: 0,
      decision: null,
    });
    box.goalies[0]!.shotsAgainst = 30;
    expect(paths(box, playoffGame)).toEqual([]);
    expect(goalieShutouts(box, 'OT')).toEqual([false, false, false]);
  });
});

describe('strength and empty net', () => {
  it('a short-handed goal into an empty net stays short-handed for the scorer', () => {
    const box = regulationBox(id);
    box.goals[5] = { ...box.goals[5]!, strength: 'SH', emptyNet: true };
    expect(paths(box)).toEqual([]);
    expect(skaterGameLines(box, 'REG', true).get(id('h1'))!.shortHandedGoals).toBe(1);
  });

  it('the old strength EN is stored as even strength into an empty net', () => {
    const goal = normalizeGoals(regulationBox(id), 'regular').goals[5]!;
    expect([goal.strength, goal.emptyNet]).toEqual(['EV', true]);
  });

  it('an unflagged goal scored while the stints show an empty net is empty-net (the goalie lines add up)', () => {
    const box = { ...regulationBox(id), goalieStints: gameAStints() };
    box.goals[5] = { ...box.goals[5]!, strength: 'EV' };
    expect(paths(box)).toEqual([]);
    expect(normalizeGoals(box, 'regular').goals[5]!.emptyNet).toBe(true);
    // Without stints nothing shows the net was empty, so the away goalie's goals against do not add up.
    expect(paths({ ...box, goalieStints: [] })).toEqual(['goalies.2.goalsAgainst']);
  });
});

describe('soft checks', () => {
  it('team shots one short of the goalie’s shots against: accepted, with a warning', () => {
    const box = regulationBox(id);
    box.shots[2]!.home = 6;
    expect(paths(box)).toEqual([]);
    expect(boxScoreWarnings(box, regulationGame, 'REG').map((w) => w.path)).toEqual(['goalies.2.shotsAgainst']);
  });

  it('a consistent sheet has no warnings', () => {
    expect(boxScoreWarnings({ ...regulationBox(id), goalieStints: gameAStints() }, regulationGame, 'REG')).toEqual([]);
  });
});

describe('penalty shots', () => {
  const withShot = (scored: boolean) => {
    const box = regulationBox(id);
    box.penalties.push({ period: 2, time: '03:05', team: 'away', playerId: id('a4'), minutes: 0, infraction: 'Hooking' });
    box.penaltyShots = [
      { period: 2, time: '03:05', team: 'home', shooterPlayerId: id('h2'), goaliePlayerId: id('ag1'), infraction: 'Hooking', scored },
    ];
    return box;
  };

  it('a scored penalty shot is the shooter’s unassisted goal', () => {
    const box = withShot(true);
    expect(paths(box)).toEqual(['penaltyShots.0.scored']);
    box.goals[2]!.assist1PlayerId = null;
    box.goals[2]!.strength = 'EV';
    expect(paths(box)).toEqual([]);
  });

  it('a stopped one is recorded without a goal; a scored one needs its goal', () => {
    expect(paths(withShot(false))).toEqual([]);
    const box = withShot(true);
    box.penaltyShots![0]!.time = '04:00';
    expect(paths(box)).toEqual(['penaltyShots.0.scored']);
  });
});

describe('plus/minus and the players’ own figures', () => {
  const onIce = (home: string[], away: string[]) => ({
    home: home.map((r) => id(r as never)),
    away: away.map((r) => id(r as never)),
  });

  it('even-strength and short-handed goals count for both sides; power-play goals for nobody; goalies have none', () => {
    const box = regulationBox(id);
    box.goals[0]!.onIce = onIce(['h1', 'h2', 'h3', 'hg1'], ['a1', 'a2']); // EV
    box.goals[1]!.onIce = onIce(['h1'], ['a1', 'a2']); // PP: nobody
    box.goals[3]!.onIce = onIce(['h3', 'h4'], ['a1']); // SH
    const lines = skaterGameLines(box, 'REG', true);
    expect([id('h1'), id('h3'), id('h4'), id('h5'), id('a1'), id('a2')].map((p) => lines.get(p)!.plusMinus)).toEqual([1, 2, 1, 0, -2, -1]);
    expect(lines.get(id('hg1'))!.plusMinus).toBeNull();
    expect(paths(box)).toEqual([]);
  });

  it('the sheet’s own plus/minus is used without on-ice lists and checked against them with', () => {
    const box = regulationBox(id);
    box.players = [{ playerId: id('h1'), shots: 4, plusMinus: 2, timeOnIce: '18:12' }];
    const line = skaterGameLines(box, 'REG', true).get(id('h1'))!;
    expect([line.plusMinus, line.shots, line.timeOnIceSeconds]).toEqual([2, 4, 1092]);
    box.goals[0]!.onIce = onIce(['h1'], []);
    expect(boxScoreWarnings(box, regulationGame, 'REG').map((w) => w.path)).toEqual(['players.0.plusMinus']);
  });

  it('on-ice players and figure lines belong to the lineup', () => {
    const box = regulationBox(id);
    box.goals[0]!.onIce = onIce(['a1'], []);
    box.players = [{ playerId: 999, shots: 1, plusMinus: null, timeOnIce: null }];
    expect(paths(box)).toEqual(['goals.0.onIce.home.0', 'players.0.playerId']);
  });

  it('power-play and short-handed assists are counted', () => {
    const lines = skaterGameLines(regulationBox(id), 'REG', true);
    expect(lines.get(id('h1'))!.powerPlayAssists).toBe(1);
    expect(lines.get(id('a2'))!.powerPlayAssists).toBe(1);
  });
});
