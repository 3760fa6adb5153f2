import { describe, expect, it } from 'vitest';
import { eventsToBoxScore } from '#shared/domain/box-score/events-to-box-score';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { creditedDecisions } from '#shared/domain/box-score/goal-facts';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import type { GameEvent } from '#shared/schemas/game-event';

/** Issue 27, ADR 0028: goalie stints and lines come out of the lineups' starters and the goalie changes. */
let n = 0;
const ev = (e: Record<string, unknown>): GameEvent =>
  ({ id: `e${++n}`, gameId: 1, seq: n, version: 1, createdAt: '', updatedAt: '', period: 1, time: '00:00', ...e }) as GameEvent;
const lineup = (team: 'home' | 'away', playerIds: number[], startingGoalieId: number | null) =>
  ev({ type: 'lineup', team, playerIds, startingGoalieId });
const goal = (team: 'home' | 'away', scorer: number, period: number, time: string, emptyNet = false) =>
  ev({
    type: 'goal',
    team,
    scorerPlayerId: scorer,
    assist1PlayerId: null,
    assist2PlayerId: null,
    strength: 'EV',
    emptyNet,
    onIce: null,
    period,
    time,
  });
const shot = (team: 'home' | 'away', period: number, time: string) => ev({ type: 'shot', team, period, time });
const change = (team: 'home' | 'away', playerId: number | null, period: number, time: string) =>
  ev({ type: 'goalie-change', team, playerId, period, time });

// Home: skaters 1, 2, goalies 30 and 31. Away: skaters 11, 12, goalie 40.
const game = [
  lineup('home', [1, 2, 30, 31], 30),
  lineup('away', [11, 12, 40], 40),
  shot('away', 1, '03:00'),
  goal('away', 11, 1, '05:00'),
  change('home', 31, 2, '00:00'),
  shot('away', 2, '04:00'),
  shot('home', 2, '06:00'),
  goal('home', 1, 2, '10:00'),
  goal('home', 2, 3, '12:00'),
  change('away', null, 3, '18:30'),
  goal('home', 1, 3, '19:10', true),
  change('away', 40, 3, '19:10'),
];

describe('goalie stints from events', () => {
  const { box } = eventsToBoxScore(game, [], 'regular');

  it('starts each team with its starting goalie and follows the changes, a pulled goalie leaving a gap', () => {
    expect(box.goalieStints).toEqual([
      { team: 'home', playerId: 30, fromPeriod: 1, fromTime: '00:00', toPeriod: 2, toTime: '00:00' },
      { team: 'home', playerId: 31, fromPeriod: 2, fromTime: '00:00', toPeriod: 3, toTime: '20:00' },
      { team: 'away', playerId: 40, fromPeriod: 1, fromTime: '00:00', toPeriod: 3, toTime: '18:30' },
      { team: 'away', playerId: 40, fromPeriod: 3, fromTime: '19:10', toPeriod: 3, toTime: '20:00' },
    ]);
  });

  it('gives each goalie his minutes, the goals scored on him and the shots he faced', () => {
    expect(box.goalies).toEqual([
      { team: 'home', playerId: 30, timeOnIce: '20:00', shotsAgainst: 2, saves: 1, goalsAgainst: 1, decision: null },
      { team: 'home', playerId: 31, timeOnIce: '40:00', shotsAgainst: 1, saves: 1, goalsAgainst: 0, decision: null },
      { team: 'away', playerId: 40, timeOnIce: '59:20', shotsAgainst: 3, saves: 1, goalsAgainst: 2, decision: null },
    ]);
  });

  it('passes the box score rules, and the decision goes to the goalies in net at the game-winning goal', () => {
    const g = { status: 'final' as const, homeScore: 3, awayScore: 1, seasonType: 'regular' as const };
    const body = box as unknown as BoxScoreBody;
    expect(boxScoreIssues(body, { ...g, outcome: 'REG' })).toEqual([]);
    expect(creditedDecisions(body, g, 'REG')).toEqual([null, 'W', 'L']);
  });

  it('takes the latest lineup of a team and ends an overtime stint at the winning goal', () => {
    const { box: ot } = eventsToBoxScore(
      [lineup('home', [1], 30), lineup('home', [1, 2, 31], 31), lineup('away', [11, 40], 40), goal('away', 11, 4, '02:15')],
      [],
      'regular',
    );
    expect(ot.lineup.map((l) => l.playerId).sort((a, b) => a - b)).toEqual([1, 2, 11, 31, 40]);
    expect(ot.goalieStints.filter((s) => s.team === 'home')).toEqual([
      { team: 'home', playerId: 31, fromPeriod: 1, fromTime: '00:00', toPeriod: 4, toTime: '02:15' },
    ]);
    expect(ot.goalies[0]).toMatchObject({ playerId: 31, timeOnIce: '62:15', goalsAgainst: 1 });
  });

  it('makes no stints for a team whose goalie nobody named', () => {
    expect(eventsToBoxScore([goal('home', 1, 1, '01:00')]).box.goalieStints).toEqual([]);
  });
});
