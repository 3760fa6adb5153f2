import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { serverBundle } from './server-bundle';
/** Polls until the server at `base` answers /api/health. */
export async function waitUntilServing(base: string, deadlineMs: number) {
  await waitFor(
    async () => {
      try {
        return (await fetch(`${base}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    deadlineMs,
    'server start',
  );
}

/**
 * Polls `ready` every 20 ms; throws naming `what` if it is still false after `deadlineMs`, with `detail()`
 * (what the process printed, the last probe's error) so a CI failure says why.
 */
export async function waitFor(ready: () => boolean | Promise<boolean>, deadlineMs: number, what: string, detail = () => '') {
  const started = Date.now();
  let probes = 0;
  while (!(await ready())) {
    probes++;
    if (Date.now() > started + deadlineMs)
      throw new Error(`gave up waiting for ${what} after ${Date.now() - started} ms (${probes} probes)\n${detail()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface SourceServer {
  base: string;
  process: ChildProcess;
  /** The exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Everything it printed so far (for assertion messages). */
  output: () => string;
  /** SIGKILL when still running (afterAll). */
  kill: () => void;
}

/** The server built from source on `port` against `databaseUrl`, with an admin, once it answers. */
export async function startSourceServer(
  port: number,
  databaseUrl: string,
  admin: { email: string; password: string },
): Promise<SourceServer> {
  const server = spawnSourceServer(port, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  await waitUntilServing(server.base, 60_000);
  return server;
}

/** The server built from source (server-bundle.ts) on `port` with `env` on top of this process's, without waiting for it. */
export function spawnSourceServer(port: number, env: Record<string, string>): SourceServer {
  const child = spawn(process.execPath, [serverBundle(), 'serve'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const s of [child.stdout!, child.stderr!])
    s.on('data', (d) => {
      output += d;
    });
  const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  return {
    base: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Waits until `server` answers, or fails with what it printed if it exits first. */
export async function servingOrExit(server: SourceServer, deadlineMs: number): Promise<void> {
  let lastProbe = 'none';
  await waitFor(
    async () => {
      const code = server.process.exitCode ?? server.process.signalCode;
      if (code !== null) throw new Error(`server exited (${code}) before serving:\n${server.output()}`);
      try {
        // Bounded: a probe that hung would spend the deadline unseen.
        const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) });
        lastProbe = `HTTP ${res.status}`;
        return res.ok;
      } catch (err) {
        lastProbe = String((err as Error).cause ?? err);
        return false;
      }
    },
    deadlineMs,
    'server start',
    () => `last probe: ${lastProbe}\nserver output so far:\n${server.output() || '(nothing)'}`,
  );
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Signs in over HTTP to a server a test started; answers the session's Cookie header. */
export async function signInOver(base: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
