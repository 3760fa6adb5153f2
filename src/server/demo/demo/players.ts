import type { LeagueDef } from '../data/leagues';
import { namePool, POOL_COUNTRIES } from '../data/names';
import { addDays, currentSeasonYear, isoDate, utcDate } from '../dates';
import type { Rng } from '../prng';
import type { LeagueNames } from './league-names';

export type Position = 'center' | 'left_wing' | 'right_wing' | 'defense' | 'goalie';
export type PlayerSeed = {
  firstName: string;
  lastName: string;
  position: Position;
  jerseyNumber: number;
  dateOfBirth: string;
  birthCountryCode: string;
  birthCity: string;
  height: number;
  weight: number;
  shoots: 'L' | 'R' | null;
  catches: 'L' | 'R' | null;
};

// A 20-man roster: 2 goalies, 7 defence, 11 forwards (interleaved so smaller rosters stay balanced).
const GOALIES: Position[] = ['goalie', 'goalie'];
const DEFENCE: Position[] = Array.from({ length: 7 }, () => 'defense');
const FORWARDS: Position[] = Array.from({ length: 11 }, (_, i) => (['center', 'left_wing', 'right_wing'] as const)[i % 3]);

function rosterPositions(size: number): Position[] {
  const d = Math.round((size - 2) * 0.4);
  return [...GOALIES, ...DEFENCE.slice(0, d), ...FORWARDS.slice(0, size - 2 - d)];
}
const GOALIE_NUMBERS = [1, 30, 31, 35, 29, 33, 34, 40, 32, 39, 70, 50];

function jersey(rng: Rng, position: Position, taken: Set<number>): number {
  const prefer = position === 'goalie' ? GOALIE_NUMBERS.filter((n) => !taken.has(n)) : [];
  let n = prefer.length > 0 && rng.chance(0.8) ? rng.pick(prefer) : rng.int(2, 98);
  while (taken.has(n)) n = n >= 98 ? 2 : n + 1;
  taken.add(n);
  return n;
}

/**
 * A name the league can still give (league-names.ts). Random tries first; a crowded pool is walked in order.
 */
function uniqueName(rng: Rng, pool: { first: string[]; last: string[] }, used: LeagueNames): [string, string] | null {
  for (let i = 0; i < 30; i += 1) {
    const [first, last] = [rng.pick(pool.first), rng.pick(pool.last)];
    if (used.free(first, last)) return used.take(first, last);
  }
  // Surnames first: a crowded pool's capped surnames are passed over at once, not once per first name.
  for (const last of pool.last) {
    if (!used.surnameFree(last)) continue;
    for (const first of pool.first) if (used.free(first, last)) return used.take(first, last);
  }
  return null;
}

export function generateRoster(
  rng: Rng,
  league: LeagueDef,
  teamCountry: string,
  today: Date,
  size: number,
  usedNames: LeagueNames,
): PlayerSeed[] {
  const taken = new Set<number>();
  // Born in the year before the current season's: old enough on any day of it (in spring, a birth year
  // counted from the calendar year would leave some players younger than the league allows at its start).
  const seasonYear = currentSeasonYear(today);
  return rosterPositions(size).map((position) =>
    generatePlayer(rng, league, teamCountry, position, usedNames, taken, () => {
      const age = rng.int(league.ages[0], league.ages[1]);
      return addDays(utcDate(seasonYear - age - 1, 1, 1), rng.int(0, 364));
    }),
  );
}

/** One player of a position; `born` draws the birth date (after the country, so the seed's stream is unchanged). */
export function generatePlayer(
  rng: Rng,
  league: LeagueDef,
  teamCountry: string,
  position: Position,
  usedNames: LeagueNames,
  taken: Set<number>,
  born: () => Date,
): PlayerSeed {
  const drawn = league.mix === 'own' ? teamCountry : rng.weighted(league.mix);
  const dateOfBirth = isoDate(born());
  const height = Math.max(170, Math.min(205, Math.round(rng.normal(position === 'goalie' ? 189 : 185, 5.5))));
  const weight = Math.max(70, Math.min(110, Math.round(height - 100 + rng.normal(-2, 6))));
  const hand = (p: number): 'L' | 'R' => (rng.chance(p) ? 'L' : 'R');
  // With its former players a league can use up a country's names: then the player was born in another
  // country of the league's mix (or any with a name pool), never a second player of the same name.
  const countries = [drawn, ...(league.mix === 'own' ? [] : league.mix.map(([c]) => c)), ...POOL_COUNTRIES];
  let country = drawn;
  let name: [string, string] | null = null;
  for (const c of countries) {
    name = uniqueName(rng, namePool(c), usedNames);
    country = c;
    if (name) break;
  }
  if (!name) throw new Error('name pools exhausted: add names to demo/data/names/');
  const [firstName, lastName] = name;
  const pool = namePool(country);
  return {
    firstName,
    lastName,
    position,
    jerseyNumber: jersey(rng, position, taken),
    dateOfBirth,
    birthCountryCode: country,
    birthCity: rng.pick(pool.cities),
    height,
    weight,
    shoots: position === 'goalie' ? null : hand(0.62),
    catches: position === 'goalie' ? hand(0.85) : null,
  };
}
