/** The team a `?team=` link asks to open and highlight, with what finds its group under each tab. */
export type TeamHighlight = { id: number; leagueId: number | null; countryId: number | null; leagueName: string | null };
