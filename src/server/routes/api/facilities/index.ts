import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '../../../../shared/schemas/common';
import { Facility, FacilityCreate, FacilityQuery, FacilityUpdate } from '../../../../shared/schemas/facility';
import { actorOf } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { facilityWrites, getFacility, listFacilities } from '../../../repositories/facilities';

const tags = ['facilities'];

const facilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, querystring: FacilityQuery, response: { 200: Facility.array() } } },
    async (request, reply) => sendPage(request, reply, await listFacilities(app.db, request.query), request.query));

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: Facility } } }, async (request) => {
    const row = await getFacility(app.db, request.params.id);
    if (!row) throw notFound('Facility');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: FacilityCreate, response: { 201: Facility } } },
    async (request, reply) => {
      const { id } = await facilityWrites.create(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getFacility(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: FacilityUpdate, response: { 200: Facility } } },
    async (request) => {
      const row = await facilityWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Facility');
      return (await getFacility(app.db, row.id))!;
    });

  // Teams' home venue and games' venue are ON DELETE SET NULL: removing a rink keeps their history.
  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    if (!(await facilityWrites.remove(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('Facility');
    return reply.code(204).send();
  });
};

export default facilitiesRoutes;
