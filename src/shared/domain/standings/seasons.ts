import { SEASON_TYPE_VALUES } from '../../schemas/enums';
export const SEASON_TYPES = SEASON_TYPE_VALUES;
export type SeasonType = (typeof SEASON_TYPES)[number];

export const SEASON_TYPE_LABELS: Record<SeasonType, string> = {
  preseason: 'Preseason',
  regular: 'Regular Season',
  playoffs: 'Playoffs',
};

/** §9: the standings year selector starts here. */
export const FIRST_STANDINGS_YEAR = 2019;

export function isSeasonType(value: unknown): value is SeasonType {
  return typeof value === 'string' && (SEASON_TYPES as readonly string[]).includes(value);
}

/** 2024 -> '2024-25'; 1999 -> '1999-00' (hockey seasons straddle the new year). */
export function seasonYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** 2024, 'regular' -> '2024-25 Regular Season' (the §3 label). */
export function seasonName(startYear: number, type: SeasonType): string {
  return `${seasonYearLabel(startYear)} ${SEASON_TYPE_LABELS[type]}`;
}

/** §3 stores the season type as '{year}-{type}', e.g. '2024-regular'. */
export function seasonKey(startYear: number, type: SeasonType): string {
  return `${startYear}-${type}`;
}

export function parseSeasonKey(key: string | null | undefined): { year: number; type: SeasonType } | null {
  const m = /^(\d{4})-(preseason|regular|playoffs)$/.exec((key ?? '').trim());
  return m && isSeasonType(m[2]) ? { year: Number(m[1]), type: m[2] } : null;
}

/** §9: 2019 through next year, ascending (the UI may reverse for display). */
export function standingsYears(now: Date = new Date()): number[] {
  const last = now.getFullYear() + 1;
  const years: number[] = [];
  for (let y = FIRST_STANDINGS_YEAR; y <= last; y += 1) years.push(y);
  return years;
}

/**
 * The start year of the season under way: a split-year season runs from July to June (the admin season form's
 * rule), so in March 2027 the current season is 2026-27, not 2027-28 (issue 39 item 7).
 */
export function currentSeasonStartYear(now: Date = new Date()): number {
  return now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
}

/** The §2.13 "Current" mark, on the season (named by its start year) that is under way. */
export function isCurrentYear(year: number, now: Date = new Date()): boolean {
  return year === currentSeasonStartYear(now);
}

export interface SeasonLike {
  id: number | string;
  leagueId: number | string | null;
  name: string;
  year?: number | null;
  seasonType?: string | null;
}

// Seasons entered by hand may spell the span in full ('2024-2025 Regular Season').
function namePrefixes(year: number, type: SeasonType): string[] {
  const label = SEASON_TYPE_LABELS[type].toLowerCase();
  return [`${seasonYearLabel(year)} ${label}`, `${year}-${year + 1} ${label}`];
}

function matchesStructured(s: SeasonLike, year: number, type: SeasonType): boolean | null {
  const key = parseSeasonKey(s.seasonType);
  if (key) return key.year === year && key.type === type;
  if (typeof s.year === 'number' && isSeasonType(s.seasonType)) return s.year === year && s.seasonType === type;
  return null;
}

/**
 * §7: pick the season by league, selected start year and the season-name prefix for the
 * chosen type. Structured fields (seasonType '{year}-{type}', or year + type) win when
 * present; otherwise the name decides. Returns null when nothing matches (empty standings).
 */
export function findSeasonFor<S extends SeasonLike>(
  seasons: readonly S[],
  leagueId: number | string,
  year: number,
  type: SeasonType,
): S | null {
  const prefixes = namePrefixes(year, type);
  return (
    seasons.find((s) => {
      if (s.leagueId === null || String(s.leagueId) !== String(leagueId)) return false;
      const structured = matchesStructured(s, year, type);
      if (structured !== null) return structured;
      const name = s.name.trim().toLowerCase();
      return prefixes.some((p) => name.startsWith(p));
    }) ?? null
  );
}
