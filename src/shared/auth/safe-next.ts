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
 * anything else. An open redirect here would be a phishing aid (issues #15, #29). The target is
 * resolved against the origin, so the answer is what the browser would really load, and it comes
 * back percent-encoded (safe in a Location header, whatever characters `next` held). Control
 * characters, backslashes and a leading "//" are refused, also when percent-encoded; so are API
 * paths (a JSON answer, or /api/logout, is never a place to land). The checks run on what is
 * returned as well as on what came in: resolving dot segments turns "/.//evil.example" into
 * "//evil.example", which a browser reads as another host.
 */
export function safeNext(next: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  if (!next || next.length > 2000 || !isLocalPath(next)) return '/';
  let base: URL, url: URL;
  try {
    base = new URL(origin);
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base.origin) return '/';
  if (/^\/api(\/|$)/i.test(decode(url.pathname) ?? '/api')) return '/';
  const target = url.pathname + url.search + url.hash;
  return isLocalPath(target) && new URL(target, base).origin === base.origin ? target : '/';
}

/** Whether dot segments resolve the path to "//host" (a decoding proxy may resolve them after us). */
function resolvesToHost(path: string): boolean {
  try {
    return new URL(path, PLACEHOLDER_ORIGIN).pathname.startsWith('//');
  } catch {
    return true;
  }
}

/** A path of this origin in every form a browser or a proxy may decode it to (twice: "%2509" is a tab one step later). */
function isLocalPath(path: string): boolean {
  let form: string | null = path;
  for (let i = 0; i < 3 && form !== null; i++) {
    if (UNSAFE.test(form) || !form.startsWith('/') || form.startsWith('//') || resolvesToHost(form)) return false;
    const decoded = decode(form);
    if (decoded === null) return false;
    form = decoded === form ? null : decoded;
  }
  return true;
}
