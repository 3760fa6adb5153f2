import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#shared/schemas/common';
import { GameEvent, GameEventCreate, GameEventDeleteQuery, GameEventParams, GameEventUpdate } from '#shared/schemas/game-event';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { createEvent, deleteEvent, listEvents, updateEvent } from '#server/repositories/games/game-events';
import { endGame } from '#server/repositories/games/game-events-end';
import { getBoxScore } from '#server/repositories/box-score/box-score-view';
import { BoxScore, LineupEntryInput } from '#shared/schemas/box-score';
import { getGame } from '#server/repositories/games/games';
import { publicRead } from '#server/cache/route-cache';
import { eventRateLimit } from '#server/plugins/event-rate-limit';
import { routeGuards } from '../../route-scopes';

const tags = ['live events'];
const EndGameBody = z
  .object({
    /** The lineups the console confirmed; players named by events are added to their side. */
    lineup: z.array(LineupEntryInput).max(80).optional(),
    /** The box score's updatedAt the scorekeeper saw (none yet: omit); 409 when it changed since. */
    expectedUpdatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .nullable();
const Conflict = z.object({ message: z.string(), event: GameEvent.optional() });

/** Issue 27: a game's live events (ADR 0025). Every write wakes the game's streams on every instance. */
const gameEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  const rateLimit = eventRateLimit(app.config.EVENT_RATE_LIMIT);

  app.get(
    '/:id/events',
    {
      config: publicRead('games'),
      schema: {
        tags,
        description: "The game's events in play order: period, time, then as entered.",
        params: IdParams,
        response: { 200: GameEvent.array() },
      },
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
      config: { rateLimit },
      schema: {
        tags,
        description:
          'Record an event. `id` is made on the device (a UUID): the same id again answers 200 with the stored event and adds nothing. ' +
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

  app.post(
    '/:id/events/end',
    {
      ...guards.gameEvents,
      config: { rateLimit },
      schema: {
        tags,
        description:
          "End the game: its events become its final result and box score under the box score's rules, so standings and statistics " +
          'follow at once. Refused 400 naming the events (`events.<id>.<field>`) that break a rule.',
        params: IdParams,
        body: EndGameBody,
        response: { 200: BoxScore },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await endGame(app.db, id, request.body ?? {}, actorOf(request)))) throw notFound('Game');
      await app.liveBus.publish(id);
      return (await getBoxScore(app.db, id))!;
    },
  );

  app.patch(
    '/:id/events/:eventId',
    {
      ...guards.gameEvents,
      config: { rateLimit },
      schema: {
        tags,
        description:
          'Replace what an event says. `version` is the one the edit is based on: an older one is refused 409 with the stored `event`.',
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
      config: { rateLimit },
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
