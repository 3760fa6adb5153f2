/** Name and city pools of one birth country. Players are random combinations, never real rosters. */
export type Pool = { first: string[]; last: string[]; cities: string[] };
export const s = (text: string) => text.split(',').map((x) => x.trim());
