import { useLocation } from 'react-router';
import { isAdFreePath } from '#shared/domain/ads/ad-boundary';

/**
 * Whether this document was loaded as an ad-free page: its policy then frames nothing
 * (`frame-src 'none'`, docs/decisions/0033), not even the ad frame, so ads stay off for the
 * document's whole life.
 */
function documentBornAdFree(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = performance.getEntriesByType?.('navigation')[0];
  const first = nav ? new URL(nav.name).pathname : window.location.pathname;
  return isAdFreePath(first);
}
const BORN_AD_FREE = documentBornAdFree();

/**
 * No ad code at all on this page (docs/decisions/0003). Everywhere else creatives run only in
 * opaque-origin frames, whoever is signed in, so who the viewer is does not matter here.
 */
export function useAdsOff(): boolean {
  const { pathname } = useLocation();
  return BORN_AD_FREE || isAdFreePath(pathname);
}
