import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { rolesWorld } from './roles-world';

/**
 * The live-stream tests' set-up: an app listening on a free port (streams are real HTTP), the roles
 * world (issue 27), and the streams a file opens, closed after it. Its fields are set before the tests run.
 */
export function liveWorld() {
  const live = {
    t: undefined as unknown as TestApp,
    w: undefined as unknown as Awaited<ReturnType<typeof rolesWorld>>,
    base: '',
    streams: [] as { close: () => void }[],
  };
  beforeAll(async () => {
    live.t = await buildTestApp();
    live.w = await rolesWorld(live.t);
    live.base = await live.t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => live.streams.forEach((s) => s.close()));
  return live;
}
