import { describe, expect, it } from 'vitest';
import { roundedCount } from '#shared/domain/directory/rounded-count';

describe('roundedCount (issue 28: headline figures the data can back)', () => {
  it.each([
    [0, '0'],
    [27, '27'],
    [420, '420'],
    [999, '999'],
    [1000, '1,000'],
    [1312, '1,300+'],
    [21347, '21,000+'],
    [74000, '74,000'],
    [100000, '100,000'],
    [1049999, '1,000,000+'],
    [-3, '0'],
  ])('%d reads %s', (n, text) => expect(roundedCount(n)).toBe(text));

  it('never reads more than the count it was given', () => {
    for (let n = 0; n < 200000; n += 997) expect(Number(roundedCount(n).replace(/[,+]/g, ''))).toBeLessThanOrEqual(n);
  });
});
