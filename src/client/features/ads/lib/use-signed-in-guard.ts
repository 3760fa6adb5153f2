import { useEffect, useRef } from 'react';
import { toast } from '#client/components/ui/toast';
import { useUser } from '#client/lib/session';
import { links } from '#shared/routes/routes';

export const LOGGED_OUT_REDIRECT_MS = 500;

/**
 * §6: the ad pages need a signed-in user. Signed out → "Unauthorized" toast, then after 500 ms
 * to the sign-in page (a full navigation: /api/login is the server's entry point).
 */
export function useSignedInGuard(nextPath: string, description: string): 'loading' | 'allowed' | 'denied' {
  const { isLoading, isAuthenticated } = useUser();
  const toasted = useRef(false);
  const state = isLoading ? 'loading' : isAuthenticated ? 'allowed' : 'denied';

  useEffect(() => {
    if (state !== 'denied') return;
    if (!toasted.current) toast.error('Unauthorized', { description });
    toasted.current = true;
    const t = setTimeout(() => window.location.assign(links.login(nextPath)), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [state, nextPath, description]);

  return state;
}
