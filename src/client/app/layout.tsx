import { Outlet, ScrollRestoration } from 'react-router';
import { AdPopups } from '../features/ads/components/ad-popups';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">Skip to content</a>
      <TopNav />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so
          content arriving after the first paint never pushes a visible footer down (CLS). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      <AdPopups />
      {/* Every fresh document load has location.key "default": keyed by it, opening another URL
          would land at the position saved for the previous page. First loads are keyed by path. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname + location.search : location.key)} />
    </div>
  );
}
