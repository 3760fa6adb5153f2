import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#shared/schemas/common';
import { BoxScore, BoxScoreBody, BoxScoreWarningsQuery, GameBoxScoreWarnings } from '#shared/schemas/box-score';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { announceGameChanges } from '#server/live/announce';
import { routeGuards } from '../../route-scopes';
import { boxScoreWarningsOf, getBoxScore } from '#server/repositories/box-score/box-score-view';
import { saveBoxScore } from '#server/repositories/box-score/box-score-writes';
import { publicRead } from '#server/cache/route-cache';

const tags = ['games'];

/** Issue #17: a game's box score (docs/box-scores-api.md). */
const boxScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  app.get(
    '/:id/boxscore',
    { config: publicRead('games'), schema: { tags, params: IdParams, response: { 200: BoxScore } } },
    async (request) => {
      const box = await getBoxScore(app.db, request.params.id);
      if (!box) throw notFound('Game');
      // A sheet's contradictions are for the admins who keep it (issue 26), not for the public answer.
      const { warnings: _adminsOnly, ...rest } = box;
      return rest;
    },
  );

  app.get(
    '/boxscore-warnings',
    {
      ...guards.boxScoreWarnings,
      schema: {
        tags,
        description:
          'Admins: the warnings (soft checks an official sheet fails) stored with the box scores of these games; games without any are left out.',
        querystring: BoxScoreWarningsQuery,
        response: { 200: z.array(GameBoxScoreWarnings) },
      },
    },
    async (request) => boxScoreWarningsOf(app.db, request.query.gameIds),
  );

  app.put(
    '/:id/boxscore',
    {
      ...guards.gameOnly,
      schema: {
        tags,
        description: 'Replace the whole box score in one transaction; refused whole (400 naming every failing row) if it breaks a rule.',
        params: IdParams,
        body: BoxScoreBody,
        response: { 200: BoxScore },
      },
    },
    async (request) => {
      if (!(await saveBoxScore(app.db, request.params.id, request.body, actorOf(request)))) throw notFound('Game');
      await announceGameChanges(app, [request.params.id]);
      return (await getBoxScore(app.db, request.params.id))!;
    },
  );
};

export default boxScoreRoutes;
