import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustmentParams,
  StandingAdjustment,
  StandingAdjustmentBody,
  StandingRow,
  StandingsLookup,
  StandingsLookupQuery,
  StandingsMeta,
  StandingsParams,
} from '#shared/schemas/standing';
import { actorOf } from '#server/lib/actor';
import { badRequest, notFound } from '#server/lib/http-errors';
import { routeGuards } from '../../route-scopes';
import {
  getAdjustment,
  listAdjustments,
  removeAdjustment,
  teamStanding,
  upsertAdjustment,
} from '#server/repositories/standings/standing-adjustments';
import { seasonStandings } from '#server/repositories/standings/season-standings';
import { getSeasonWithLeague, standingsMeta } from '#server/repositories/standings/standings';
import { lookupStandings } from '#server/repositories/standings/standings-lookup';
import { publicRead } from '#server/cache/route-cache';

const tags = ['standings'];

const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  app.get(
    '/',
    {
      config: publicRead('games'),
      schema: {
        tags,
        querystring: StandingsLookupQuery,
        response: { 200: StandingsLookup },
        description:
          "The season a league, start year and season type name (without a year: the league's current season) with its ranked table; season null when none is on record.",
      },
    },
    async (request) => {
      const found = await lookupStandings(app.db, request.query);
      if (!found) throw notFound('League');
      return found;
    },
  );

  app.get(
    '/:seasonId',
    {
      config: publicRead('games'),
      schema: {
        tags,
        params: StandingsParams,
        response: { 200: StandingRow.array() },
        description: "Ranked standings computed from the season's final games; header x-last-updated carries the newest game change.",
      },
    },
    async (request, reply) => {
      const result = await seasonStandings(app.db, request.params.seasonId);
      if (!result) throw notFound('Season');
      if (result.lastUpdated) reply.header('x-last-updated', result.lastUpdated);
      return result.rows;
    },
  );

  app.get(
    '/:seasonId/meta',
    { config: publicRead('games'), schema: { tags, params: StandingsParams, response: { 200: StandingsMeta } } },
    async (request) => {
      const meta = await standingsMeta(app.db, request.params.seasonId);
      if (!meta) throw notFound('Season');
      return meta;
    },
  );

  app.get(
    '/:seasonId/adjustments',
    {
      config: publicRead('games'),
      schema: { tags, params: StandingsParams, response: { 200: StandingAdjustment.array() } },
    },
    async (request) => {
      if (!(await getSeasonWithLeague(app.db, request.params.seasonId))) throw notFound('Season');
      return listAdjustments(app.db, request.params.seasonId);
    },
  );

  app.put(
    '/:seasonId/adjustments/:teamId',
    {
      ...guards.adjustment,
      schema: { tags, params: AdjustmentParams, body: StandingAdjustmentBody, response: { 200: StandingAdjustment } },
    },
    async (request) => {
      const { seasonId, teamId } = request.params;
      const season = await getSeasonWithLeague(app.db, seasonId);
      if (!season) throw notFound('Season');
      const standing = await teamStanding(app.db, season, teamId);
      if (standing === 'missing') throw notFound('Team');
      if (standing === 'outside') throw badRequest("Team is not in this season's league and played no game in it", 'teamId');
      await upsertAdjustment(app.db, { seasonId, teamId }, request.body, actorOf(request));
      return (await getAdjustment(app.db, seasonId, teamId))!;
    },
  );

  app.delete(
    '/:seasonId/adjustments/:teamId',
    {
      ...guards.adjustment,
      schema: { tags, params: AdjustmentParams },
    },
    async (request, reply) => {
      const { seasonId, teamId } = request.params;
      if (!(await removeAdjustment(app.db, seasonId, teamId, actorOf(request)))) throw notFound('Adjustment');
      return reply.code(204).send();
    },
  );
};

export default standingsRoutes;
