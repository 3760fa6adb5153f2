import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/components/ui/toast';
import { useUser } from '#client/lib/session';
import { links } from '#shared/routes/routes';

export const LOGGED_OUT_DELAY_MS = 500;
export const NOT_ADMIN_DELAY_MS = 2000;

/**
 * requirements §6: signed out → "Unauthorized" and /api/login after 500 ms; signed in without the admin
 * role → "Access Denied" and home after 2000 ms. League and team managers are let in (issue 27);
 * the server refuses every write outside their scope regardless.
 */
export function useAdminGuard(): 'loading' | 'allowed' | 'denied' {
  const { isLoading, isAuthenticated, isAdmin, isManager } = useUser();
  const navigate = useNavigate();
  const toasted = useRef(false);
  const state = isLoading ? 'loading' : isAdmin || isManager ? 'allowed' : 'denied';

  useEffect(() => {
    if (state !== 'denied') return;
    const first = !toasted.current;
    toasted.current = true;
    if (!isAuthenticated) {
      if (first) toast.error('Unauthorized', { description: 'You are logged out. Logging in again...' });
      const t = setTimeout(() => window.location.assign(links.login(links.admin())), LOGGED_OUT_DELAY_MS);
      return () => clearTimeout(t);
    }
    if (first) toast.error('Access Denied', { description: "You don't have permission to access the admin dashboard." });
    const t = setTimeout(() => navigate('/', { replace: true }), NOT_ADMIN_DELAY_MS);
    return () => clearTimeout(t);
  }, [state, isAuthenticated, navigate]);

  return state;
}
