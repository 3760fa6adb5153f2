import { addDays, isoDate } from '../dates';
import type { Rng } from '../prng';
import { playGame, playSeries, roundRobinRounds, spreadRounds, type Pairing, type Result } from './schedule';

export type SeedTeam = { id: number; venueId: number; division: string | null };
export type GameSeed = {
  homeTeamId: number; awayTeamId: number; gameDate: string; gameTime: string; venueId: number;
  homeScore: number | null; awayScore: number | null;
  status: 'scheduled' | 'live' | 'final'; period: string | null; outcome: 'REG' | 'OT' | 'SO' | null;
};
export type Region = 'na' | 'eu' | 'khl';

const TIMES: Record<Region, { weekday: string[]; weekend: string[] }> = {
  na: { weekday: ['19:00', '19:00', '19:30', '19:30', '20:00', '20:30', '22:00', '22:30'], weekend: ['13:00', '15:00', '17:00', '19:00', '19:30'] },
  eu: { weekday: ['18:30', '19:00', '19:00', '19:30', '20:00'], weekend: ['15:00', '16:00', '17:00', '18:00'] },
  khl: { weekday: ['17:00', '19:00', '19:30', '19:30'], weekend: ['12:30', '14:30', '17:00'] },
};

/** Turns day-offset pairings into rows: past games played, future ones scheduled; today is sorted out later. */
export function toGames(
  pairs: Array<Pairing & Partial<Result>>, teams: SeedTeam[], start: Date, today: string, region: Region, rng: Rng,
): GameSeed[] {
  return pairs.map((p) => {
    const date = addDays(start, p.day);
    const gameDate = isoDate(date);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const gameTime = `${rng.pick(weekend ? TIMES[region].weekend : TIMES[region].weekday)}:00`;
    const home = teams[p.home];
    const base = { homeTeamId: home.id, awayTeamId: teams[p.away].id, gameDate, gameTime, venueId: home.venueId };
    if (gameDate < today) {
      const r = p.outcome ? (p as Result) : playGame(rng);
      return { ...base, homeScore: r.homeScore, awayScore: r.awayScore, status: 'final', period: null, outcome: r.outcome };
    }
    return { ...base, homeScore: null, awayScore: null, status: 'scheduled', period: null, outcome: null };
  });
}

/** Today's games: the earlier half are in progress with partial scores, the rest still to come. */
export function setTodayStatuses(games: GameSeed[], today: string, rng: Rng): void {
  const todays = games.filter((g) => g.gameDate === today).sort((a, b) => a.gameTime.localeCompare(b.gameTime));
  const live = Math.ceil(todays.length / 2);
  todays.forEach((g, i) => {
    if (i >= live) return;
    g.status = 'live';
    g.period = ['2nd', '1st', '3rd', '2nd'][i % 4];
    g.homeScore = rng.int(0, 3);
    g.awayScore = rng.int(0, 3);
  });
}

/** Keeps the scores page alive: when a league has no game today, the next match day moves to today. */
export function ensureGamesToday(pairs: Pairing[], todayOffset: number): void {
  if (todayOffset < 0 || pairs.some((p) => p.day === todayOffset)) return;
  const next = pairs.filter((p) => p.day > todayOffset).reduce((m, p) => Math.min(m, p.day), Infinity);
  for (const p of pairs) if (p.day === next) p.day = todayOffset;
}

export function leaguePairs(teamCount: number, gamesPerTeam: number, days: number, rng: Rng): Pairing[] {
  const rounds = teamCount % 2 === 0 ? gamesPerTeam : Math.ceil((gamesPerTeam * teamCount) / (teamCount - 1));
  return spreadRounds(roundRobinRounds(teamCount, rounds, rng), days, teamCount, rng);
}

/** Group-stage tournament: every group plays a single round robin inside the window. */
export function tournamentPairs(teams: SeedTeam[], days: number, rng: Rng): Pairing[] {
  const groups = new Map<string, number[]>();
  teams.forEach((t, i) => groups.set(t.division ?? '', [...(groups.get(t.division ?? '') ?? []), i]));
  const out: Pairing[] = [];
  for (const members of groups.values()) {
    const n = members.length;
    const rounds = roundRobinRounds(n, n % 2 === 0 ? n - 1 : n, rng);
    for (const p of spreadRounds(rounds, days, n, rng)) out.push({ ...p, home: members[p.home], away: members[p.away] });
  }
  return out;
}

/** Semi-finals and a final, best of seven, between four random clubs. */
export function playoffPairs(teamCount: number, rng: Rng): Array<Pairing & Result> {
  const [a, b, c, d] = rng.shuffle(Array.from({ length: teamCount }, (_, i) => i)).slice(0, 4);
  const semi1 = playSeries(a, d, 0, rng);
  const semi2 = playSeries(b, c, 1, rng);
  const finalStart = Math.max(...[...semi1.games, ...semi2.games].map((g) => g.day)) + 3;
  const final = playSeries(semi1.winner, semi2.winner, finalStart, rng);
  return [...semi1.games, ...semi2.games, ...final.games];
}
