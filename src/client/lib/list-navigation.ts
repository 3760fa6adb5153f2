/**
 * Arrow-key movement through a list of `length` options: wraps at both ends, and from "nothing
 * highlighted" (-1) Down goes to the first option and Up to the last, as native pickers do.
 */
export function stepIndex(current: number, step: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return step === 1 ? 0 : length - 1;
  return (current + step + length) % length;
}
