import { isIP } from 'node:net';

/**
 * Issue 40 item 5: which `X-Forwarded-For` entries name the client. `true` used to trust every entry,
 * so a client that sent a new first entry on each request was a new address to every rate limit
 * (93,685 code guesses a minute instead of 10). Now: a hop count (`true` = 1, the one proxy in front),
 * or the proxies' addresses (IPs or CIDR ranges, comma-separated); the address is the nearest entry
 * not added by a trusted proxy.
 */
export type TrustProxy = false | number | string[];

const isRange = (entry: string) => {
  const [ip, bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const max = isIP(ip) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/** Parsed from the environment; a message (string) for a value that is none of the forms. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((entry) => !isRange(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (bad !== undefined) return { error: `"${bad}" is not a hop count, an IP address or a CIDR range` };
  return list;
}

/** Fastify's form: a hop count as the function proxy-addr makes of one (its typings take no number). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
