// Stands in for our origin when none is given: only the path part of the answer is ever used.
const PLACEHOLDER_ORIGIN = 'https://origin.invalid';
// C0/C1 control characters (the URL parser drops tab and newline, so "/\t/evil" becomes "//evil")
// and backslashes (browsers read "/\evil" as "//evil").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;
const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * Where to send the browser after sign-in: a path on our own origin, or '/' when `next` is
 * anything else. An open redirect here would be a phishing aid (issue #15). The target is
 * resolved against the origin, so the answer is what the browser would really load, and it comes
 * back percent-encoded (safe in a Location header, whatever characters `next` held). Control
 * characters, backslashes and a leading "//" are refused, also when percent-encoded; so are API
 * paths (a JSON answer, or /api/logout, is never a place to land).
 */
export function safeNext(next: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  if (!next || next.length > 2000) return '/';
  // The raw text and its decoded forms (twice: a double-encoded "%2509" is a tab one step later).
  let form: string | null = next;
  for (let i = 0; i < 3 && form !== null; i++) {
    if (UNSAFE.test(form) || !form.startsWith('/') || form.startsWith('//')) return '/';
    const decoded = decode(form);
    form = decoded === form ? null : decoded;
    if (decoded === null) return '/';
  }
  let base: URL, url: URL;
  try {
    base = new URL(origin);
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base.origin) return '/';
  if (/^\/api(\/|$)/i.test(decode(url.pathname) ?? '/api')) return '/';
  return url.pathname + url.search + url.hash;
}
