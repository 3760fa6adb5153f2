import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth';
import { throwIfNotOk } from './api';

/** SPEC §4: a 401 means signed out (null), not an error. */
export async function getUser(): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as User;
}

export const userQueryOptions = queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser, retry: false });

export function useUser() {
  const q = useQuery(userQueryOptions);
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: Boolean(q.data), isAdmin: q.data?.role === 'admin' };
}
