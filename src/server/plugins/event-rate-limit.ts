import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SCORE_COOKIE, SESSION_COOKIE } from './auth';

/**
 * Issue 40 item 3: live event writes limited per session (a code's, or an account's), not only per
 * address: one code holder posted 55-89 events a second. A console's outbox sends a whole offline
 * period at once and retries a 429 with backoff (send-outbox.ts), so the limit is generous to people.
 */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

export const eventRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = request.cookies[SCORE_COOKIE] ?? request.cookies[SESSION_COOKIE];
    return token ? `events:${digest(token)}` : `events-ip:${request.ip}`;
  },
});
