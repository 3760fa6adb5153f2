import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withMigratedDatabase } from '../helpers/migrated-data-dir';
import { productionEntry } from '../helpers/server-bundle';
import { freePort } from '../helpers/server-process';

const PORT = await freePort();
// Inside the worktree, so the stand-in renderer's bare imports (react-dom) resolve to node_modules.
mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
const root = mkdtempSync(path.join(path.resolve('node_modules/.cache'), 'hd-production-mode-'));

// Stands in for the Vite-built dist/ssr/render-shell.js: it loads react-dom/server the way the real
// one does, and renders which React build Node loaded and what NODE_ENV was.
const PROBE_RENDERER = `
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
const require = createRequire(import.meta.url);
export async function warmUp() {}
export function answerReadsWith() {}
export function renderBrandBar() { return ''; }
export async function renderShell() {
  const builds = Object.keys(require.cache).filter((f) => /react-dom-server\\.node\\.(production|development)\\.js$/.test(f))
    .map((f) => (f.includes('production') ? 'production' : 'development'));
  return { html: renderToString('probe:' + JSON.stringify({ env: process.env.NODE_ENV, builds })), state: '{}', complete: true };
}`;
const INDEX_HTML =
  '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/i.js"></script></head><body><div id="root"></div></body></html>';

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function pageOf(url: string, deadlineMs: number): Promise<string> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return await res.text();
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe('the built server', () => {
  it('renders with production React even when NODE_ENV is unset or says development', async () => {
    mkdirSync(path.join(root, 'dist', 'client'), { recursive: true });
    mkdirSync(path.join(root, 'dist', 'ssr'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'client', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'dist', 'ssr', 'render-shell.js'), PROBE_RENDERER);

    const dataDir = withMigratedDatabase(path.join(root, 'data'));
    for (const nodeEnv of [undefined, 'development']) {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      };
      if (nodeEnv) env.NODE_ENV = nodeEnv;
      else delete env.NODE_ENV;
      const child = spawn(process.execPath, [productionEntry(), 'serve'], { cwd: root, env, stdio: 'ignore' });
      const exited = new Promise((r) => child.on('exit', r));
      try {
        const html = await pageOf(`http://127.0.0.1:${PORT}/players`, 150_000);
        const probe = JSON.parse(/probe:(\{.*?\})<\//.exec(html.replaceAll('&quot;', '"'))?.[1] ?? 'null');
        expect(probe).toEqual({ env: 'production', builds: ['production'] });
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    }
  }, 300_000);
});
