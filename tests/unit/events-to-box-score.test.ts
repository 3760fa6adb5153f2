import { describe, expect, it } from 'vitest';
import { eventsToBoxScore } from '#shared/domain/box-score/events-to-box-score';
import type { GameEvent } from '#shared/schemas/game-event';

let n = 0;
const ev = (e: Record<string, unknown>): GameEvent =>
  ({ id: `e${++n}`, gameId: 1, seq: n, version: 1, createdAt: '', updatedAt: '', period: 1, time: '01:00', ...e }) as GameEvent;
const goal = (team: 'home' | 'away', scorer: number, period = 1) =>
  ev({
    type: 'goal',
    team,
    scorerPlayerId: scorer,
    assist1PlayerId: null,
    assist2PlayerId: null,
    strength: 'EV',
    emptyNet: false,
    onIce: null,
    period,
  });
const attempt = (team: 'home' | 'away', playerId: number, scored: boolean) =>
  ev({ type: 'shootout-attempt', team, playerId, scored, period: 5, time: '00:00' });

describe('eventsToBoxScore', () => {
  it('decides a shootout by its attempts: the winner gets one goal', () => {
    const { box } = eventsToBoxScore([goal('home', 1), goal('away', 2), attempt('home', 1, true), attempt('away', 2, false)]);
    expect(box.result).toEqual({ status: 'final', homeScore: 2, awayScore: 1, outcome: 'SO' });
    expect(box.shootout).toHaveLength(2);
  });

  it('calls a level game without a shootout a tie, and an overtime goal OT', () => {
    expect(eventsToBoxScore([goal('home', 1), goal('away', 2)]).box.result.outcome).toBe('TIE');
    expect(eventsToBoxScore([goal('home', 1), goal('away', 2), goal('away', 2, 4)]).box.result).toMatchObject({
      awayScore: 2,
      outcome: 'OT',
    });
  });

  it('counts a goal as a shot on goal, only when shots were tapped; a scored penalty shot is a goal', () => {
    expect(eventsToBoxScore([goal('home', 1)]).box.shots).toEqual([]);
    const ps = ev({
      type: 'penalty-shot',
      team: 'away',
      shooterPlayerId: 3,
      goaliePlayerId: 4,
      infraction: 'Hooking',
      scored: true,
      period: 2,
    });
    const { box, origins } = eventsToBoxScore([ev({ type: 'shot', team: 'home' }), goal('home', 1), ps]);
    expect(box.shots).toEqual([
      { period: 1, home: 2, away: 0 },
      { period: 2, home: 0, away: 1 },
    ]);
    expect(box.goals[1]).toMatchObject({ team: 'away', scorerPlayerId: 3, assist1PlayerId: null });
    expect(origins['goals.1']).toBe(ps.id);
    expect(box.lineup).toEqual(
      expect.arrayContaining([
        { team: 'away', playerId: 3 },
        { team: 'home', playerId: 4 },
        { team: 'home', playerId: 1 },
      ]),
    );
  });
});
