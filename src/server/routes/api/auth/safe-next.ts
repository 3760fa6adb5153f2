/** Only same-site paths: an open redirect after sign-in would be a phishing aid. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/api/login') || next.startsWith('/api/logout')) return '/';
  return next;
}
