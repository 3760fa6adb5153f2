import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { unique } from './admin';
import { GOALIE, NAMES, SHEETS, SKATERS, type Sheet, type Side } from './known-box-score-sheets';

/** Issue 26: what writeKnownBoxScores made: the league, its season, the two teams, player ids by sheet key, the games. */
export type KnownWorld = {
  leagueId: number;
  seasonId: number;
  teams: Record<Side, { id: number; name: string }>;
  ids: Record<string, number>;
  games: number[];
};

const created = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string };
};

/** Creates the league, its season, two teams, their players and both games, and writes both box scores. */
export async function writeKnownBoxScores(api: APIRequestContext): Promise<KnownWorld> {
  expect((await api.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const league = await created(
    await api.post('/api/leagues', { data: { name: unique('Coastal Plus-Minus League'), shortName: 'CPML', level: 'amateur' } }),
  );
  const season = await created(await api.post('/api/seasons', { data: { leagueId: league.id, year: '2025-26', isActive: true } }));
  const teams = {} as KnownWorld['teams'];
  const ids: Record<string, number> = {};
  for (const [side, name, city] of [
    ['home', 'Harbor Otters', 'Harborview'],
    ['away', 'Summit Lynx', 'Summit'],
  ] as const) {
    teams[side] = await created(
      await api.post('/api/teams', { data: { name: unique(name), shortName: side === 'home' ? 'HBO' : 'SML', city, leagueId: league.id } }),
    );
    for (const [i, key] of [...SKATERS[side], GOALIE[side]].entries()) {
      const [firstName, lastName] = NAMES[key]!;
      const position = key === GOALIE[side] ? 'goalie' : ['center', 'left_wing', 'right_wing', 'defense'][i % 4];
      ids[key] = (
        await created(
          await api.post('/api/players', { data: { firstName, lastName, position, jerseyNumber: 10 + i, currentTeamId: teams[side].id } }),
        )
      ).id;
    }
  }
  const games: number[] = [];
  for (const sheet of SHEETS) {
    const game = await created(
      await api.post('/api/games', {
        data: {
          homeTeamId: teams.home.id,
          awayTeamId: teams.away.id,
          seasonId: season.id,
          gameDate: sheet.date,
          gameTime: '19:00',
          homeScore: sheet.home,
          awayScore: sheet.away,
          status: 'final',
          outcome: 'REG',
        },
      }),
    );
    games.push(game.id);
    const put = await api.put(`/api/games/${game.id}/boxscore`, { data: boxBody(sheet, ids) });
    expect(put.status(), await put.text()).toBe(200);
  }
  return { leagueId: league.id, seasonId: season.id, teams, ids, games };
}

function boxBody(sheet: Sheet, ids: Record<string, number>) {
  const sides = ['home', 'away'] as const;
  const against = (side: Side) => SKATERS[side === 'home' ? 'away' : 'home'].reduce((n, k) => n + sheet.shots[k]!, 0);
  return {
    lineup: sides.flatMap((team) => [...SKATERS[team], GOALIE[team]].map((k) => ({ team, playerId: ids[k] }))),
    goals: sheet.goals.map((g) => ({
      period: g.period,
      time: g.time,
      team: g.team,
      strength: g.strength,
      scorerPlayerId: ids[g.scorer],
      assist1PlayerId: g.assists[0] ? ids[g.assists[0]] : null,
      assist2PlayerId: g.assists[1] ? ids[g.assists[1]] : null,
      onIce: g.onIce ? { home: g.onIce.home.map((k) => ids[k]), away: g.onIce.away.map((k) => ids[k]) } : undefined,
    })),
    // A power-play goal needs a penalty of the other side in force (issue 39): a minor a minute before it.
    penalties: sheet.goals
      .filter((g) => g.strength === 'PP')
      .map((g) => {
        const team = g.team === 'home' ? 'away' : 'home';
        const [mm, ss] = g.time.split(':').map(Number);
        const time = `${String(mm! - 1).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
        return { period: g.period, time, team, playerId: ids[SKATERS[team].at(-1)!], minutes: 2, infraction: 'Hooking' };
      }),
    goalies: sides.map((team) => {
      const ga = team === 'home' ? sheet.away : sheet.home;
      const won = (team === 'home') === sheet.home > sheet.away;
      return {
        team,
        playerId: ids[GOALIE[team]],
        timeOnIce: '60:00',
        shotsAgainst: against(team),
        saves: against(team) - ga,
        goalsAgainst: ga,
        decision: won ? 'W' : 'L',
      };
    }),
    players: sides.flatMap((team) =>
      SKATERS[team].map((k) => ({ playerId: ids[k], shots: sheet.shots[k], plusMinus: sheet.printedPm?.[k] ?? null })),
    ),
  };
}
