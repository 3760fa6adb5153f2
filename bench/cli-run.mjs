import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/**
 * Runs the built server's CLI (`dist/server/main.js <args>`) and measures it: wall seconds and peak RSS, read from
 * /proc (VmHWM) while it runs. Throws with its output when it exits non-zero.
 */
export async function runCliMeasured(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      /* exited */
    }
  }, 100);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const [code] = await once(child, 'exit');
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}: ${output}`);
  return { seconds, peakMb: Math.round(peakKb / 1024), output: output.trim() };
}
