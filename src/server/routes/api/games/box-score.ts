import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { BoxScore, BoxScoreBody } from '#shared/schemas/box-score';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { routeGuards } from '../../route-scopes';
import { getBoxScore } from '#server/repositories/box-score-view';
import { saveBoxScore } from '#server/repositories/box-score-writes';
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
      return box;
    },
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
      return (await getBoxScore(app.db, request.params.id))!;
    },
  );
};

export default boxScoreRoutes;
