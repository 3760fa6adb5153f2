import type { FastifyInstance } from 'fastify';

/**
 * Common HTTP clients (and some fetch wrappers) send DELETE with `content-type: application/json`
 * and no body; Fastify's parser rejects that with 400. A DELETE carries its inputs in the URL, so an
 * empty body there means "no body". Everything else keeps Fastify's own parser, including its
 * prototype-poisoning protection.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && String(body).trim() === '') return done(null, undefined);
    defaultParser(request, body as string, done);
  });
}
