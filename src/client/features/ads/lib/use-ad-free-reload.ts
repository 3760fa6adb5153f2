import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAdFreePath } from '#shared/domain/ad-boundary';
import { directCodeRan } from './direct-code-ran';

/**
 * True when an in-app navigation reaches an ad-free page (admin, ad settings, sign-in) in a
 * document where a creative ran directly: the page is then loaded afresh, under its strict CSP
 * and without that code, instead of being rendered here (docs/decisions/0003).
 */
export function useAdFreeReload(): boolean {
  const { pathname } = useLocation();
  const reload = isAdFreePath(pathname) && directCodeRan();
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload;
}
