import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A port free right now. CI runs the process tests on several Node lines at once (.ci/run), so a fixed
 * port would let one line's test reach the other line's server, or fail to bind.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

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

/** Polls `ready` every 20 ms; throws naming `what` if it is still false after `deadlineMs`. */
export async function waitFor(ready: () => boolean | Promise<boolean>, deadlineMs: number, what: string) {
  const end = Date.now() + deadlineMs;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
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

/** The server from source (tsx) on `port` against `databaseUrl`, with an admin, once it answers. */
export async function startSourceServer(
  port: number,
  databaseUrl: string,
  admin: { email: string; password: string },
): Promise<SourceServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const s of [child.stdout!, child.stderr!])
    s.on('data', (d) => {
      output += d;
    });
  const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(base, 60_000);
  return {
    base,
    process: child,
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
