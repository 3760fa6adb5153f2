import { addDays, isoDate } from '../dates';
import { instantOf } from '#shared/domain/dates/zoned-time';
import type { StartRule } from '../data/start-times';
import type { Rng } from '../prng';
import { playGame, playSeries, roundRobinRounds, spreadRounds, type Pairing, type Result } from './schedule';

/** zone: the IANA zone of the team's home venue, which its home games are scheduled in. */
export type SeedTeam = { id: number; venueId: number; division: string | null; zone: string };
export type GameSeed = {
  homeTeamId: number;
  awayTeamId: number;
  gameDate: string;
  gameTime: string;
  startsAt: string | null;
  timeZone: string;
  venueId: number;
  homeScore: number | null;
  awayScore: number | null;
  status: 'scheduled' | 'live' | 'final';
  period: string | null;
  outcome: 'REG' | 'OT' | 'SO' | null;
};
/** A game is live for about this long after its start (three periods, intermissions, stoppages). */
export const LIVE_MS = 150 * 60_000;

/**
 * Turns day-offset pairings into rows. Issue #18: the clock decides, not the calendar day: a game
 * whose start plus ~2.5 h has passed is final, one under way is live, the rest are scheduled.
 * Results are drawn for every game up to tomorrow whatever the hour, so the data stays the same
 * all day and only the statuses follow the clock.
 */
export function toGames(
  pairs: Array<Pairing & Partial<Result>>,
  teams: SeedTeam[],
  start: Date,
  clock: { today: string; now: Date },
  rule: StartRule,
  rng: Rng,
): GameSeed[] {
  const drawUntil = isoDate(addDays(new Date(`${clock.today}T00:00:00Z`), 1));
  return pairs.map((p) => {
    const date = addDays(start, p.day);
    const gameDate = isoDate(date);
    const day = date.getUTCDay();
    // The league's usual local hour for the day (one draw, as the pick it replaced: the rest of the stream stays put).
    const gameTime = `${rng.weighted(day === 6 ? rule.saturday : day === 0 ? rule.sunday : rule.weekday)}:00`;
    const home = teams[p.home];
    // Local evening times never fall in a DST gap (clocks change at night), so every game has its instant.
    const at = instantOf(gameDate, gameTime, home.zone);
    const startsAt = 'instant' in at ? at.instant.toISOString() : null;
    const base = {
      homeTeamId: home.id,
      awayTeamId: teams[p.away].id,
      gameDate,
      gameTime,
      startsAt,
      timeZone: home.zone,
      venueId: home.venueId,
    };
    const r: Result | null = p.outcome
      ? { homeScore: p.homeScore!, awayScore: p.awayScore!, outcome: p.outcome }
      : gameDate <= drawUntil
        ? playGame(rng)
        : null;
    const elapsed = startsAt && r ? clock.now.getTime() - Date.parse(startsAt) : -1;
    if (r && elapsed >= LIVE_MS) return { ...base, ...r, status: 'final', period: null };
    if (r && elapsed >= 0) return { ...base, ...liveState(r, elapsed), status: 'live', outcome: null };
    return { ...base, homeScore: null, awayScore: null, status: 'scheduled', period: null, outcome: null };
  });
}

/** The score so far of a game under way: its final result scaled by the time played, and the period. */
function liveState(r: Result, elapsed: number): { homeScore: number; awayScore: number; period: string } {
  const share = Math.min(1, elapsed / LIVE_MS);
  const period = elapsed < 50 * 60_000 ? '1st' : elapsed < 95 * 60_000 ? '2nd' : '3rd';
  return { homeScore: Math.floor(r.homeScore * share), awayScore: Math.floor(r.awayScore * share), period };
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
