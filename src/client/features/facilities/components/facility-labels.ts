/** 'olympic_venue' -> 'Olympic Venue' for the union value sets of §3. */
export function enumLabel(value: string): string {
  return value
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
