import { describe, expect, it } from 'vitest';
import { decidedWinner } from '#shared/domain/games/game-decided';
import type { GameEvent } from '#shared/schemas/game-event';

let n = 0;
const e = (period: number, data: object) =>
  ({ id: String(n++), gameId: 1, seq: n, version: 1, period, time: '10:00', ...data }) as GameEvent;
const goal = (period: number, team: 'home' | 'away') => e(period, { type: 'goal', team, scorerPlayerId: 1 });
const end = (period: number) => e(period, { type: 'period-end' });
const so = (team: 'home' | 'away', scored: boolean) => e(5, { type: 'shootout-attempt', team, playerId: 1, scored });

describe('a game its events decided (issue 39 item 3)', () => {
  it('is decided by a lead at the end of the third, or an overtime goal', () => {
    expect(decidedWinner([goal(1, 'home'), end(1), end(2)], 'regular')).toBeNull();
    expect(decidedWinner([goal(1, 'home'), end(1), end(2), end(3)], 'regular')).toBe('home');
    expect(decidedWinner([goal(1, 'home'), goal(2, 'away'), end(3)], 'regular')).toBeNull();
    expect(decidedWinner([goal(1, 'home'), goal(2, 'away'), end(3), goal(4, 'away')], 'playoffs')).toBe('away');
  });

  it('is decided by a shootout once it cannot change, never in the playoffs', () => {
    const level = [goal(1, 'home'), goal(2, 'away'), end(3), end(4)];
    const twoNil = [so('away', false), so('home', true), so('away', false), so('home', true)];
    expect(decidedWinner([...level, ...twoNil.slice(0, 3)], 'regular')).toBeNull();
    expect(decidedWinner([...level, ...twoNil], 'regular')).toBe('home');
    expect(decidedWinner([...level, ...twoNil], 'playoffs')).toBeNull();
  });
});

describe('a live game past any possible end (issue 39 item 3)', () => {
  it('reads "Final pending" five hours after its start, on the scores list and the game page', async () => {
    const { scoreboardLabel, detailStatusLabel } = await import('#shared/domain/games/game-status');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    expect(scoreboardLabel({ status: 'live', period: '3rd', startsAt: hoursAgo(2) })).toBe('Live · 3rd');
    expect(scoreboardLabel({ status: 'live', period: '3rd', startsAt: hoursAgo(6) })).toBe('Final pending');
    expect(detailStatusLabel('live', hoursAgo(6))).toBe('FINAL PENDING');
    expect(detailStatusLabel('live', hoursAgo(1))).toBe('LIVE');
  });
});
