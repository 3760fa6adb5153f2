import { FIRST_STANDINGS_YEAR, seasonName, seasonYearLabel, type SeasonType } from '#shared/domain/standings/seasons';
import type { LeagueDef } from '../data/leagues';
import { startRule } from '../data/start-times';
import { addDays, currentSeasonYear, daysBetween, isoDate, seasonDate } from '../dates';
import type { Rng } from '../prng';
import { ensureGamesToday, leaguePairs, playoffPairs, toGames, tournamentPairs, type GameSeed, type SeedTeam } from './games';
import type { Pairing } from './schedule';

export type SeasonPlan = {
  leagueId: number;
  year: string;
  seasonType: SeasonType;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  /** Box scores come after the server is up (demo history), not in the first start's seed. */
  later: boolean;
  games: GameSeed[];
};

/**
 * Issue #18 item 6: every past season is complete (each team plays its league's full schedule).
 * Box scores are most of a first start's time (complete seasons everywhere took the seed from 28 s to
 * 99 s on the embedded database), so only the current seasons and the NHL's two latest past seasons
 * get theirs in the seed; the rest follow in the background once the server is up (demo/history.ts).
 */
const RECENT_NHL_SEASONS = 2;
const boxScoresLater = (def: LeagueDef, year: number, current: number) =>
  year < current && !(def.shortName === 'NHL' && current - year <= RECENT_NHL_SEASONS);

/** Every season of one league from 2019-20 to next season, with its games. */
export function planSeasons(def: LeagueDef, leagueId: number, teams: SeedTeam[], today: Date, now: Date, rng: Rng): SeasonPlan[] {
  const current = currentSeasonYear(today);
  const todayIso = isoDate(today);
  const plans: SeasonPlan[] = [];
  const rule = startRule(def.shortName, def.level);
  const plan = (year: number, type: SeasonType, start: Date, end: Date, pairs: Pairing[], isActive = false) => {
    const games = toGames(pairs, teams, start, { today: todayIso, now }, rule, rng);
    const last = pairs.reduce((m, p) => Math.max(m, p.day), 0);
    plans.push({
      leagueId,
      year: seasonYearLabel(year),
      seasonType: type,
      name: seasonName(year, type),
      startDate: isoDate(start),
      endDate: isoDate(pairs.length ? addDays(start, last) : end),
      isActive,
      later: boxScoresLater(def, year, current),
      games,
    });
  };

  for (let year = FIRST_STANDINGS_YEAR; year <= current + 1; year += 1) {
    let start = seasonDate(year, def.window.start);
    let end = seasonDate(year, def.window.end);
    const isCurrent = year === current;
    // Out of season (summer), the current schedule is stretched so today still has hockey.
    if (isCurrent && def.schedule !== 'tournament') {
      if (today < start) start = addDays(today, -45);
      if (today > end) end = addDays(today, 20);
    }
    const days = daysBetween(start, end) + 1;
    let pairs: Pairing[] = [];
    if (year <= current && def.schedule === 'tournament') pairs = tournamentPairs(teams, days, rng);
    else if (isCurrent) {
      pairs = leaguePairs(teams.length, def.gamesPerTeam, days, rng);
      if (def.schedule === 'full' || def.main) ensureGamesToday(pairs, daysBetween(start, today));
    } else if (year < current) pairs = leaguePairs(teams.length, def.gamesPerTeam, days, rng);

    if (isCurrent && def.schedule === 'full') {
      const preStart = addDays(start, -18);
      plan(year, 'preseason', preStart, addDays(start, -3), leaguePairs(teams.length, 3, 15, rng));
    }
    plan(year, 'regular', start, end, pairs, isCurrent);
    if (year < current && def.main && def.schedule !== 'tournament' && teams.length >= 4) {
      plan(year, 'playoffs', addDays(end, 4), addDays(end, 60), playoffPairs(teams.length, rng));
    }
  }
  return plans;
}
