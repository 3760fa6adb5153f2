import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedInUser } from '#shared/schemas/auth';
import { throwIfNotOk } from './api';
import { queryKeys } from './query-keys';

/** requirements §4: a 401 means signed out (null), not an error. */
export async function getUser(): Promise<SignedInUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as SignedInUser;
}

export const userQueryOptions = queryOptions({ queryKey: queryKeys.user, queryFn: getUser, retry: false });

export function useUser() {
  const q = useQuery(userQueryOptions);
  const leagueIds = q.data?.leagueIds ?? [];
  const teamIds = q.data?.teamIds ?? [];
  return {
    user: q.data ?? null,
    isLoading: q.isLoading,
    isAuthenticated: Boolean(q.data),
    isAdmin: q.data?.role === 'admin',
    /** Issue 27: league and team managers work in the admin area too, limited to their scope. */
    leagueIds,
    teamIds,
    isManager: leagueIds.length > 0 || teamIds.length > 0,
  };
}
