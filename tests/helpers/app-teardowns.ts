// Apps are usually built inside beforeAll or a test, where an afterAll registered then never runs (each such app
// left a database behind on the PostgreSQL tier). The API tiers' setup file (close-apps.ts) closes, after each
// test file, every app that file built. This module imports nothing of the app, so the setup file loading it
// does not load the modules a test file replaces with vi.mock before the mock is in place.
const teardowns: (() => Promise<void>)[] = [];

export function onAppClose(teardown: () => Promise<void>) {
  teardowns.push(teardown);
}

export async function closeTestApps() {
  await Promise.all(teardowns.splice(0).map((teardown) => teardown()));
}
