import { z } from 'zod';
import { NewPassword } from '#shared/schemas/auth';
import { listeningOrigin, PublicUrl } from './lib/public-origin';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  // The origin visitors reach the site at; absolute URLs name it, whatever Host a request sends.
  // Unset: the listening address (http://localhost:3000), right for local use only.
  PUBLIC_URL: PublicUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: NewPassword.optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // The demo's older seasons get their box scores after start (background) or before it listens (wait).
  SEED_DEMO_HISTORY: z.enum(['background', 'wait']).default('background'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines in a terminal, JSON lines otherwise (a log collector, CI, a container).
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Behind proxies: how many hops (true = 1) or which proxy addresses/ranges to believe in X-Forwarded-*.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'object' && !Array.isArray(parsed) && parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed as TrustProxy;
    }),
  // Comma-separated extra origins allowed to send unsafe requests (besides the request's own host and PUBLIC_URL).
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Live event writes per scorekeeper or account session per minute (a console's offline outbox sends at once).
  EVENT_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  // In-memory cache of public API reads (0 turns it off) and how often it re-reads the data version
  // written by other processes; writes through this process take effect at once.
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Signed-out HTML pages, rendered once per data version (0 turns it off).
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  DATA_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Longest a single SQL statement may run in the server (0 = no limit), and longest a request may
  // take before it is answered 503 (0 = no limit): a frozen database must not hang every visitor.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  // Rows one import file may have on the embedded database, whose one transaction at a time holds
  // every read while the import runs (20,000 games: about a second and a half; docs/import.md).
  IMPORT_EMBEDDED_MAX_ROWS: z.coerce.number().int().min(1).default(20_000),
  // Open live streams (Server-Sent Events): in all (never closer than 512 to the process's file limit)
  // and per client address; past either, 429 with Retry-After. A stream ends after LIVE_STREAM_MAX_MINUTES
  // (the browser reconnects and resumes by Last-Event-ID), so a forgotten tab does not hold a slot forever.
  // How often the game clock ends live games whose events show them decided (0: never; issue 39 item 3).
  GAME_CLOCK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(10_000),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(40),
  LIVE_STREAM_MAX_MINUTES: z.coerce.number().min(0.01).max(1440).default(30),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(result.data.ADMIN_EMAIL) !== Boolean(result.data.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const publicUrl = result.data.PUBLIC_URL ?? listeningOrigin(result.data.HOST, result.data.PORT);
  if (!publicUrl) throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: must be set, HOST is no host name to default it from');
  return { ...result.data, PUBLIC_URL: publicUrl };
}

export class ConfigError extends Error {}
