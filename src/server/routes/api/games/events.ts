import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#shared/schemas/common';
import { GameEvent, GameEventCreate, GameEventDeleteQuery, GameEventParams, GameEventUpdate } from '#shared/schemas/game-event';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { createEvent, deleteEvent, listEvents, updateEvent } from '#server/repositories/game-events';
import { getGame } from '#server/repositories/games';
import { publicRead } from '#server/cache/route-cache';
import { routeGuards } from '../../route-scopes';

const tags = ['live events'];
const Conflict = z.object({ message: z.string(), event: GameEvent.optional() });

/** Issue 27: a game's live events (ADR 0025). Every write wakes the game's streams on every instance. */
const gameEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);

  app.get(
    '/:id/events',
    {
      config: publicRead('games'),
      schema: { tags, description: "The game's events in play order: period, time, then as entered.", params: IdParams, response: { 200: GameEvent.array() } },
    },
    async (request) => {
      if (!(await getGame(app.db, request.params.id))) throw notFound('Game');
      return listEvents(app.db, request.params.id);
    },
  );

  app.post(
    '/:id/events',
    {
      ...guards.gameEvents,
      schema: {
        tags,
        description:
          "Record an event. `id` is made on the device (a UUID): the same id again answers 200 with the stored event and adds nothing. " +
          "The game's scorekeeper (inside the scoring window), its league's manager or an admin.",
        params: IdParams,
        body: GameEventCreate,
        response: { 200: GameEvent, 201: GameEvent, 409: Conflict },
      },
    },
    async (request, reply) => {
      const saved = await createEvent(app.db, request.params.id, request.body, actorOf(request));
      if (!saved) throw notFound('Game');
      if (saved.created) await app.liveBus.publish(request.params.id);
      return reply.code(saved.created ? 201 : 200).send(saved.event);
    },
  );

  app.patch(
    '/:id/events/:eventId',
    {
      ...guards.gameEvents,
      schema: {
        tags,
        description: 'Replace what an event says. `version` is the one the edit is based on: an older one is refused 409 with the stored `event`.',
        params: GameEventParams,
        body: GameEventUpdate,
        response: { 200: GameEvent, 409: Conflict },
      },
    },
    async (request) => {
      const event = await updateEvent(app.db, request.params.id, request.params.eventId, request.body, actorOf(request));
      await app.liveBus.publish(request.params.id);
      return event;
    },
  );

  app.delete(
    '/:id/events/:eventId',
    {
      ...guards.gameEvents,
      schema: {
        tags,
        description: 'Delete an event (undo). With `?version=`, refused 409 with the stored `event` when it has been edited since.',
        params: GameEventParams,
        querystring: GameEventDeleteQuery,
        response: { 204: z.null(), 409: Conflict },
      },
    },
    async (request, reply) => {
      await deleteEvent(app.db, request.params.id, request.params.eventId, request.query.version, actorOf(request));
      await app.liveBus.publish(request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default gameEventRoutes;
