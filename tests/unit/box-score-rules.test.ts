import { describe, expect, it } from 'vitest';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { gameSeconds } from '#shared/domain/box-score/box-score-goalie-rules';
import { BoxScoreBody } from '#shared/schemas/box-score';
import { breakingCases } from '../helpers/box-score-breaking';
import { fixedIds, playoffBox, playoffGame, regulationBox, regulationGame, shootoutBox, shootoutGame } from '../helpers/box-score-fixtures';

const paths = (box: BoxScoreBody, game = regulationGame) => boxScoreIssues(box, game).map((i) => i.path);

// Issue #17 item 2: one rule set for the API and the admin editor.
describe('box score rules', () => {
  it('accept the hand-computed games (regulation, shootout, playoff double overtime)', () => {
    expect(boxScoreIssues(regulationBox(fixedIds), regulationGame)).toEqual([]);
    expect(boxScoreIssues(shootoutBox(fixedIds), shootoutGame)).toEqual([]);
    expect(boxScoreIssues(playoffBox(fixedIds), playoffGame)).toEqual([]);
  });

  it('the fixtures are valid request bodies', () => {
    for (const box of [regulationBox, shootoutBox, playoffBox]) expect(BoxScoreBody.safeParse(box(fixedIds)).success).toBe(true);
  });

  for (const c of breakingCases) {
    it(`refuse a box score that breaks "${c.rule}", naming ${c.path}`, () => {
      expect(paths(c.box(fixedIds), c.game)).toContain(c.path);
    });
  }

  it('name every failing row, not just the first', () => {
    const box = regulationBox(fixedIds);
    box.goals[0]!.assist1PlayerId = fixedIds('a1');
    box.goals[2]!.assist1PlayerId = fixedIds('a2');
    box.penalties[1]!.time = '25:00';
    expect(paths(box)).toEqual(['goals.0.assist1PlayerId', 'goals.2.assist1PlayerId', 'penalties.1.time']);
  });

  it('a game decided in overtime or a shootout has a one-goal margin', () => {
    const box = shootoutBox(fixedIds);
    box.goals.push({ ...box.goals[1]!, time: '19:00' });
    const issues = boxScoreIssues(box, { ...shootoutGame, awayScore: 4 });
    expect(issues).toContainEqual({ path: 'goals', message: 'A game decided in a shootout ends with a one-goal margin, not 2–4' });
  });

  it('an overtime final has one overtime goal; a shootout final a scoreless overtime', () => {
    const box = playoffBox(fixedIds);
    box.goals.push({ ...box.goals[0]!, period: 6 });
    expect(paths(box, { ...playoffGame, homeScore: 2 })).toContain('goals.1.period');
    const so = shootoutBox(fixedIds);
    so.goals[3]!.period = 4;
    expect(paths(so, shootoutGame)).toContain('goals.3.period');
  });

  it('the regular season has one 5-minute overtime, the playoffs 20-minute overtimes', () => {
    const box = playoffBox(fixedIds);
    expect(paths(box, { ...playoffGame, seasonType: 'regular' })).toEqual(expect.arrayContaining(['goals.0.period', 'shots.4.period']));
    box.goals[0]!.time = '19:59';
    box.goalies.forEach((g) => (g.timeOnIce = '99:59'));
    expect(paths(box, playoffGame)).toEqual([]);
  });

  it('a live game: goals match the current score, no decisions; no score, no goals', () => {
    const live = { status: 'live' as const, homeScore: 1, awayScore: 1, outcome: null, seasonType: 'regular' as const };
    const box = regulationBox(fixedIds);
    box.goals = box.goals.slice(0, 2);
    box.goalies = [];
    box.shots = [];
    expect(boxScoreIssues(box, live)).toEqual([]);
    box.goalies = [
      { team: 'home', playerId: fixedIds('hg1'), timeOnIce: '30:00', shotsAgainst: 8, saves: 7, goalsAgainst: 1, decision: 'W' },
    ];
    expect(paths(box, live)).toEqual(['goalies.0.decision']);
    expect(paths(box, { ...live, status: 'scheduled', homeScore: null, awayScore: null })).toContain('goals');
  });

  it('a tie (leagues that award points for one): goals match, no game-winning goal, no goalie decisions', () => {
    const tie = { status: 'final' as const, homeScore: 1, awayScore: 1, outcome: 'TIE' as const, seasonType: 'regular' as const };
    const box = regulationBox(fixedIds);
    box.goals = box.goals.slice(0, 2);
    box.shots = [];
    box.goalies = [
      { team: 'home', playerId: fixedIds('hg1'), timeOnIce: '60:00', shotsAgainst: 20, saves: 19, goalsAgainst: 1, decision: null },
      { team: 'away', playerId: fixedIds('ag1'), timeOnIce: '60:00', shotsAgainst: 25, saves: 24, goalsAgainst: 1, decision: null },
    ];
    expect(boxScoreIssues(box, tie)).toEqual([]);
    box.goalies[0]!.decision = 'W';
    expect(boxScoreIssues(box, tie)).toEqual([{ path: 'goalies.0.decision', message: 'A tied game has no goalie decisions' }]);
  });

  it('game length: regulation, overtime to the winning goal, a full overtime before a shootout', () => {
    expect(gameSeconds(regulationBox(fixedIds), 'REG', 'regular')).toBe(3600);
    expect(gameSeconds(shootoutBox(fixedIds), 'SO', 'regular')).toBe(3900);
    expect(gameSeconds(playoffBox(fixedIds), 'OT', 'playoffs')).toBe(5250);
  });
});
