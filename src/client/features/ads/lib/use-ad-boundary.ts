import { useLocation } from 'react-router';
import { AD_PREVIEW_PATH, isAdFreePath } from '#shared/domain/ad-boundary';
import { useUser } from '#client/lib/session';

/**
 * Whether this document was loaded as an ad-free page: it then runs under the strict CSP, which a
 * creative's frame would inherit (srcdoc), so ads stay off for the document's whole life.
 */
function documentBornAdFree(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = performance.getEntriesByType?.('navigation')[0];
  const first = nav ? new URL(nav.name).pathname : window.location.pathname;
  return isAdFreePath(first);
}
const BORN_AD_FREE = documentBornAdFree();

export interface AdBoundary {
  /** No ad code at all on this page. */
  off: boolean;
  /** Creatives only in sandboxed opaque-origin frames (a signed-in admin, the preview page). */
  isolated: boolean;
  /** Who is signed in is not known yet: render nothing until it is. */
  pending: boolean;
}

/** The ad-code boundary of docs/decisions/0003, for the page being shown. */
export function useAdBoundary(): AdBoundary {
  const { pathname } = useLocation();
  const { isLoading, isAdmin } = useUser();
  return {
    off: BORN_AD_FREE || isAdFreePath(pathname),
    isolated: isAdmin || pathname === AD_PREVIEW_PATH,
    pending: isLoading,
  };
}
