/**
 * A random UUID v4 for an event made on the device (ADR 0028). `crypto.randomUUID` exists only on
 * secure origins (HTTPS or localhost), and a rink's tablet may reach the site over plain HTTP on a
 * LAN address; `crypto.getRandomValues` works everywhere, so the fallback builds the same v4 from it.
 */
export function deviceId(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const b = cryptoApi.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
