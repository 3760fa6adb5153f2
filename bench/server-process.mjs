// Starts the built server as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export async function startServer({ port, env, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, ['dist/server/main.js', 'serve'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Own process group: Lighthouse's Chrome launcher signals its group on exit, which used to stop the server mid-bench.
    detached: true,
  });
  // Detached children outlive a crashed bench unless told otherwise.
  process.once('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function getJson(base, path) {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A process's CPU time so far (user + system, ms), from /proc: a server's own cost per request. */
export const cpuMs = (pid) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(' ')
    .slice(13, 15)
    .reduce((n, t) => n + Number(t) * 10, 0);
