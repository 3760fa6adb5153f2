import { describe, expect, it } from 'vitest';
import { inferOutcome, outcomeFromText } from '#shared/domain/games/game-outcome';
import { hasStarted } from '#shared/domain/games/game-status';

// Issue 39 item 8: the words our own messages use are accepted, and a margin of two goals says how a game ended.
describe('outcomeFromText', () => {
  it('reads codes and words in any case, and passes anything else on for the schema to refuse', () => {
    expect(['regulation', 'Regulation', 'REG', 'reg '].map(outcomeFromText)).toEqual(['REG', 'REG', 'REG', 'REG']);
    expect(['overtime', 'OT', 'Shootout', 'so', 'tie', 'TIE'].map(outcomeFromText)).toEqual(['OT', 'OT', 'SO', 'SO', 'TIE', 'TIE']);
    expect(outcomeFromText('')).toBeNull();
    expect(outcomeFromText(null)).toBeNull();
    expect(outcomeFromText(undefined)).toBeUndefined();
    expect(outcomeFromText('sudden death')).toBe('sudden death');
  });
});

describe('inferOutcome', () => {
  const g = (homeScore: number | null, awayScore: number | null, outcome: 'OT' | null = null) => ({ homeScore, awayScore, outcome });
  it('is regulation for a margin of two or more, and asks (null) for one goal', () => {
    expect(inferOutcome(g(4, 2), 'refused')).toBe('REG');
    expect(inferOutcome(g(0, 7), 'unknown')).toBe('REG');
    expect(inferOutcome(g(3, 2), 'refused')).toBeNull();
    expect(inferOutcome(g(3, 2, 'OT'), 'refused')).toBe('OT');
    expect(inferOutcome(g(3, null), 'refused')).toBeNull();
  });
  it('is a tie for a level score only where the league counts ties', () => {
    expect(inferOutcome(g(2, 2), 'allowed')).toBe('TIE');
    expect(inferOutcome(g(2, 2), 'refused')).toBeNull();
    expect(inferOutcome(g(2, 2), 'unknown')).toBeNull();
  });
});

describe('hasStarted', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it('reads the instant, else the date', () => {
    expect(hasStarted({ startsAt: '2025-03-01T11:59:00Z', gameDate: '2025-03-01' }, now)).toBe(true);
    expect(hasStarted({ startsAt: '2025-03-01T12:01:00Z', gameDate: '2025-03-01' }, now)).toBe(false);
    expect(hasStarted({ startsAt: null, gameDate: '2025-03-01' }, now)).toBe(true);
    expect(hasStarted({ startsAt: null, gameDate: '2025-03-02' }, now)).toBe(false);
  });
});
