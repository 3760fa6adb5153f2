import { useUser } from '#client/lib/session';

/** `mine=1` on a list: only the caller's own records (the server narrows by the session's grants). */
export type Mine = 1 | undefined;

/**
 * Issue 27: a league or team manager's admin tabs list what they may write; an admin's list everything.
 * The flag is part of each query's key, so a list never shows another account's cached answer.
 */
export function useMine(): Mine {
  return useUser().isAdmin ? undefined : 1;
}
