import { expect, type APIRequestContext } from '@playwright/test';

export type ApiGame = {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  gameDate: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  period: string | null;
  outcome: string | null;
  seasonId: number | null;
  homeTeam: { id: number; name: string; shortName: string | null };
  awayTeam: { id: number; name: string; shortName: string | null };
};
export type ApiPlayer = { id: number; firstName: string; lastName: string; position: string };

const json = async <T>(api: APIRequestContext, url: string) => {
  const res = await api.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

export const getJson = json;

/** The NHL's current regular season. */
export async function currentNhlSeason(api: APIRequestContext) {
  const seasons = await json<{ id: number; isActive: boolean; name: string }[]>(api, '/api/seasons?leagueId=1&seasonType=regular');
  return seasons.find((s) => s.isActive)!;
}

/** A regulation final of the NHL's current season, `skip` games back from the latest (so spec files do not share one). */
export async function nhlFinal(api: APIRequestContext, skip: number, accept: (g: ApiGame) => boolean = () => true) {
  const season = await currentNhlSeason(api);
  const games = await json<ApiGame[]>(api, `/api/games?seasonId=${season.id}&status=final&limit=100&order=desc`);
  const regulation = games.filter((g) => g.outcome === 'REG' && (g.homeScore ?? 0) + (g.awayScore ?? 0) <= 9 && accept(g));
  return { season, game: regulation[skip] };
}

export const skaters = (roster: ApiPlayer[]) => roster.filter((p) => p.position !== 'goalie');
export const goalies = (roster: ApiPlayer[]) => roster.filter((p) => p.position === 'goalie');

/**
 * A box score that passes every rule for a game with a regulation result (or a live one): goals by
 * the first skaters in turns, one goalie a team with goals against = the other side's goals, decisions
 * W/L in a final, none while live.
 */
export async function validBoxScore(api: APIRequestContext, game: ApiGame) {
  const home = await json<ApiPlayer[]>(api, `/api/players?teamId=${game.homeTeamId}&limit=100`);
  const away = await json<ApiPlayer[]>(api, `/api/players?teamId=${game.awayTeamId}&limit=100`);
  const final = game.status === 'final';
  const goalsOf = (team: 'home' | 'away', roster: ApiPlayer[], count: number) =>
    Array.from({ length: count }, (_, i) => {
      const s = skaters(roster);
      return {
        period: final ? 1 + (i % 3) : 1,
        time: `${String(2 + i).padStart(2, '0')}:${team === 'home' ? '15' : '45'}`,
        team,
        scorerPlayerId: s[i % 3].id,
        assist1PlayerId: s[(i % 3) + 3].id,
        assist2PlayerId: null,
        strength: 'EV',
      };
    });
  const hs = game.homeScore ?? 0;
  const as = game.awayScore ?? 0;
  const goalie = (team: 'home' | 'away', roster: ApiPlayer[], against: number, won: boolean) => ({
    team,
    playerId: (goalies(roster)[0] ?? skaters(roster)[10]).id,
    timeOnIce: final ? '60:00' : '20:00',
    shotsAgainst: against + 20,
    saves: 20,
    goalsAgainst: against,
    decision: final ? (won ? 'W' : 'L') : null,
  });
  return {
    home,
    away,
    body: {
      lineup: [...home.map((p) => ({ team: 'home', playerId: p.id })), ...away.map((p) => ({ team: 'away', playerId: p.id }))],
      goals: [...goalsOf('home', home, hs), ...goalsOf('away', away, as)],
      penalties: [] as unknown[],
      shots: [] as { period: number; home: number; away: number }[],
      shootout: [],
      goalies: [goalie('home', home, as, hs > as), goalie('away', away, hs, as > hs)],
    },
  };
}
