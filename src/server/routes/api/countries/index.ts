import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Pagination } from '#shared/schemas/common';
import { Country, CountryCreate, CountryUpdate } from '#shared/schemas/country';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { adminOnly } from '#server/plugins/require-scope';
import { countryWrites, getCountry, listCountries } from '#server/repositories/directory/countries';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';

const tags = ['countries'];

const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: publicRead('directory'),
      schema: { tags, querystring: Pagination.extend({ limit: Pagination.shape.limit.default(500) }), response: { 200: Country.array() } },
    },
    async (request, reply) => sendPage(request, reply, await listCountries(app.db, request.query), request.query),
  );

  app.get('/:id', { config: publicRead('directory'), schema: { tags, params: IdParams, response: { 200: Country } } }, async (request) => {
    const row = await getCountry(app.db, request.params.id);
    if (!row) throw notFound('Country');
    return row;
  });

  app.post('/', { ...adminOnly(), schema: { tags, body: CountryCreate, response: { 201: Country } } }, async (request, reply) => {
    const { id } = await countryWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getCountry(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...adminOnly(), schema: { tags, params: IdParams, body: CountryUpdate, response: { 200: Country } } },
    async (request) => {
      const row = await countryWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Country');
      return (await getCountry(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'country', 'Country', tags);
};

export default countriesRoutes;
