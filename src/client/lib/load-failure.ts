import { apiStatus } from './api';

/**
 * What a failed read means, in a fan's words: the raw "500: Internal Server Error" says nothing to a reader,
 * and whether to wait, check the connection or fix the link is what they need to know.
 */
export function describeLoadFailure(err: unknown): string {
  const status = apiStatus(err);
  if (status === null) return 'We could not reach Hockey Directory. Check your connection, then try again.';
  if (status === 404) return 'It is not in the directory: it may have been removed, or the link is wrong.';
  if (status === 400) return 'The address asks for something the directory does not understand. Check the link or clear the filters.';
  if (status === 401 || status === 403) return 'You need to sign in with an account that may see this.';
  if (status === 429) return 'Too many requests in a short time. Wait a few seconds, then try again.';
  if (status === 503 || status === 504) return 'The directory is busy or being updated. Try again in a moment.';
  return 'Something went wrong on our side. Try again in a moment.';
}
