/**
 * The only messages the sign-in page shows from its `?error=` parameter: the server redirects
 * failed form posts with one of these codes, and any other value shows nothing, so a link cannot
 * put an attacker's text on our sign-in page (issue #15).
 */
export const LOGIN_ERRORS = {
  'invalid-credentials': 'Invalid e-mail or password',
  'weak-password':
    'Choose a password that is harder to guess: longer, with words that are less common, and not made of your name, your e-mail address or this site’s name.',
  'register-failed': 'We could not create an account with these details. If you have an account, sign in instead.',
  // The no-JavaScript form posts: the browser's own form sends whatever was typed, unchecked.
  'sign-in-incomplete': 'Enter a valid e-mail address and your password.',
  'register-incomplete': 'Fill in every field: a valid e-mail address, your first and last name, and a password of at least 8 characters.',
  'too-many-attempts': 'Too many attempts. Wait a minute and try again.',
} as const;

export type LoginErrorCode = keyof typeof LOGIN_ERRORS;

export function loginErrorMessage(code: string | null | undefined): string | undefined {
  return code && Object.hasOwn(LOGIN_ERRORS, code) ? LOGIN_ERRORS[code as LoginErrorCode] : undefined;
}
