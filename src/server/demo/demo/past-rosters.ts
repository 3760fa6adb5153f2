import { FIRST_STANDINGS_YEAR } from '#shared/domain/standings/seasons';
import type { LeagueDef } from '../data/leagues';
import { addDays, daysBetween, seasonDate, utcDate } from '../dates';
import type { Rng } from '../prng';
import type { LeagueNames } from './league-names';
import { generatePlayer, type PlayerSeed } from './players';

type Current = Pick<PlayerSeed, 'position' | 'dateOfBirth' | 'jerseyNumber'>;
/** A team's players in one past season, in its current roster's slot order (goalies first). */
export type PastRoster<T> = Array<T | PlayerSeed>;

// Most players have been with their team a few seasons; some arrived this year, a few long ago.
const MAX_TENURE = 8;
const MAX_STINT = 4;

/** Whole years of age on a day. */
export function ageOn(dateOfBirth: string, day: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const before = day.getUTCMonth() + 1 < m || (day.getUTCMonth() + 1 === m && day.getUTCDate() < d);
  return day.getUTCFullYear() - y - (before ? 1 : 0);
}

/**
 * Issue #18 item 6: a team's roster in each season before `currentYear`. Each current player joins
 * at some season no earlier than the one he is old enough for (league.ages[0] at the season's start);
 * the seasons before that in his slot go to former players (no current team) of the same position,
 * each born so that his age fits league.ages in every season he played. Names stay unique in the league.
 */
export function pastRosters<T extends Current>(
  rng: Rng,
  league: LeagueDef,
  teamCountry: string,
  current: T[],
  currentYear: number,
  usedNames: LeagueNames,
): { formers: PlayerSeed[]; byYear: Map<number, PastRoster<T>> } {
  const [minAge, maxAge] = league.ages;
  const start = (year: number) => seasonDate(year, league.window.start);
  // A former player's number is none of today's (numbers are reused over the years, as they are).
  const numbers = current.map((p) => p.jerseyNumber);
  const formers: PlayerSeed[] = [];
  const byYear = new Map<number, PastRoster<T>>();
  for (let y = FIRST_STANDINGS_YEAR; y < currentYear; y += 1) byYear.set(y, []);
  for (const player of current) {
    let eligible = FIRST_STANDINGS_YEAR;
    while (eligible < currentYear && ageOn(player.dateOfBirth, start(eligible)) < minAge) eligible += 1;
    const joined = Math.max(eligible, currentYear - rng.int(0, MAX_TENURE));
    const slot: Array<T | PlayerSeed> = [];
    for (let y = joined; y < currentYear; y += 1) slot[y] = player;
    // Walk back from the season before he joined: stints of one to four seasons.
    for (let last = joined - 1; last >= FIRST_STANDINGS_YEAR;) {
      const length = Math.min(rng.int(1, MAX_STINT), maxAge - minAge + 1);
      const first = Math.max(FIRST_STANDINGS_YEAR, last - length + 1);
      const age = rng.int(minAge, maxAge - (last - first));
      // Exactly `age` on the first season's opening day, so `age + k` on the k-th season's.
      const opening = start(first);
      const latest = utcDate(opening.getUTCFullYear() - age, opening.getUTCMonth() + 1, opening.getUTCDate());
      const earliest = addDays(utcDate(latest.getUTCFullYear() - 1, latest.getUTCMonth() + 1, latest.getUTCDate()), 1);
      const former = generatePlayer(rng, league, teamCountry, player.position, usedNames, new Set(numbers), () =>
        addDays(earliest, rng.int(0, daysBetween(earliest, latest))),
      );
      formers.push(former);
      for (let y = first; y <= last; y += 1) slot[y] = former;
      last = first - 1;
    }
    for (const [year, roster] of byYear) roster.push(slot[year]!);
  }
  return { formers, byYear };
}
