import { describe, expect, it } from 'vitest';
import { localStartTime } from '../../src/shared/domain/start-time';

describe('localStartTime', () => {
  it('writes the stored venue time the way the visitor locale writes times', () => {
    expect(localStartTime('2024-01-15', '19:30:00', { locale: 'en-US' })).toBe('7:30 PM');
    expect(localStartTime('2024-01-15', '19:30', { locale: 'en-GB' })).toBe('19:30');
    expect(localStartTime('2024-01-15', '09:05', { locale: 'en-US' })).toBe('9:05 AM');
    // A spring-forward date must not move the wall-clock time.
    expect(localStartTime('2024-03-10', '13:00', { locale: 'en-US' })).toBe('1:00 PM');
  });

  it('returns empty text for missing or malformed input so callers fall back to "Scheduled"', () => {
    expect(localStartTime('2024-01-15', null)).toBe('');
    expect(localStartTime('2024-01-15', 'soon')).toBe('');
    expect(localStartTime('15/01/2024', '19:30')).toBe('');
    expect(localStartTime('2024-01-15', '25:99')).toBe('');
  });
});
