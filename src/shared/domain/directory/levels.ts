import { LEAGUE_LEVEL_VALUES } from '../../schemas/enums';
/** Stored league levels (§3): the directory's five plus the admin form's collegiate. */
export const LEAGUE_LEVELS = LEAGUE_LEVEL_VALUES;
export type LeagueLevel = (typeof LEAGUE_LEVELS)[number];
export type LevelDisplayKey = LeagueLevel | 'other';

/**
 * §3 display order is professional, iihf, junior, amateur, youth, other. Collegiate is not in
 * that list; we place it right before 'other' so it keeps its own heading instead of being
 * hidden among unknown levels.
 */
export const LEVEL_DISPLAY_ORDER: readonly LevelDisplayKey[] = [
  'professional',
  'iihf',
  'junior',
  'amateur',
  'youth',
  'collegiate',
  'other',
];

// One word per concept on the public site and in the admin: the same names as the team and admin groupings below.
const LEVEL_LABELS: Record<LevelDisplayKey, string> = {
  professional: 'Professional',
  iihf: 'International',
  junior: 'Junior',
  amateur: 'Amateur',
  youth: 'Youth Hockey',
  collegiate: 'College',
  other: 'Other',
};

export function isLeagueLevel(value: unknown): value is LeagueLevel {
  return typeof value === 'string' && (LEAGUE_LEVELS as readonly string[]).includes(value);
}

/** Unknown or missing levels collapse to 'other' so every league lands in some group. */
export function levelKey(level: string | null | undefined): LevelDisplayKey {
  return isLeagueLevel(level) ? level : 'other';
}

export function levelLabel(level: string | null | undefined): string {
  return LEVEL_LABELS[levelKey(level)];
}

export function compareLevels(a: string | null | undefined, b: string | null | undefined): number {
  return LEVEL_DISPLAY_ORDER.indexOf(levelKey(a)) - LEVEL_DISPLAY_ORDER.indexOf(levelKey(b));
}

/** Public Teams page "By Level" groups (§4), in display order. */
export const TEAM_LEVEL_GROUPS = [
  'Professional',
  'Semi-Professional',
  'International',
  'College',
  'Junior',
  'High School',
  'Youth Hockey',
] as const;
export type TeamLevelGroup = (typeof TEAM_LEVEL_GROUPS)[number];

// Order is precedence: "World Junior Championship" is International, "NCAA Junior" is College,
// "Semi-Pro" must win before the bare "pro" keyword.
const TEAM_LEVEL_RULES: ReadonlyArray<readonly [TeamLevelGroup, RegExp]> = [
  ['Semi-Professional', /\bsemi[\s-]?pro(fessional)?\b/],
  ['International', /\b(iihf|international|world|olympics?|national team)\b/],
  ['College', /\b(college|university|ncaa|collegiate|usports|u sports)\b/],
  [
    'Junior',
    /\b(junior|jr|u-?(17|18|19|20|21)|major junior|ohl|whl|qmjhl|ushl|chl|nahl|bchl|ontario hockey league|western hockey league|united states hockey league|canadian hockey league)\b/,
  ],
  ['High School', /\b(high school|prep|preparatory)\b/],
  ['Youth Hockey', /\b(youth|minor|u-?(6|8|9|10|11|12|13|14|15|16)|bantam|midget|pee ?wee|atom|squirt|mite|novice)\b/],
  ['Professional', /\b(professional|pro|national hockey league|nhl|ahl|echl|khl|shl|liiga|del|nla|elh|extraliga|elite league)\b/],
];

/** Keyword match on the league name; unmatched (or missing) names are Professional per §4. */
export function teamLevelGroup(leagueName: string | null | undefined): TeamLevelGroup {
  const name = (leagueName ?? '').toLowerCase();
  for (const [group, re] of TEAM_LEVEL_RULES) if (re.test(name)) return group;
  return 'Professional';
}

/** Admin team panel "By Level" categories (§2.15), in display order. */
export const ADMIN_LEVEL_GROUPS = ['Professional', 'Junior', 'International', 'College', 'Youth Hockey', 'Other'] as const;
export type AdminLevelGroup = (typeof ADMIN_LEVEL_GROUPS)[number];

const ADMIN_GROUP_BY_LEVEL: Record<LevelDisplayKey, AdminLevelGroup> = {
  professional: 'Professional',
  iihf: 'International',
  junior: 'Junior',
  collegiate: 'College',
  youth: 'Youth Hockey',
  amateur: 'Other',
  other: 'Other',
};

/** The admin panel groups by the league's stored level (teams without a league: Other). */
export function adminLevelGroup(level: string | null | undefined): AdminLevelGroup {
  return ADMIN_GROUP_BY_LEVEL[levelKey(level)];
}

export type GroupTab = 'league' | 'country' | 'level';

const DEFAULT_OPEN: Record<GroupTab, readonly string[]> = {
  league: ['National Hockey League'],
  country: ['United States', 'Canada'],
  level: ['Professional'],
};

/** §4: which collapsible groups start expanded on first render. */
export function isDefaultOpenGroup(tab: GroupTab, groupName: string): boolean {
  return DEFAULT_OPEN[tab].includes(groupName);
}
