import { games, leagues, players, seasons, teams } from '#server/db/schema';
import type { TestApp } from './build-test-app';
import { AWAY_ROLES, HOME_ROLES, type IdOf, type Role } from './box-score-fixtures';
import type { BoxScoreGameContext } from '#shared/domain/box-score/box-score-rules';
import type { BoxScoreBody } from '#shared/schemas/box-score';

/** A league with a regular season and playoffs, two teams with the fixture players, and empty games. */
export async function boxScoreWorld(t: TestApp) {
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Box League', shortName: 'BXL' }).returning();
  const [regular, playoffs] = await db
    .insert(seasons)
    .values([
      { leagueId: league.id, year: '2024-25', seasonType: 'regular', name: '2024-25 Regular Season', isActive: true },
      { leagueId: league.id, year: '2024-25', seasonType: 'playoffs', name: '2024-25 Playoffs' },
    ])
    .returning();
  const [home, away] = await db
    .insert(teams)
    .values([
      { name: 'Harbor Hawks', city: 'Harbor', leagueId: league.id },
      { name: 'Alpine Owls', city: 'Alpine', leagueId: league.id },
    ])
    .returning();
  const roles = [...HOME_ROLES, ...AWAY_ROLES];
  const rows = await db
    .insert(players)
    .values(
      roles.map((r, i) => ({
        firstName: `First${r}`,
        lastName: `Last${r}`,
        position: r.includes('g') ? ('goalie' as const) : i % 2 ? ('defense' as const) : ('center' as const),
        jerseyNumber: i + 1,
        currentTeamId: r.startsWith('h') ? home.id : away.id,
      })),
    )
    .returning();
  const ids = new Map(roles.map((r, i) => [r, rows[i]!.id]));
  const id: IdOf = (role: Role) => ids.get(role)!;

  let day = 1;
  /** A game between the two teams with this result, in the regular season or the playoffs. */
  const game = async (g: BoxScoreGameContext) => {
    const [row] = await db
      .insert(games)
      .values({
        homeTeamId: home.id,
        awayTeamId: away.id,
        gameDate: `2024-11-${String(day++).padStart(2, '0')}`,
        seasonId: g.seasonType === 'playoffs' ? playoffs.id : regular.id,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        status: g.status,
        outcome: g.outcome,
      })
      .returning();
    return row.id;
  };
  /** A game with this result and its box score, written through the API as an admin would. */
  const played = async (g: BoxScoreGameContext, box: (id: IdOf) => BoxScoreBody) => {
    const gameId = await game(g);
    const res = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/boxscore`, payload: box(id), headers: { cookie: t.admin } });
    if (res.statusCode !== 200) throw new Error(`box score of game ${gameId}: ${res.statusCode} ${res.body}`);
    return gameId;
  };
  return { league, regular, playoffs, home, away, id, game, played };
}
