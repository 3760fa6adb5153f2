import { countries, games, leagues, players, seasons, teams } from '#server/db/schema';
import { createUser } from '#server/repositories/users/users';
import { cookieHeader, json, type TestApp } from './build-test-app';

export const MANAGER = { email: 'manager@test.local', password: 'manager-password-1' };
export const COACH = { email: 'coach@test.local', password: 'coach-password-1' };

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/**
 * Two leagues for the roles tests (issue 27): A, which the league manager runs and whose first team
 * the team manager runs, and B, which neither does. Each has a season, two teams, a player and a game
 * starting in 30 minutes (inside a scorekeeper's window); A also has a game in three days (outside it).
 */
export async function rolesWorld(t: TestApp) {
  const db = t.handle.db;
  const [country] = await db.insert(countries).values({ name: 'Finland', code: 'FIN' }).returning();
  const league = async (name: string) => {
    const [l] = await db.insert(leagues).values({ name, countryId: country.id }).returning();
    const [s] = await db.insert(seasons).values({ leagueId: l.id, year: '2026-27', name: '2026-27 Regular Season' }).returning();
    const [t1, t2] = await db
      .insert(teams)
      .values([
        { name: `${name} Hawks`, city: 'Espoo', leagueId: l.id, countryId: country.id },
        { name: `${name} Owls`, city: 'Turku', leagueId: l.id, countryId: country.id },
      ])
      .returning();
    const [p, p2] = await db
      .insert(players)
      .values([
        { firstName: 'Aku', lastName: name, position: 'center', currentTeamId: t1.id },
        { firstName: 'Eero', lastName: name, position: 'defense', currentTeamId: t2.id },
      ])
      .returning();
    const [g] = await db
      .insert(games)
      .values({ homeTeamId: t1.id, awayTeamId: t2.id, seasonId: s.id, gameDate: inMinutes(30).slice(0, 10), startsAt: inMinutes(30) })
      .returning();
    return { league: l, season: s, team: t1, team2: t2, player: p, player2: p2, game: g };
  };
  const a = await league('Alpha');
  const b = await league('Beta');
  const [later] = await db
    .insert(games)
    .values({
      homeTeamId: a.team.id,
      awayTeamId: a.team2.id,
      seasonId: a.season.id,
      gameDate: inMinutes(3 * 1440).slice(0, 10),
      startsAt: inMinutes(3 * 1440),
    })
    .returning();

  const manager = await createUser(db, { ...MANAGER, firstName: 'Mia', lastName: 'Manager' });
  const coach = await createUser(db, { ...COACH, firstName: 'Cole', lastName: 'Coach' });
  const grant = async (userId: number, body: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${userId}/roles`, headers: { cookie: t.admin }, payload: body });
    if (res.statusCode !== 201) throw new Error(`grant failed: ${res.statusCode} ${res.body}`);
  };
  await grant(manager.id, { role: 'league_manager', leagueId: a.league.id });
  await grant(coach.id, { role: 'team_manager', teamId: a.team.id });

  return {
    country,
    a,
    b,
    later,
    manager,
    coach,
    lm: await t.signIn(MANAGER.email, MANAGER.password),
    tm: await t.signIn(COACH.email, COACH.password),
  };
}

/** A scorekeeper cookie for a game: a code made by the admin, entered as a scorekeeper would. */
export async function scorekeeperCookie(t: TestApp, gameId: number): Promise<string> {
  const made = await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/codes`, headers: { cookie: t.admin }, payload: {} });
  if (made.statusCode !== 201) throw new Error(`code failed: ${made.statusCode} ${made.body}`);
  const session = await t.app.inject({ method: 'POST', url: '/api/score-sessions', payload: { code: json(made).code } });
  if (session.statusCode !== 200) throw new Error(`session failed: ${session.statusCode} ${session.body}`);
  return cookieHeader(session);
}
