import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './scripts/chromium-path.mjs';

export const E2E_PORT = 3107;
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

// A fresh embedded database for every run (a copy of the day's seeded one, scripts/e2e-serve.mjs): the
// browser tier sees exactly the demo seed and its history.
// Made by the runner only: every worker loads this file too, and would leave an empty folder each.
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.TEST_WORKER_INDEX ? '' : mkdtempSync(path.join(os.tmpdir(), 'hd-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    // A trace records a screencast and DOM snapshots of every action of every test, kept only when one fails:
    // 18 % of the browser tier's CPU (36 specs: 61 against 50 CPU-s). `npm test` turns it off (E2E_TRACE=off)
    // and keeps the failure screenshot; a spec run alone keeps the trace of a failure.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    // The site stills its spinners and pulses for readers who ask for less motion (styles.css); so do the tests.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      // IsolateSandboxedIframes puts opaque-origin ad frames (ADR 0003) in their own process, where
      // page.route cannot see their requests (the fake creative's script); the sandbox itself, the
      // opaque origin and what the frame may reach are the same either way.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-features=IsolateSandboxedIframes',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // The demo history is complete before the server listens, so every test sees the same data; the
    // first run of a day (or after a seed change) generates it here: minutes.
    timeout: 420_000,
    reuseExistingServer: false,
    // Without it Playwright SIGKILLs the server's process group, and e2e-serve never removes its 1.6 GB copy of
    // the database (eleven were left in /tmp by a day's runs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // The origin the browser uses (baseURL): canonical links name it, as they name a site's public URL.
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      SEED_DEMO_HISTORY: 'wait',
    },
  },
});
