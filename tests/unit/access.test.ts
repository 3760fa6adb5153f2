import { describe, expect, it } from 'vitest';
import { ANONYMOUS, can, inScoreWindow, mayEver, type Access } from '#shared/auth/access';

const manager: Access = { ...ANONYMOUS, userId: 2, leagueIds: [1] };
const coach: Access = { ...ANONYMOUS, userId: 3, teamIds: [10] };
const scorekeeper: Access = { ...ANONYMOUS, scorekeeper: { gameId: 5 } };
const start = '2030-01-01T19:00:00.000Z';
const at = (offsetMinutes: number) => new Date(Date.parse(start) + offsetMinutes * 60_000);

describe('can()', () => {
  it('lets a league manager write only records wholly inside their leagues', () => {
    expect(can(manager, 'league', { leagues: [1] })).toBe(true);
    expect(can(manager, 'league', { leagues: [1, 2] })).toBe(false);
    expect(can(manager, 'league', { leagues: [1, null] })).toBe(false);
    expect(can(manager, 'league', { leagues: [] })).toBe(false);
    expect(can(manager, 'admin')).toBe(false);
  });

  it("lets a team manager write his team's players, and a league manager every team of the league", () => {
    expect(can(coach, 'roster', { teams: [{ id: 10, leagueId: 1 }] })).toBe(true);
    expect(
      can(coach, 'roster', {
        teams: [
          { id: 10, leagueId: 1 },
          { id: 11, leagueId: 1 },
        ],
      }),
    ).toBe(false);
    expect(can(manager, 'roster', { teams: [{ id: 11, leagueId: 1 }] })).toBe(true);
    expect(can(manager, 'roster', { teams: [{ id: 12, leagueId: 2 }] })).toBe(false);
    expect(can(coach, 'league', { leagues: [1] })).toBe(false);
  });

  it("lets a scorekeeper write his game's events from an hour before the start to a day after", () => {
    const game = { id: 5, startsAt: start };
    expect(can(scorekeeper, 'game-events', { game, leagues: [1] }, at(-60))).toBe(true);
    expect(can(scorekeeper, 'game-events', { game, leagues: [1] }, at(-61))).toBe(false);
    expect(can(scorekeeper, 'game-events', { game, leagues: [1] }, at(24 * 60))).toBe(true);
    expect(can(scorekeeper, 'game-events', { game, leagues: [1] }, at(24 * 60 + 1))).toBe(false);
    expect(can(scorekeeper, 'game-events', { game: { id: 6, startsAt: start }, leagues: [1] }, at(0))).toBe(false);
    expect(can(scorekeeper, 'game-events', { game: { id: 5, startsAt: null }, leagues: [1] }, at(0))).toBe(false);
    expect(can(manager, 'game-events', { game, leagues: [1] }, at(-10_000))).toBe(true);
    expect(can(scorekeeper, 'league', { leagues: [1] })).toBe(false);
    expect(inScoreWindow(null, at(0))).toBe(false);
  });

  it('lets an admin do everything, and says early who could never be allowed', () => {
    expect(can({ ...ANONYMOUS, userId: 1, admin: true }, 'admin')).toBe(true);
    expect(mayEver(ANONYMOUS, 'league')).toBe(false);
    expect(mayEver(coach, 'league')).toBe(false);
    expect(mayEver(coach, 'roster')).toBe(true);
    expect(mayEver(scorekeeper, 'game-events')).toBe(true);
    expect(mayEver(scorekeeper, 'roster')).toBe(false);
  });
});
