/**
 * §4: "National Hockey League entries are always sorted first" — in every list, group and select of
 * leagues (the server's ORDER BY reads NHL_NAMES too, so paged lists agree with the pickers).
 * Everything else is alphabetical, accent- and case-aware.
 */
export const NHL_NAMES: readonly string[] = ['national hockey league', 'nhl'];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function isNhl(name: string | null | undefined): boolean {
  return NHL_NAMES.includes((name ?? '').trim().toLowerCase());
}

/** A league is the NHL by its name or its short name. */
export const isNhlLeague = (league: { name: string; shortName?: string | null }) => isNhl(league.name) || isNhl(league.shortName);

/** Comparator on names: the NHL first, everything else alphabetical. */
export function compareNhlFirst(a: string, b: string): number {
  const an = isNhl(a);
  const bn = isNhl(b);
  if (an !== bn) return an ? -1 : 1;
  return collator.compare(a, b);
}

/** Comparator on leagues (name, short name): the NHL first, then by name. */
export function compareLeagues(a: { name: string; shortName?: string | null }, b: { name: string; shortName?: string | null }): number {
  const an = isNhlLeague(a);
  const bn = isNhlLeague(b);
  if (an !== bn) return an ? -1 : 1;
  return collator.compare(a.name, b.name);
}

export function sortGroupsNhlFirst(names: readonly string[]): string[] {
  return [...names].sort(compareNhlFirst);
}
