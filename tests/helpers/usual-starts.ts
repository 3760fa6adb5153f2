// Issue 39 item 5: each league's usual local start times, from its published schedules, as the seed test checks
// them (written here on their own, not read from the seed's tables). Earliest and latest start, by day of the week.

type Window = readonly [string, string];
type Windows = { weekday: Window; saturday: Window; sunday: Window };
const all = (w: Window): Windows => ({ weekday: w, saturday: w, sunday: w });
const JUNIOR: Windows = { weekday: ['19:00', '19:30'], saturday: ['14:00', '19:00'], sunday: ['14:00', '19:00'] };
const COLLEGE: Windows = { weekday: ['19:00', '19:00'], saturday: ['14:00', '19:00'], sunday: ['14:00', '19:00'] };
export const USUAL: Record<string, Windows> = {
  NHL: { weekday: ['18:00', '20:00'], saturday: ['12:30', '20:00'], sunday: ['12:30', '20:00'] },
  AHL: { weekday: ['18:30', '19:30'], saturday: ['16:00', '19:00'], sunday: ['15:00', '17:00'] },
  KHL: all(['17:00', '19:30']),
  SHL: { weekday: ['19:00', '19:00'], saturday: ['15:15', '16:15'], sunday: ['15:15', '16:15'] },
  Liiga: { weekday: ['18:30', '18:30'], saturday: ['17:00', '17:00'], sunday: ['17:00', '17:00'] },
  DEL: { weekday: ['19:30', '19:30'], saturday: ['19:30', '19:30'], sunday: ['14:00', '16:30'] },
  ELH: all(['17:00', '18:00']),
  NL: { weekday: ['19:45', '19:45'], saturday: ['17:00', '19:45'], sunday: ['17:00', '19:45'] },
  EIHL: { weekday: ['19:00', '19:00'], saturday: ['19:00', '19:00'], sunday: ['16:00', '17:30'] },
  WC: all(['12:00', '20:30']),
  WJC: all(['12:00', '20:30']),
  OHL: JUNIOR,
  WHL: JUNIOR,
  QMJHL: JUNIOR,
  USHL: JUNIOR,
  NCAA: COLLEGE,
  'U SPORTS': COLLEGE,
};
export const BY_LEVEL: Record<string, Windows> = {
  amateur: { weekday: ['19:00', '21:30'], saturday: ['12:00', '21:00'], sunday: ['12:00', '21:00'] },
  youth: { weekday: ['17:00', '19:00'], saturday: ['09:00', '17:00'], sunday: ['09:00', '17:00'] },
};

/** A league's window for a day of the week (0 = Sunday), by short name, else by level. */
export function usualWindow(league: string, level: string, dow: number): Window {
  const usual = USUAL[league] ?? BY_LEVEL[level];
  if (!usual) throw new Error(`no usual start times for ${league} (${level})`);
  return dow === 6 ? usual.saturday : dow === 0 ? usual.sunday : usual.weekday;
}
