import { describe, expect, it } from 'vitest';
import { draftFrom, toBody, type Draft } from '#client/features/admin/components/box-score/draft';
import { fillGoalieNumbers } from '#client/features/admin/components/box-score/goalie-fill';
import { draftIssues, issuesAt, rowLabel } from '#client/features/admin/components/box-score/validate';
import { currentPeriod, periodTitle } from '#client/features/games/components/box-score/box-names';
import type { BoxScore } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';

const goal = (team: 'home' | 'away', scorer: number, emptyNet = false) => ({
  period: 1,
  time: '05:00',
  team,
  scorerPlayerId: scorer,
  assist1PlayerId: null,
  assist2PlayerId: null,
  strength: 'EV' as const,
  emptyNet,
  onIce: null,
});
const goalie = (team: 'home' | 'away', playerId: number) => ({
  team,
  playerId,
  timeOnIce: '60:00',
  shotsAgainst: '',
  saves: '',
  goalsAgainst: '',
  decision: null,
});

const NO = { shots: '', plusMinus: '', timeOnIce: '' };
const stored = { status: 'final' as const, homeScore: '2', awayScore: '1', outcome: 'REG' as const };
const draft = (over: Partial<Draft> = {}): Draft => ({
  result: stored,
  lineup: { home: [1, 2, 30], away: [11, 12, 40] },
  goals: [goal('home', 1), goal('home', 2, true), goal('away', 11)],
  penalties: [],
  shots: [
    { period: 1, home: '10', away: '8' },
    { period: 2, home: '9', away: '' },
    { period: 3, home: '', away: '7' },
  ],
  shootout: [],
  goalies: [goalie('home', 30), goalie('away', 40)],
  sheet: { goalieStints: [], penaltyShots: [], figures: {} },
  ...over,
});
const context = { status: 'final' as const, homeScore: 2, awayScore: 1, outcome: 'REG' as const, seasonType: 'regular' as const };

describe('box-score editor draft', () => {
  it('fills one goalie a team from goals and shots: empty-net goals never count against him', () => {
    const [home, away] = fillGoalieNumbers(draft());
    expect(home).toMatchObject({ goalsAgainst: '1', shotsAgainst: '15', saves: '14' });
    // The away goalie faced 19 home shots, one of the two home goals went into an empty net.
    expect(away).toMatchObject({ goalsAgainst: '1', shotsAgainst: '18', saves: '17' });
  });
  it('leaves a team that changed goalies as typed', () => {
    const d = draft({ goalies: [goalie('home', 30), goalie('home', 2), goalie('away', 40)] });
    const filled = fillGoalieNumbers(d);
    expect(filled[0]).toEqual(d.goalies[0]);
    expect(filled[2].goalsAgainst).toBe('1');
  });
  it('sends blank counts as NaN (named by the schema) and no shots at all when every box is empty', () => {
    const body = toBody(draft(), null, stored);
    expect(body.shots?.[1]).toMatchObject({ period: 2, home: 9 });
    expect(Number.isNaN(body.shots?.[1].away)).toBe(true);
    expect(toBody(draft({ shots: [{ period: 1, home: '', away: '' }] }), null, stored).shots).toEqual([]);
    expect(body).not.toHaveProperty('expectedUpdatedAt');
    expect(toBody(draft(), '2026-11-25T22:00:00.000Z', stored).expectedUpdatedAt).toBe('2026-11-25T22:00:00.000Z');
  });
  it('names blank fields and broken rules on their rows', () => {
    const issues = draftIssues(
      toBody(draft({ goals: [goal('home', 1), { ...goal('home', 2), assist1PlayerId: 2 }] }), null, stored),
      context,
    );
    expect(issuesAt(issues, 'shots.1').map((i) => i.message)).toContain('Enter a number');
    expect(issuesAt(issues, 'goals.1').map((i) => i.message)).toContain('The scorer cannot assist his own goal');
    expect(issues.some((i) => i.path === 'goals' && /away team has 0 goals/.test(i.message))).toBe(true);
    const picked = draftIssues(toBody(draft({ goals: [{ ...goal('home', 1), scorerPlayerId: null }] }), null, stored), context);
    expect(issuesAt(picked, 'goals.0')).toContainEqual({ path: 'goals.0.scorerPlayerId', message: 'Pick a player' });
  });
  it('sends the result only when it changed, and checks the goals against the changed one', () => {
    expect(toBody(draft(), null, stored)).not.toHaveProperty('result');
    const threeOne = { ...stored, homeScore: '3' };
    const body = toBody(draft({ result: threeOne }), null, stored);
    expect(body.result).toEqual({ status: 'final', homeScore: 3, awayScore: 1, outcome: 'REG' });
    expect(draftIssues(body, context).some((i) => i.path === 'goals' && /home team has 2 goals/.test(i.message))).toBe(true);
    const tie = draftIssues(toBody(draft({ result: { ...stored, homeScore: '1' } }), null, stored), context);
    expect(tie).toContainEqual({ path: 'result.homeScore', message: 'A final needs a winner: 1–1 is a tie' });
    expect(rowLabel('result.homeScore')).toBe('Result');
  });
  it('issue 26: bench penalty with who served it, empty net beside strength, on-ice lists, penalty shots, stints, figures', () => {
    const d = draft({
      goals: [
        { ...goal('home', 1), onIce: { home: [1, 2], away: [11] } },
        { ...goal('home', 2, true), strength: 'SH', onIce: { home: [], away: [] } },
        goal('away', 11),
      ],
      penalties: [
        { period: 2, time: '4:00', team: 'away', playerId: 12, minutes: 2, infraction: 'Too many men', bench: true, servedByPlayerId: 12 },
      ],
      sheet: {
        goalieStints: [{ team: 'home', playerId: 30, fromPeriod: 1, fromTime: '0:00', toPeriod: 3, toTime: '20:00' }],
        penaltyShots: [
          { period: 1, time: '05:00', team: 'away', shooterPlayerId: 11, goaliePlayerId: 30, infraction: 'Slashing', scored: true },
        ],
        figures: { 12: { shots: '3', plusMinus: '-1', timeOnIce: '' }, 2: { shots: '', plusMinus: '+2', timeOnIce: '18:30' }, 1: NO },
      },
    });
    const body = toBody(d, null, stored);
    expect(body.penalties![0]).toMatchObject({ playerId: null, servedByPlayerId: 12 });
    expect(body.goals!.map((g) => [g.strength, g.emptyNet, g.onIce])).toEqual([
      ['EV', false, { home: [1, 2], away: [11] }],
      ['SH', true, null],
      ['EV', false, null],
    ]);
    expect(body.goalieStints).toEqual([{ team: 'home', playerId: 30, fromPeriod: 1, fromTime: '0:00', toPeriod: 3, toTime: '20:00' }]);
    expect(body.penaltyShots![0]).toMatchObject({ shooterPlayerId: 11, scored: true });
    // Away players first, as the lineup lists them; a player with no figure has no line.
    expect(body.players).toEqual([
      { playerId: 12, shots: 3, plusMinus: -1, timeOnIce: null },
      { playerId: 2, shots: null, plusMinus: 2, timeOnIce: '18:30' },
    ]);
    const half = toBody(draft({ sheet: { goalieStints: [], penaltyShots: [], figures: { 1: { ...NO, plusMinus: '+' } } } }), null, stored);
    expect(issuesAt(draftIssues(half, context), 'players.0').map((i) => i.path)).toEqual(['players.0.plusMinus']);
    expect(rowLabel('penaltyShots.0.scored')).toBe('Penalty shot 1');
    expect(rowLabel('goalieStints.1.toTime')).toBe('Goalie stint 2');
  });
  it('labels rows the way the form numbers them', () => {
    expect(rowLabel('goals.3.assist1PlayerId')).toBe('Goal 4');
    expect(rowLabel('goals')).toBe('Goals');
    expect(rowLabel('shots.0.home')).toBe('Shots, period 1');
    expect(rowLabel('expectedUpdatedAt')).toBe('Box score');
  });
  it('starts a game without a box score with both rosters dressed and an empty shot row per period', () => {
    const box = { updatedAt: null, lineup: [], goals: [], penalties: [], shots: [], shootout: [], goalies: [] } as unknown as BoxScore;
    const roster = (ids: number[]) => ids.map((id) => ({ id }));
    const d = draftFrom(box, { home: roster([1, 2]), away: roster([3]) } as never, 4, {
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      outcome: null,
    } as Game);
    expect(d.result).toEqual({ status: 'scheduled', homeScore: '', awayScore: '', outcome: '' });
    expect(d.lineup).toEqual({ home: [1, 2], away: [3] });
    expect(d.shots.map((s) => s.period)).toEqual([1, 2, 3, 4]);
  });
});

describe('game page periods', () => {
  const live = (period: string | null, status = 'live') => ({ status, period }) as Game;
  it('reads every stored form of a live period', () => {
    expect(currentPeriod(live('2'))).toBe(2);
    expect(currentPeriod(live('2nd'))).toBe(2);
    expect(currentPeriod(live('OT'))).toBe(4);
    expect(currentPeriod(live('2OT'))).toBe(5);
    expect(currentPeriod(live('SO'))).toBe('SO');
    expect(currentPeriod(live('2', 'final'))).toBeNull();
  });
  it('titles periods and playoff overtimes', () => {
    expect([1, 2, 3, 4, 5, 6].map(periodTitle)).toEqual([
      '1st Period',
      '2nd Period',
      '3rd Period',
      'Overtime',
      '2nd Overtime',
      '3rd Overtime',
    ]);
  });
});
