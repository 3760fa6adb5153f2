import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '#shared/schemas/common';
import {
  AutoSetStatusBody,
  AutoSetStatusReply,
  Game,
  GameCreate,
  GameQuery,
  GameResultsBody,
  GameResultsReply,
  GameUpdate,
} from '#shared/schemas/game';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { createGame, deleteGame, saveResults, updateGame } from '#server/repositories/games/game-writes';
import { autoSetStatuses } from '#server/repositories/games/auto-set-status';
import { getGame, getGamesByIds, listGames } from '#server/repositories/games/games';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';
import { announceGameChanges } from '#server/live/announce';
import { routeGuards } from '../../route-scopes';
import boxScoreRoutes from './box-score';
import gameCodeRoutes from './codes';
import gameEventRoutes from './events';
import gameSummaryRoutes from './summaries';

const tags = ['games'];

const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  await app.register(boxScoreRoutes);
  await app.register(gameCodeRoutes);
  await app.register(gameEventRoutes);
  await app.register(gameSummaryRoutes);

  app.get(
    '/',
    { config: publicRead('games'), schema: { tags, querystring: GameQuery, response: { 200: Game.array() } } },
    async (request, reply) =>
      sendPage(request, reply, await listGames(app.db, { ...request.query, own: ownScope(request, request.query.mine) }), request.query),
  );

  app.get('/:id', { config: publicRead('games'), schema: { tags, params: IdParams, response: { 200: Game } } }, async (request) => {
    const row = await getGame(app.db, request.params.id);
    if (!row) throw notFound('Game');
    return row;
  });

  app.post('/', { ...guards.gameCreate, schema: { tags, body: GameCreate, response: { 201: Game } } }, async (request, reply) => {
    const id = await createGame(app.db, request.body, actorOf(request));
    await announceGameChanges(app, [id]);
    return reply.code(201).send((await getGame(app.db, id))!);
  });

  // requirements §7 names PUT; PATCH is the same partial update for clients that send only changed fields.
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/:id',
      { ...guards.gameById, schema: { tags, params: IdParams, body: GameUpdate, response: { 200: Game } } },
      async (request) => {
        const id = await updateGame(app.db, request.params.id, request.body, actorOf(request));
        if (id === null) throw notFound('Game');
        await announceGameChanges(app, [id]);
        return (await getGame(app.db, id))!;
      },
    );
  }

  app.delete('/:id', { ...guards.gameOnly, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    const removed = await deleteGame(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt);
    if (!removed) throw notFound('Game');
    await announceGameChanges(app, [], [removed]);
    return reply.code(204).send();
  });

  app.post(
    '/auto-set-status',
    {
      ...guards.autoSetStatus,
      schema: {
        tags,
        description:
          '§4: both scores present → final, else scheduled. A started scheduled game holding a result, or a live game over a day past its start, becomes final with its outcome (stored, else REG for a margin of two or more, TIE for a level score where the league gives ties points; a one-goal game without one is left); a final without scores becomes scheduled; cancelled and postponed games are left alone.',
        body: AutoSetStatusBody.nullable(),
        response: { 200: AutoSetStatusReply },
      },
    },
    async (request) => {
      const ids = await autoSetStatuses(app.db, request.body ?? {}, actorOf(request));
      await announceGameChanges(app, ids);
      return { changed: ids.length };
    },
  );

  app.post(
    '/results',
    {
      ...guards.gameResults,
      schema: {
        tags,
        description: 'Save many results in one transaction: all rows or none.',
        body: GameResultsBody,
        response: { 200: GameResultsReply },
      },
    },
    async (request) => {
      const ids = await saveResults(app.db, request.body, actorOf(request));
      await announceGameChanges(app, ids);
      return { updated: ids.length, games: await getGamesByIds(app.db, ids) };
    },
  );
};

export default gamesRoutes;
