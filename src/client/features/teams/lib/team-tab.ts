export const TEAM_TABS = ['overview', 'history', 'facts', 'roster', 'stats'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/** The team page's tab for the address's `?tab=`: an unknown or missing one is the overview. */
export const teamTab = (value: string | null | undefined): TeamTab =>
  (TEAM_TABS as readonly (string | null | undefined)[]).includes(value) ? (value as TeamTab) : 'overview';
