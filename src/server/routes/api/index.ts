import type { FastifyInstance } from 'fastify';
import adsRoutes from './ads';
import authRoutes from './auth';
import countriesRoutes from './countries';
import facetsRoutes from './facets';
import standingsRoutes from './standings';
import statsRoutes from './stats';

/** One line per resource: the URL prefix is the folder name (fastify/demo style, without autoload's FS scan). */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(adsRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api/stats' });
  await app.register(countriesRoutes, { prefix: '/api/countries' });
  await app.register(facetsRoutes, { prefix: '/api/facets' });
  await app.register(standingsRoutes, { prefix: '/api/standings' });
}
