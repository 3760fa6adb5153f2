import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { staticPageTitle } from '#shared/routes/match-route';
import { useDocumentTitle } from '../lib/use-document-title';
import { AdPopups, FooterAds, SocialBarAd } from '../features/ads';
import { Footer } from './footer';
import { RouteError } from './route-error';
import { TopNav } from './top-nav';
import { useScrollRestoration } from './use-scroll-restoration';

export function Layout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  // Record pages and the not-found page name themselves.
  useDocumentTitle(staticPageTitle(pathname));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so
          content arriving after the first paint never pushes a visible footer down (CLS). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        {/* Around the screen only: the header stays usable to leave a page that failed. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <FooterAds />
      <Footer />
      <SocialBarAd />
      <AdPopups />
    </div>
  );
}
