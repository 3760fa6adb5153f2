import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Pagination, Versioned } from '../../../../shared/schemas/common';
import { Country, CountryCreate, CountryUpdate } from '../../../../shared/schemas/country';
import { actorOf } from '../../../lib/actor';
import { conflict, notFound } from '../../../lib/http-errors';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { countryUsage, countryWrites, getCountry, listCountries } from '../../../repositories/countries';

const tags = ['countries'];

const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: { tags, querystring: Pagination.extend({ limit: Pagination.shape.limit.default(500) }), response: { 200: Country.array() } },
  }, async (request, reply) => sendPage(request, reply, await listCountries(app.db, request.query), request.query));

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: Country } } }, async (request) => {
    const row = await getCountry(app.db, request.params.id);
    if (!row) throw notFound('Country');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: CountryCreate, response: { 201: Country } } },
    async (request, reply) => {
      const { id } = await countryWrites.create(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getCountry(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: CountryUpdate, response: { 200: Country } } },
    async (request) => {
      const row = await countryWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Country');
      return (await getCountry(app.db, row.id))!;
    });

  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    const usage = await countryUsage(app.db, request.params.id);
    if (usage) throw conflict(usage);
    if (!(await countryWrites.remove(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('Country');
    return reply.code(204).send();
  });
};

export default countriesRoutes;
