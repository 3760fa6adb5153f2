import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors';
import { dropLateSends } from '../lib/drop-late-sends';
import { HttpError } from '../lib/http-errors';
import { httpErrorFromPg } from '../lib/pg-errors';

/** The one place a domain refusal becomes an HTTP status (lib/domain-errors.ts says why each exists). */
export const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  'not-found': 404,
  conflict: 409,
  refused: 400,
  forbidden: 403,
  expired: 410,
  'too-large': 413,
};

/** Every error leaves as `{ message, errors? }` (docs/architecture.md); bad input is never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? ''),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({
        message: `Invalid ${err.validationContext ?? 'request'}: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
        errors,
      });
    }
    if (err instanceof DomainError) {
      const body = { ...err.details, message: err.message, ...(err.issues ? { errors: err.issues } : {}) };
      return reply.code(STATUS_OF_DOMAIN_ERROR[err.kind]).send(body);
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ ...err.extra, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (err.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.error({ url: request.url }, 'request timed out');
      reply.code(503).send({ message: 'The server took too long to answer. Please try again shortly.' });
      dropLateSends(reply);
      return reply;
    }
    const mapped = httpErrorFromPg(err);
    if (mapped) {
      if (mapped.statusCode >= 500) request.log.error({ err }, 'database unavailable');
      return reply.code(mapped.statusCode).send({ message: mapped.message });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal Server Error' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(status).send({ message: 'Internal Server Error' });
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large, rate limit).
    return reply.code(status).send({ message: err.message });
  });
}
