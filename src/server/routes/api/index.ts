import type { FastifyInstance } from 'fastify';
import adsRoutes from './ads';
import auditRoutes from './audit';
import authRoutes from './auth';
import countriesRoutes from './countries';
import facetsRoutes from './facets';
import standingsRoutes from './standings';
import statsRoutes from './stats';
import facilitiesRoutes from './facilities';
import gamesRoutes from './games';
import importRoutes from './import';
import leadersRoutes from './leaders';
import leaguesRoutes from './leagues';
import liveRoutes from './live';
import playersRoutes from './players';
import scoreSessionRoutes from './score-sessions';
import searchRoutes from './search';
import seasonsRoutes from './seasons';
import teamsRoutes from './teams';
import usersRoutes from './users';
import venuesRoutes from './venues';

/** One line per resource: the URL prefix is the folder name (fastify/demo style, without autoload's FS scan). */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(adsRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api/stats' });
  await app.register(countriesRoutes, { prefix: '/api/countries' });
  await app.register(facetsRoutes, { prefix: '/api/facets' });
  await app.register(standingsRoutes, { prefix: '/api/standings' });
  await app.register(facilitiesRoutes, { prefix: '/api/facilities' });
  await app.register(venuesRoutes, { prefix: '/api/venues' });
  await app.register(leaguesRoutes, { prefix: '/api/leagues' });
  await app.register(seasonsRoutes, { prefix: '/api/seasons' });
  await app.register(teamsRoutes, { prefix: '/api/teams' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(playersRoutes, { prefix: '/api/players' });
  await app.register(gamesRoutes, { prefix: '/api/games' });
  await app.register(leadersRoutes, { prefix: '/api/leaders' });
  await app.register(liveRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  await app.register(importRoutes, { prefix: '/api/import' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(scoreSessionRoutes, { prefix: '/api/score-sessions' });
}
