import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import { describeLoadFailure } from '#client/lib/load-failure';

describe("describeLoadFailure: what a failed read means, in a reader's words", () => {
  it('a network failure asks to check the connection', () => {
    expect(describeLoadFailure(new TypeError('Failed to fetch'))).toMatch(/could not reach Hockey Directory/);
  });
  it('maps each kind of answer to its own advice, never the raw status text', () => {
    const said = (status: number) => describeLoadFailure(new ApiError(status, '{"message":"Internal Server Error"}'));
    expect(said(404)).toMatch(/not in the directory/);
    expect(said(400)).toMatch(/does not understand/);
    expect(said(403)).toMatch(/sign in/);
    expect(said(429)).toMatch(/Too many requests/);
    expect(said(503)).toMatch(/busy or being updated/);
    expect(said(500)).toBe('Something went wrong on our side. Try again in a moment.');
    for (const s of [400, 403, 404, 429, 500, 503]) expect(said(s)).not.toMatch(/Internal Server Error|\d{3}/);
  });
});
