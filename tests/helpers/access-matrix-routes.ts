import type { rolesWorld } from './roles-world';

type World = Awaited<ReturnType<typeof rolesWorld>>;
export type Target = { url: string; payload?: object | string; contentType?: string };
/**
 * Who may call a route: `admin` only; `league` a league manager of what it touches; `roster` also a
 * team manager of the player's team; `events` also the game's scorekeeper in its window; `open` anyone (sign-in and the scorekeeper's own session).
 */
export type Rule = { access: 'admin' | 'league' | 'roster' | 'events' | 'open'; own: (w: World) => Target; other?: (w: World) => Target };

const STALE = '?expectedUpdatedAt=2000-01-01T00:00:00.000Z';
const NO_EVENT = '00000000-0000-4000-8000-000000000000';
const PERIOD_START = { type: 'period-start', period: 1, time: '00:00' };
const fixed =
  (url: string, payload: object = {}) =>
  () => ({ url, payload });
const csv = (text: string) => ({ payload: text, contentType: 'text/csv' });
const json = (text: string) => ({ payload: text, contentType: 'application/json' });

/**
 * Every write route of the app, keyed as Fastify registered it: the matrix test fails for a route
 * missing here. `own` targets what the league manager (league A) and team manager (A's first team)
 * hold, `other` league B's. Allowed requests are made harmless where they could destroy the world
 * (stale expectedUpdatedAt, records still referenced).
 */
export const ACCESS_RULES: Record<string, Rule> = {
  'POST /api/login': { access: 'open', own: fixed('/api/login') },
  'POST /api/register': { access: 'open', own: fixed('/api/register') },
  'POST /api/logout': { access: 'open', own: fixed('/api/logout') },
  'POST /api/score-sessions': { access: 'open', own: fixed('/api/score-sessions') },
  'DELETE /api/score-sessions/current': { access: 'open', own: fixed('/api/score-sessions/current') },
  'POST /api/ad-settings': { access: 'admin', own: fixed('/api/ad-settings') },
  'POST /api/countries': { access: 'admin', own: fixed('/api/countries') },
  'PATCH /api/countries/:id': { access: 'admin', own: (w) => ({ url: `/api/countries/${w.country.id}`, payload: {} }) },
  'DELETE /api/countries/:id': { access: 'admin', own: (w) => ({ url: `/api/countries/${w.country.id}` }) },
  'POST /api/facilities': { access: 'admin', own: fixed('/api/facilities') },
  'PATCH /api/facilities/:id': { access: 'admin', own: fixed('/api/facilities/999999') },
  'DELETE /api/facilities/:id': { access: 'admin', own: fixed('/api/facilities/999999') },
  'POST /api/leagues': { access: 'admin', own: fixed('/api/leagues', { name: 'Gamma' }) },
  'DELETE /api/leagues/:id': { access: 'admin', own: (w) => ({ url: `/api/leagues/${w.a.league.id}${STALE}` }) },
  'POST /api/audit/:id/restore': { access: 'admin', own: fixed('/api/audit/1/restore') },
  'POST /api/users/:id/roles': {
    access: 'admin',
    own: (w) => ({ url: `/api/users/${w.coach.id}/roles`, payload: { role: 'team_manager', teamId: w.b.team.id } }),
  },
  'DELETE /api/users/:id/roles/:grantId': { access: 'admin', own: (w) => ({ url: `/api/users/${w.coach.id}/roles/999999` }) },
  'PATCH /api/leagues/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/leagues/${w.a.league.id}`, payload: { name: 'Alpha' } }),
    other: (w) => ({ url: `/api/leagues/${w.b.league.id}`, payload: { name: 'Beta' } }),
  },
  'POST /api/seasons': {
    access: 'league',
    own: (w) => ({ url: '/api/seasons', payload: { leagueId: w.a.league.id, year: '2030-31' } }),
    other: (w) => ({ url: '/api/seasons', payload: { leagueId: w.b.league.id, year: '2030-31' } }),
  },
  'PATCH /api/seasons/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/seasons/${w.a.season.id}`, payload: { name: 'A season' } }),
    other: (w) => ({ url: `/api/seasons/${w.b.season.id}`, payload: { name: 'B season' } }),
  },
  'DELETE /api/seasons/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/seasons/${w.a.season.id}${STALE}` }),
    other: (w) => ({ url: `/api/seasons/${w.b.season.id}${STALE}` }),
  },
  'POST /api/teams': {
    access: 'league',
    own: (w) => ({ url: '/api/teams', payload: { name: 'Alpha Foxes', city: 'Oulu', leagueId: w.a.league.id } }),
    other: (w) => ({ url: '/api/teams', payload: { name: 'Beta Foxes', city: 'Oulu', leagueId: w.b.league.id } }),
  },
  'PATCH /api/teams/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/teams/${w.a.team.id}`, payload: { city: 'Espoo' } }),
    other: (w) => ({ url: `/api/teams/${w.b.team.id}`, payload: { city: 'Espoo' } }),
  },
  'DELETE /api/teams/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/teams/${w.a.team.id}${STALE}` }),
    other: (w) => ({ url: `/api/teams/${w.b.team.id}${STALE}` }),
  },
  'POST /api/players': {
    access: 'roster',
    own: (w) => ({ url: '/api/players', payload: { firstName: 'New', lastName: 'Alpha', position: 'D', currentTeamId: w.a.team.id } }),
    other: (w) => ({ url: '/api/players', payload: { firstName: 'New', lastName: 'Beta', position: 'D', currentTeamId: w.b.team.id } }),
  },
  'PATCH /api/players/:id': {
    access: 'roster',
    own: (w) => ({ url: `/api/players/${w.a.player.id}`, payload: { jerseyNumber: 9 } }),
    other: (w) => ({ url: `/api/players/${w.b.player.id}`, payload: { jerseyNumber: 9 } }),
  },
  'DELETE /api/players/:id': {
    access: 'roster',
    own: (w) => ({ url: `/api/players/${w.a.player.id}${STALE}` }),
    other: (w) => ({ url: `/api/players/${w.b.player.id}${STALE}` }),
  },
  'POST /api/games': {
    access: 'league',
    own: (w) => ({
      url: '/api/games',
      payload: { homeTeamId: w.a.team.id, awayTeamId: w.a.team2.id, seasonId: w.a.season.id, gameDate: '2026-12-01' },
    }),
    other: (w) => ({
      url: '/api/games',
      payload: { homeTeamId: w.b.team.id, awayTeamId: w.b.team2.id, seasonId: w.b.season.id, gameDate: '2026-12-01' },
    }),
  },
  'PUT /api/games/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}`, payload: { period: null } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}`, payload: { period: null } }),
  },
  'PATCH /api/games/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}`, payload: { period: null } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}`, payload: { period: null } }),
  },
  'DELETE /api/games/:id': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}${STALE}` }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}${STALE}` }),
  },
  'PUT /api/games/:id/boxscore': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/boxscore`, payload: { lineup: [], expectedUpdatedAt: '2000-01-01T00:00:00.000Z' } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/boxscore`, payload: { lineup: [], expectedUpdatedAt: '2000-01-01T00:00:00.000Z' } }),
  },
  'POST /api/games/:id/codes': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/codes`, payload: {} }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/codes`, payload: {} }),
  },
  'DELETE /api/games/:id/codes/:codeId': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/codes/999999` }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/codes/999999` }),
  },
  'POST /api/games/:id/codes/:codeId/release': {
    access: 'league',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/codes/999999/release` }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/codes/999999/release` }),
  },
  'POST /api/games/:id/events': {
    access: 'events',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/events`, payload: { ...PERIOD_START, id: '00000000-0000-4000-8000-00000000000a' } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/events`, payload: { ...PERIOD_START, id: '00000000-0000-4000-8000-00000000000b' } }),
  },
  // A stale expectedUpdatedAt: refused 409 after the guard, so the game is not ended.
  'POST /api/games/:id/events/end': {
    access: 'events',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/events/end`, payload: { expectedUpdatedAt: '2000-01-01T00:00:00.000Z' } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/events/end`, payload: { expectedUpdatedAt: '2000-01-01T00:00:00.000Z' } }),
  },
  'PATCH /api/games/:id/events/:eventId': {
    access: 'events',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/events/${NO_EVENT}`, payload: { ...PERIOD_START, version: 1 } }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/events/${NO_EVENT}`, payload: { ...PERIOD_START, version: 1 } }),
  },
  'DELETE /api/games/:id/events/:eventId': {
    access: 'events',
    own: (w) => ({ url: `/api/games/${w.a.game.id}/events/${NO_EVENT}` }),
    other: (w) => ({ url: `/api/games/${w.b.game.id}/events/${NO_EVENT}` }),
  },
  'POST /api/games/auto-set-status': {
    access: 'league',
    own: (w) => ({ url: '/api/games/auto-set-status', payload: { leagueId: w.a.league.id } }),
    other: (w) => ({ url: '/api/games/auto-set-status', payload: { leagueId: w.b.league.id } }),
  },
  'POST /api/games/results': {
    access: 'league',
    own: (w) => ({ url: '/api/games/results', payload: { results: [{ id: w.a.game.id, homeScore: null, awayScore: null }] } }),
    other: (w) => ({ url: '/api/games/results', payload: { results: [{ id: w.b.game.id, homeScore: null, awayScore: null }] } }),
  },
  'PUT /api/standings/:seasonId/adjustments/:teamId': {
    access: 'league',
    own: (w) => ({ url: `/api/standings/${w.a.season.id}/adjustments/${w.a.team.id}`, payload: { points: 1 } }),
    other: (w) => ({ url: `/api/standings/${w.b.season.id}/adjustments/${w.b.team.id}`, payload: { points: 1 } }),
  },
  'DELETE /api/standings/:seasonId/adjustments/:teamId': {
    access: 'league',
    own: (w) => ({ url: `/api/standings/${w.a.season.id}/adjustments/${w.a.team2.id}` }),
    other: (w) => ({ url: `/api/standings/${w.b.season.id}/adjustments/${w.b.team2.id}` }),
  },
  // Official game sheets go into the league and season the query names (a dry run of an empty file).
  'POST /api/import/boxscores': {
    access: 'league',
    own: (w) => ({ url: `/api/import/boxscores?leagueId=${w.a.league.id}&seasonId=${w.a.season.id}&dryRun=true`, ...json('[]') }),
    other: (w) => ({ url: `/api/import/boxscores?leagueId=${w.b.league.id}&seasonId=${w.b.season.id}&dryRun=true`, ...json('[]') }),
  },
  // Another league's rows in a file are refused row by row (roles-import.test.ts); facilities are the admin's.
  'POST /api/import/:entity': {
    access: 'league',
    own: (w) => ({ url: '/api/import/teams?dryRun=true', ...csv(`name,city,league\nAlpha Lynx,Vaasa,${w.a.league.id}\n`) }),
    other: () => ({ url: '/api/import/facilities?dryRun=true', ...csv('name,city,country\nRink,Vaasa,FIN\n') }),
  },
};
