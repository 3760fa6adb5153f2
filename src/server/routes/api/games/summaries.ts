import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameSummary, GameSummaryQuery } from '#shared/schemas/game-summary';
import { publicRead } from '#server/cache/route-cache';
import { gameSummaries } from '#server/repositories/games/game-summaries';

/** Issue 28: the scores cards' records, shots and scorers for a day's games, in one read. */
const gameSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summaries',
    {
      config: publicRead('games'),
      schema: {
        tags: ['games'],
        description: "Both teams' season records, shots on goal and, on finals, the scorers of the given games (unknown ids are left out).",
        querystring: GameSummaryQuery,
        response: { 200: GameSummary.array() },
      },
    },
    async (request) => gameSummaries(app.db, request.query.ids),
  );
};

export default gameSummaryRoutes;
