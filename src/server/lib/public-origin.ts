import { z } from 'zod';

const ORIGIN_ONLY = 'must be an origin only, without a path, query or fragment (https://hockey.example)';

/**
 * PUBLIC_URL: the one origin every absolute URL we write names (canonical, og:url, JSON-LD,
 * sitemaps, robots.txt). Never taken from a request: a forged Host would reach shared caches.
 */
export const PublicUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL such as https://hockey.example' });
    return z.NEVER;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: `must start with http:// or https:// (got ${url.protocol}//)` });
  } else if (url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password' });
  } else if (url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(value.trim())) {
    ctx.addIssue({ code: 'custom', message: ORIGIN_ONLY });
  } else {
    return url.origin;
  }
  return z.NEVER;
});

// Addresses that mean "this machine" are shown as localhost, the name a browser on it would use.
const THIS_MACHINE = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/** The default PUBLIC_URL for local use: the address the server listens on, or null when HOST is no host name. */
export function listeningOrigin(host: string, port: number): string | null {
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  try {
    return new URL(`http://${name}:${port}`).origin;
  } catch {
    return null;
  }
}
