import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceId } from '#client/features/scorekeeper/lib/device-id';

// The event id the server accepts (src/shared/schemas/game-event.ts): a UUID.
const uuid = z.uuid();
// What a plain-HTTP page has: getRandomValues, no randomUUID.
const insecure = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => webcrypto.getRandomValues(a as never) as T };

describe('deviceId', () => {
  it('makes a version 4 UUID from getRandomValues where randomUUID is missing', () => {
    const ids = Array.from({ length: 200 }, () => deviceId(insecure));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(uuid.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses randomUUID where the origin has it', () => {
    const api = { ...insecure, randomUUID: () => '00000000-0000-4000-8000-000000000000' as const };
    expect(deviceId(api)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('works with the global crypto', () => {
    expect(uuid.safeParse(deviceId()).success).toBe(true);
  });
});
