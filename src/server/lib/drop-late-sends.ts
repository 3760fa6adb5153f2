import type { FastifyReply } from 'fastify';

/**
 * Once the request timeout has answered 503 the handler still runs to its end (a pending query
 * cannot be called back), then sends its own answer, which Fastify would log as "Reply was already
 * sent" (issue 29 item 8). That late send is expected, so this reply drops it with a debug line.
 */
export function dropLateSends(reply: FastifyReply): void {
  const send = reply.send;
  reply.send = function sendUnlessAnswered(this: FastifyReply, payload?: unknown) {
    if (!this.sent) return send.call(this, payload);
    this.log.debug({ url: this.request.url }, 'late reply dropped after the request timeout');
    return this;
  };
}
