import { describe, expect, it } from 'vitest';
import { ReadFailed, readFailure, ReadUnavailable } from '#server/lib/read-in-process';

describe('a failed in-process read', () => {
  it('is told apart by type: 503 (the database did not answer) is ReadUnavailable, whatever its message says', () => {
    const busy = readFailure('/api/teams/1', 503);
    expect(busy).toBeInstanceOf(ReadUnavailable);
    expect(busy).toBeInstanceOf(ReadFailed);
    expect(busy.status).toBe(503);
    for (const status of [400, 403, 500, 502]) {
      const failed = readFailure('/api/teams/1', status);
      expect(failed).toBeInstanceOf(ReadFailed);
      expect(failed).not.toBeInstanceOf(ReadUnavailable);
    }
  });
});
