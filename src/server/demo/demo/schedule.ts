import type { Rng } from '../prng';

/** A pairing by team index; dates are day offsets from the window start. */
export type Pairing = { home: number; away: number; day: number };

/**
 * Round-robin rounds by the circle method: each team plays at most once per round. Cycles
 * repeat with home and away swapped, so `count` rounds give every team `count` games
 * (minus byes when the team count is odd) with home and away nearly balanced.
 */
export function roundRobinRounds(n: number, count: number, rng: Rng): Array<Array<[number, number]>> {
  const slots = n % 2 === 0 ? n : n + 1;
  const base: Array<Array<[number, number]>> = [];
  const arr = Array.from({ length: slots }, (_, i) => i);
  for (let r = 0; r < slots - 1; r += 1) {
    const round: Array<[number, number]> = [];
    for (let i = 0; i < slots / 2; i += 1) {
      const a = arr[i];
      const b = arr[slots - 1 - i];
      if (a >= n || b >= n) continue;
      const aHome = i === 0 ? r % 2 === 0 : i % 2 === 0;
      round.push(aHome ? [a, b] : [b, a]);
    }
    base.push(round);
    arr.splice(1, 0, arr.pop() as number);
  }
  const rounds: Array<Array<[number, number]>> = [];
  for (let cycle = 0; rounds.length < count; cycle += 1) {
    const order = rng.shuffle(base.map((_, i) => i));
    for (const i of order) {
      if (rounds.length >= count) break;
      rounds.push(base[i].map(([h, a]) => (cycle % 2 === 0 ? [h, a] : [a, h]) as [number, number]));
    }
  }
  return rounds;
}

/**
 * Spreads rounds evenly over `days` days: a round's games fall on its base day or the next,
 * and never on a day either team already plays.
 */
export function spreadRounds(rounds: Array<Array<[number, number]>>, days: number, n: number, rng: Rng): Pairing[] {
  const last = new Array<number>(n).fill(-1);
  const out: Pairing[] = [];
  const span = Math.max(1, days - 2);
  rounds.forEach((round, r) => {
    const base = Math.floor((r * span) / Math.max(1, rounds.length));
    for (const [home, away] of round) {
      const day = Math.max(base + rng.int(0, 1), last[home] + 1, last[away] + 1);
      last[home] = day;
      last[away] = day;
      out.push({ home, away, day });
    }
  });
  return out;
}

export type Result = { homeScore: number; awayScore: number; outcome: 'REG' | 'OT' | 'SO' };

/** A plausible hockey result: ~77% decided in regulation, ~15% in overtime, ~8% by shootout. */
export function playGame(rng: Rng, allowShootout = true, homeEdge = 0.54): Result {
  const homeWins = rng.chance(homeEdge);
  const roll = rng.next();
  const outcome = roll < 0.77 ? 'REG' : roll < 0.92 || !allowShootout ? 'OT' : 'SO';
  let winner: number;
  let loser: number;
  if (outcome === 'REG') {
    loser = Math.min(rng.poisson(2.3), 6);
    winner = loser + 1 + Math.min(rng.poisson(0.9), 5);
  } else {
    // Tied after regulation; the stored score counts the deciding goal (OT winner or shootout).
    loser = Math.min(rng.poisson(2.4), 6);
    winner = loser + 1;
  }
  return homeWins ? { homeScore: winner, awayScore: loser, outcome } : { homeScore: loser, awayScore: winner, outcome };
}

/** Best-of-seven series; returns the games (home side by 2-2-1-1-1) and the winner index. */
export function playSeries(top: number, other: number, firstDay: number, rng: Rng): { games: Array<Pairing & Result>; winner: number } {
  const homeOrder = [top, top, other, other, top, other, top];
  const wins = new Map<number, number>([
    [top, 0],
    [other, 0],
  ]);
  const games: Array<Pairing & Result> = [];
  for (let g = 0; g < 7; g += 1) {
    const home = homeOrder[g];
    const away = home === top ? other : top;
    const res = playGame(rng, false, home === top ? 0.56 : 0.5);
    games.push({ home, away, day: firstDay + g * 2, ...res });
    const w = res.homeScore > res.awayScore ? home : away;
    wins.set(w, (wins.get(w) ?? 0) + 1);
    if ((wins.get(w) ?? 0) === 4) return { games, winner: w };
  }
  throw new Error('unreachable: a best-of-seven always ends within seven games');
}
