/**
 * Issue 39 item 5: each league's usual local start times by day of the week, as weighted slots. A demo with NHL
 * games at 10:30 PM in Boston read as invented; these follow what the leagues' published schedules show, on the
 * home venue's wall clock (a western club's 7 PM is 10 PM in New York). One draw per game, as before.
 */
export type Slots = ReadonlyArray<readonly [string, number]>;
export type StartRule = { weekday: Slots; saturday: Slots; sunday: Slots };

/** "19:00 55, 19:30 30": times with their weights (a bare time weighs 1). */
const slots = (text: string): Slots =>
  text.split(',').map((slot) => {
    const [time, weight] = slot.trim().split(' ');
    return [time!, Number(weight ?? 1)] as const;
  });
const rule = (weekday: string, saturday = weekday, sunday = saturday): StartRule => ({
  weekday: slots(weekday),
  saturday: slots(saturday),
  sunday: slots(sunday),
});

// NHL: 7:00 or 7:30 on weeknights (a few 6:00, 6:30, 8:00); weekend matinees at 12:30, 1, 3 and 4, and evenings.
const NHL = rule(
  '19:00 55, 19:30 30, 18:00 3, 18:30 5, 20:00 7',
  '13:00 10, 15:00 8, 16:00 7, 19:00 55, 19:30 10, 20:00 10',
  '12:30 15, 13:00 15, 15:00 20, 16:00 15, 17:00 15, 19:00 20',
);
// OHL, WHL, QMJHL, USHL: 7 PM (some 7:30) on school nights, weekend games from 2 to 7 PM.
const JUNIOR = rule('19:00 75, 19:30 25', '16:00 15, 17:00 15, 19:00 70', '14:00 40, 15:00 25, 16:00 20, 18:00 15');
// Adult recreational leagues get the late ice on weeknights and the afternoons and evenings at weekends.
const AMATEUR = rule('19:30 20, 20:00 25, 20:30 25, 21:00 30', '16:00 30, 18:00 40, 20:00 30', '13:00 30, 15:00 40, 17:00 30');
// Youth teams play after school, and in the daytime at weekends.
const YOUTH = rule('17:30 30, 18:00 40, 18:30 30', '11:00 25, 13:00 35, 15:00 40');

export const START_TIMES: Record<string, StartRule> = {
  NHL,
  AHL: rule('19:00 70, 19:30 20, 18:30 10', '17:00 25, 18:00 30, 19:00 45', '15:00 30, 16:00 40, 17:00 30'),
  KHL: rule('19:30 65, 19:00 15, 17:00 20'),
  SHL: rule('19:00', '15:15, 16:15'),
  Liiga: rule('18:30', '17:00'),
  DEL: rule('19:30', '19:30', '14:00, 16:30'),
  ELH: rule('17:00 30, 17:30 40, 18:00 30'),
  NL: rule('19:45', '17:00 30, 19:45 70', '17:00 60, 19:45 40'),
  EIHL: rule('19:00', '19:00', '16:00 40, 17:00 35, 17:30 25'),
  // IIHF tournaments: the World Championship's three daily slots, the World Juniors' afternoon and evening games.
  WC: rule('12:20 30, 16:20 35, 20:20 35'),
  WJC: rule('14:00 25, 16:30 35, 19:00 40'),
  OHL: JUNIOR,
  WHL: JUNIOR,
  QMJHL: JUNIOR,
  USHL: JUNIOR,
  NCAA: rule('19:00', '16:00 20, 19:00 80', '14:00, 16:00'),
  'U SPORTS': rule('19:00', '16:00 30, 19:00 70', '14:00, 16:00'),
};

/** The start rule of a league, by short name: a league's own, else its level's (amateur and youth leagues). */
export function startRule(shortName: string, level: string): StartRule {
  return START_TIMES[shortName] ?? (level === 'youth' ? YOUTH : level === 'amateur' ? AMATEUR : JUNIOR);
}
