import { describe, expect, it } from 'vitest';
import { gameClock } from '#shared/domain/games/game-clock';
import { dayRange, formatStart, instantOf, isTimeZone, wallClockAt } from '#shared/domain/dates/zoned-time';

const at = (date: string, time: string, zone: string) => {
  const r = instantOf(date, time, zone);
  return 'instant' in r ? r.instant.toISOString() : r.error;
};

describe('zoned time (issue #18)', () => {
  it('reads a wall clock in its zone on both sides of the DST changes', () => {
    expect(at('2026-03-07', '19:00', 'America/Montreal')).toBe('2026-03-08T00:00:00.000Z');
    expect(at('2026-03-08', '19:00', 'America/Montreal')).toBe('2026-03-08T23:00:00.000Z');
    expect(at('2026-11-01', '19:00', 'America/Montreal')).toBe('2026-11-02T00:00:00.000Z');
    expect(at('2026-03-29', '18:30', 'Europe/Helsinki')).toBe('2026-03-29T15:30:00.000Z');
    expect(at('2026-10-25', '18:30', 'Europe/Helsinki')).toBe('2026-10-25T16:30:00.000Z');
  });

  it('refuses the skipped hour and reads the repeated one as standard time (as PostgreSQL does)', () => {
    expect(at('2026-03-08', '02:30', 'America/Montreal')).toBe('gap');
    expect(at('2026-03-29', '03:30', 'Europe/Helsinki')).toBe('gap');
    expect(at('2026-11-01', '01:30', 'America/Montreal')).toBe('2026-11-01T06:30:00.000Z');
    expect(at('2026-02-30', '19:00', 'America/Montreal')).toBe('invalid');
    expect(at('2026-03-01', '24:00', 'America/Montreal')).toBe('invalid');
  });

  it('turns an instant back into the wall clock', () => {
    expect(wallClockAt(new Date('2026-11-01T05:30:00Z'), 'America/Montreal')).toEqual({ date: '2026-11-01', time: '01:30:00' });
    expect(wallClockAt(new Date('2026-11-02T00:00:00Z'), 'Europe/Helsinki')).toEqual({ date: '2026-11-02', time: '02:00:00' });
  });

  it("gives a reader's day as instants; the change days are 23 and 25 hours long", () => {
    const spring = dayRange('2026-03-08', 'America/Montreal')!;
    const fall = dayRange('2026-11-01', 'America/Montreal')!;
    expect(spring.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((spring.to.getTime() - spring.from.getTime()) / 3600_000).toBe(23);
    expect((fall.to.getTime() - fall.from.getTime()) / 3600_000).toBe(25);
  });

  it('knows IANA zones, including links such as America/Montreal, and refuses abbreviations and offsets', () => {
    for (const z of ['America/Montreal', 'America/Toronto', 'Europe/Helsinki', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(isTimeZone(z)).toBe(true);
    for (const z of ['EST', '+02:00', 'GMT+2', 'Mars/Olympus', '', 'america']) expect(isTimeZone(z)).toBe(false);
  });

  it('names the zone with the time', () => {
    expect(formatStart('2026-03-08T00:00:00Z', 'America/Montreal', { locale: 'en-US' })).toBe('7:00 PM EST');
    expect(formatStart('2026-03-08T23:00:00Z', 'America/Montreal', { locale: 'en-US' })).toBe('7:00 PM EDT');
    expect(formatStart('2026-03-08T23:00:00Z', 'America/Vancouver', { locale: 'en-US' })).toBe('4:00 PM PDT');
    expect(formatStart(null, 'UTC')).toBe('');
  });

  it("shows a game in its own zone until the reader's is known, then in the reader's, with the reader's date", () => {
    const game = { startsAt: '2026-11-02T03:30:00Z', timeZone: 'America/Montreal', gameDate: '2026-11-01' };
    expect(gameClock(game, null)).toEqual({ date: '2026-11-01', time: '10:30 PM EST' });
    expect(gameClock(game, 'Europe/Helsinki', 'en-US')).toEqual({ date: '2026-11-02', time: '5:30 AM GMT+2' });
    expect(gameClock({ ...game, startsAt: null }, 'Europe/Helsinki')).toEqual({ date: '2026-11-01', time: '' });
  });
});
