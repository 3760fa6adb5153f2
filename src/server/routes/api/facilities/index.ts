import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { Facility, FacilityCreate, FacilityQuery, FacilityUpdate } from '#shared/schemas/facility';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { adminOnly } from '#server/plugins/require-scope';
import { facilityWrites, getFacility, listFacilities } from '#server/repositories/directory/facilities';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';

const tags = ['facilities'];

const facilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags, querystring: FacilityQuery, response: { 200: Facility.array() } } },
    async (request, reply) => sendPage(request, reply, await listFacilities(app.db, request.query), request.query),
  );

  app.get('/:id', { config: publicRead('directory'), schema: { tags, params: IdParams, response: { 200: Facility } } }, async (request) => {
    const row = await getFacility(app.db, request.params.id);
    if (!row) throw notFound('Facility');
    return row;
  });

  app.post('/', { ...adminOnly(), schema: { tags, body: FacilityCreate, response: { 201: Facility } } }, async (request, reply) => {
    const { id } = await facilityWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getFacility(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...adminOnly(), schema: { tags, params: IdParams, body: FacilityUpdate, response: { 200: Facility } } },
    async (request) => {
      const row = await facilityWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Facility');
      return (await getFacility(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'facility', 'Facility', tags);
};

export default facilitiesRoutes;
