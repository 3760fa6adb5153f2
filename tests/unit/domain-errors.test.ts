import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Conflict, DomainError, Expired, NotFound, RuleRefused, TooLarge } from '#server/lib/domain-errors';
import { HttpError } from '#server/lib/http-errors';
import { scheduleStart } from '#server/lib/schedule-start';
import { registerErrorHandler } from '#server/plugins/error-handler';

// The error handler is the one place a domain refusal becomes a status: each kind, thrown from a
// handler, leaves with its status and the API's `{ message, errors? }` shape (plus its details).
async function answerTo(err: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/', async () => {
    throw err;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('domain errors map to HTTP in the error handler', () => {
  it('NotFound → 404 with the record named', async () => {
    expect(await answerTo(NotFound.record('Season'))).toEqual({ status: 404, body: { message: 'Season not found' } });
  });

  it('Conflict → 409 with its field paths and details', async () => {
    const err = new Conflict('Changed by someone else', [{ path: 'version', message: 'Changed by someone else' }], { event: { id: 'e1' } });
    expect(await answerTo(err)).toEqual({
      status: 409,
      body: { message: 'Changed by someone else', errors: [{ path: 'version', message: 'Changed by someone else' }], event: { id: 'e1' } },
    });
  });

  it('RuleRefused → 400 naming the field; details never overwrite message or errors', async () => {
    const err = new RuleRefused('End date must be on or after the start date', [{ path: 'endDate', message: 'too early' }], {
      message: 'spoofed',
      errors: [],
    });
    expect(await answerTo(err)).toEqual({
      status: 400,
      body: { message: 'End date must be on or after the start date', errors: [{ path: 'endDate', message: 'too early' }] },
    });
  });

  it('Expired → 410, TooLarge → 413', async () => {
    expect((await answerTo(new Expired('Too old to restore'))).status).toBe(410);
    const big = await answerTo(new TooLarge('Too big', [{ path: 'file', message: 'Too big' }]));
    expect(big).toEqual({ status: 413, body: { message: 'Too big', errors: [{ path: 'file', message: 'Too big' }] } });
  });

  it('the web floor’s own HttpError still answers with its status', async () => {
    expect(await answerTo(new HttpError(404, 'Team not found'))).toEqual({ status: 404, body: { message: 'Team not found' } });
  });

  it('a plain Error stays a 500 without its text', async () => {
    expect(await answerTo(new Error('secret detail'))).toEqual({ status: 500, body: { message: 'Internal Server Error' } });
  });
});

describe('domain errors carry no HTTP', () => {
  it('each is a DomainError with a kind and its class name, and no status', () => {
    for (const err of [new NotFound('x'), new Conflict('x'), new RuleRefused('x'), new Expired('x'), new TooLarge('x')]) {
      expect(err).toBeInstanceOf(DomainError);
      expect(err.name).toBe(err.constructor.name);
      expect('statusCode' in err).toBe(false);
    }
  });

  it('a rule refusal is caught by type with its field path (what the games import relies on)', () => {
    let caught: unknown;
    try {
      scheduleStart(null, { gameDate: '2025-03-09', gameTime: '02:30:00' }, 'America/New_York');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleRefused);
    expect((caught as RuleRefused).issues?.[0]?.path).toBe('gameTime');
  });
});
