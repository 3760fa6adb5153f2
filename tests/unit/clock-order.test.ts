import { describe, expect, it } from 'vitest';
import { inClockOrder } from '#shared/domain/box-score/box-score-clock';

describe('events in clock order within a period (issue 28: 07:29 was listed before 02:14)', () => {
  it('orders by elapsed minutes and seconds, not as text, keeping stored order for ties', () => {
    const events = [
      { time: '07:29', id: 'a' },
      { time: '02:14', id: 'b' },
      { time: '10:05', id: 'c' },
      { time: '2:14', id: 'd' },
      { time: '00:59', id: 'e' },
    ];
    expect(inClockOrder(events).map((e) => e.id)).toEqual(['e', 'b', 'd', 'a', 'c']);
    expect(events[0].id).toBe('a');
  });

  it('puts an unreadable clock last, without throwing', () => {
    expect(inClockOrder([{ time: '?' }, { time: '19:59' }]).map((e) => e.time)).toEqual(['19:59', '?']);
  });
});
