/**
 * A count for a headline ("21,000+ players"): exact below 1,000, else rounded down to two
 * significant figures with a "+" when that dropped anything, so a figure never claims more than
 * the data holds.
 */
export function roundedCount(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 1000) return whole.toLocaleString('en-US');
  const step = 10 ** (String(whole).length - 2);
  const floor = Math.floor(whole / step) * step;
  return `${floor.toLocaleString('en-US')}${floor === whole ? '' : '+'}`;
}
