import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustmentParams, StandingAdjustment, StandingAdjustmentBody, StandingRow, StandingsMeta, StandingsParams,
} from '../../../../shared/schemas/standing';
import { actorOf } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { requireAdmin } from '../../../plugins/auth';
import {
  getAdjustment, listAdjustments, removeAdjustment, teamExists, upsertAdjustment,
} from '../../../repositories/standing-adjustments';
import { cachedSeasonStandings } from '../../../repositories/standings-cache';
import { getSeasonWithLeague, standingsMeta } from '../../../repositories/standings';

const tags = ['standings'];

const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:seasonId', {
    schema: {
      tags, params: StandingsParams, response: { 200: StandingRow.array() },
      description: 'Ranked standings computed from the season\'s final games; header x-last-updated carries the newest game change.',
    },
  }, async (request, reply) => {
    const result = await cachedSeasonStandings(app.db, request.params.seasonId);
    if (!result) throw notFound('Season');
    if (result.lastUpdated) reply.header('x-last-updated', result.lastUpdated);
    return result.rows;
  });

  app.get('/:seasonId/meta', { schema: { tags, params: StandingsParams, response: { 200: StandingsMeta } } },
    async (request) => {
      const meta = await standingsMeta(app.db, request.params.seasonId);
      if (!meta) throw notFound('Season');
      return meta;
    });

  app.get('/:seasonId/adjustments', {
    schema: { tags, params: StandingsParams, response: { 200: StandingAdjustment.array() } },
  }, async (request) => {
    if (!(await getSeasonWithLeague(app.db, request.params.seasonId))) throw notFound('Season');
    return listAdjustments(app.db, request.params.seasonId);
  });

  app.put('/:seasonId/adjustments/:teamId', {
    onRequest: requireAdmin,
    schema: { tags, params: AdjustmentParams, body: StandingAdjustmentBody, response: { 200: StandingAdjustment } },
  }, async (request) => {
    const { seasonId, teamId } = request.params;
    if (!(await getSeasonWithLeague(app.db, seasonId))) throw notFound('Season');
    if (!(await teamExists(app.db, teamId))) throw notFound('Team');
    await upsertAdjustment(app.db, { seasonId, teamId }, request.body, actorOf(request));
    return (await getAdjustment(app.db, seasonId, teamId))!;
  });

  app.delete('/:seasonId/adjustments/:teamId', {
    onRequest: requireAdmin, schema: { tags, params: AdjustmentParams },
  }, async (request, reply) => {
    const { seasonId, teamId } = request.params;
    if (!(await removeAdjustment(app.db, seasonId, teamId, actorOf(request)))) throw notFound('Adjustment');
    return reply.code(204).send();
  });
};

export default standingsRoutes;
