import { describe, expect, it } from 'vitest';
import { ApiError, apiStatus, errorMessage, isNotFound, throwIfNotOk } from '#client/lib/api';
import { isStaleWrite, serverFieldErrors } from '#client/features/admin/lib/server-errors';

const failed = async (status: number, body: string) => {
  try {
    await throwIfNotOk(new Response(body, { status }));
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
};

// Issue #20: the client's fetch layer carries status and field errors; nobody parses message text.
describe('ApiError', () => {
  it('keeps the requirements §8 message and the status, message and field errors the server sent', async () => {
    const err = await failed(
      400,
      JSON.stringify({ message: 'Invalid body', errors: [{ path: 'name', message: 'Required' }, { bogus: 1 }] }),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"message":"Invalid body","errors":[{"path":"name","message":"Required"},{"bogus":1}]}');
    expect(apiStatus(err)).toBe(400);
    expect(errorMessage(err)).toBe('Invalid body');
    expect(serverFieldErrors(err)).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('reads a plain-text or empty answer as its text or status text', async () => {
    expect(errorMessage(await failed(502, 'Bad gateway from proxy'))).toBe('Bad gateway from proxy');
    expect(serverFieldErrors(await failed(502, 'Bad gateway from proxy'))).toEqual([]);
    expect(((await failed(500, '')) as ApiError).message).toMatch(/^500: /);
  });

  it('tells a missing record and a stale write by status, not by text', async () => {
    expect(isNotFound(await failed(404, '{"message":"Player not found"}'))).toBe(true);
    expect(isNotFound(await failed(503, '{"message":"404 maybe"}'))).toBe(false);
    expect(isNotFound(new Error('404: looks like one'))).toBe(false);
    expect(
      isStaleWrite(await failed(409, JSON.stringify({ message: 'Changed', errors: [{ path: 'expectedUpdatedAt', message: 'x' }] }))),
    ).toBe(true);
    expect(isStaleWrite(await failed(409, JSON.stringify({ message: 'Still referenced', errors: [] })))).toBe(false);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
