import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withMigratedDatabase } from '../helpers/migrated-data-dir';
import { productionEntry } from '../helpers/server-bundle';

// Issue 28 item 12: what a newcomer's terminal shows after `npm start`.
mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
const root = mkdtempSync(path.join(path.resolve('node_modules/.cache'), 'hd-console-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Starts the built server, asks it for /api/health once, stops it; answers everything it printed. */
async function consoleOf(env: Record<string, string>, dataDir?: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [productionEntry(), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? path.join(root, `data-${port}`),
      SEED_DEMO: 'false',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  // A guard against a start that hangs, not a budget: beside the browser tier on Node 22 a start took ~40 s.
  const end = Date.now() + 150_000;
  while (!out.includes('ready at') && Date.now() < end && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
  expect(out, out).toContain('ready at');
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 300));
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return out;
}

describe('the console after start', () => {
  it('one readable line per start-up step, the admin account named, no line per request', async () => {
    const out = await consoleOf({ LOG_FORMAT: 'pretty', ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'blue-line-42' });
    const lines = out.trim().split('\n');
    expect(lines.some((l) => /INFO.*Database: embedded/.test(l))).toBe(true);
    expect(lines.some((l) => /INFO.*Admin account created: first@example\.com/.test(l))).toBe(true);
    expect(lines.some((l) => /INFO.*Hockey Directory ready at http:\/\/127\.0\.0\.1:\d+ in [\d.]+ s/.test(l))).toBe(true);
    // Readable lines, not JSON, and the health check a load balancer makes every second is not one of them.
    expect(lines.filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
    expect(out).not.toContain('/api/health');
    // Nor a warning meant for the developers of the code (a deprecated option, say).
    expect(out).not.toMatch(/Deprecation|Warning/);
  }, 300_000);

  it('request lines at LOG_LEVEL=debug, JSON lines with LOG_FORMAT=json', async () => {
    // Not a first start (the test above is): the run's migrated database.
    const out = await consoleOf({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' }, withMigratedDatabase(path.join(root, 'data-json')));
    // Node's own warnings (stderr) are not the server's log lines.
    const records = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; url?: string; status?: number });
    expect(records.find((r) => r.msg === 'request' && r.url === '/api/health')).toMatchObject({ status: 200 });
    expect(records.some((r) => r.msg.startsWith('Hockey Directory ready at'))).toBe(true);
  }, 300_000);
});
