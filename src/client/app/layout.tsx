import { Outlet, ScrollRestoration } from 'react-router';
import { AdPopups } from '../features/ads/components/ad-popups';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">Skip to content</a>
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AdPopups />
      <ScrollRestoration />
    </div>
  );
}
