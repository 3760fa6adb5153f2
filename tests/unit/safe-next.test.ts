import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from '#shared/auth/login-errors';
import { safeNext } from '#shared/auth/safe-next';
import { nextPath } from '#client/features/auth/api/sign-in';

const ORIGIN = 'https://hockey.example';

describe('safeNext (issue #15: open redirect after sign-in)', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeNext('/standings?league=1')).toBe('/standings?league=1');
    expect(safeNext('/team/7#roster', ORIGIN)).toBe('/team/7#roster');
    expect(safeNext('/admin')).toBe('/admin');
  });

  it.each([
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/%5c/evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/%2f/evil.example',
    '/%252f/evil.example',
    '/%2509/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    ' /x',
    '',
    '/\u0000x',
    '/\u007fx',
    '/\u0085x',
    '/100%',
    '/api/logout',
    '/api/login?next=/admin',
    '/API/logout',
    '/%61pi/logout',
    '/foo/../api/logout',
    '/./api/audit',
    // Issue 29: dot segments that normalise to a leading "//" (a protocol-relative URL).
    '/.//evil.example/phish',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/x/../..//evil.example',
    '/.%2f/evil.example',
    '/./%2fevil.example',
    '/%2e/%2e%2e//evil.example',
  ])('refuses %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/');
  });

  it('never answers anything a browser reads as another host, whatever came in', () => {
    const tricks = ['.', '..', '%2e', '%2E', '%2e%2e', 'a/..', '.%2f', '%2f', '%5c', '\\'];
    for (const a of tricks)
      for (const b of tricks) {
        const out = safeNext(`/${a}/${b}//evil.example/x`, ORIGIN);
        expect(out.startsWith('/'), out).toBe(true);
        expect(/^\/[\\/]/.test(out), out).toBe(false);
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      }
  });

  it('answers an ASCII path for any characters, so it is safe in a Location header', () => {
    expect(safeNext('/search?q=Jääskeläinen', ORIGIN)).toBe('/search?q=J%C3%A4%C3%A4skel%C3%A4inen');
    expect(safeNext('/players?q=🏒')).toMatch(/^[\x21-\x7e]+$/);
    expect(safeNext(null)).toBe('/');
    expect(safeNext(undefined)).toBe('/');
  });

  it('is what the client sign-in page uses for ?next= and the referrer', () => {
    const page = (next: string, referrer = '') => nextPath(new URLSearchParams({ next }), referrer, ORIGIN);
    expect(page('/%09/evil.example')).toBe('/');
    expect(page('/\t/evil.example')).toBe('/');
    expect(page('/help')).toBe('/help');
    expect(page('//evil.example', `${ORIGIN}/players?q=x`)).toBe('/players?q=x');
    expect(page('', 'https://evil.example/phish')).toBe('/');
    expect(page('', `${ORIGIN}/api/login?error=invalid-credentials`)).toBe('/');
  });
});

describe('sign-in page error codes (issue #15: attacker-chosen text)', () => {
  it('maps only known codes to messages', () => {
    expect(loginErrorMessage('invalid-credentials')).toBe('Invalid e-mail or password');
    expect(loginErrorMessage('Your account is locked: call +1 555 0100')).toBeUndefined();
    expect(loginErrorMessage('toString')).toBeUndefined();
    expect(loginErrorMessage('__proto__')).toBeUndefined();
    expect(loginErrorMessage(null)).toBeUndefined();
  });
});
